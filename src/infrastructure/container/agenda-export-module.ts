import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { CalendarFileMaker } from '../../application/agenda/calendar-file';
import { ExportAgendaCalendar } from '../../application/agenda/export-agenda-calendar';
import { Clock } from '../../application/platform/clock';
import { FileDownload } from '../../application/platform/file-download';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { IcalCalendarFile } from '../agenda/ical-calendar-file';
import { BlobFileDownload } from '../browser/blob-file-download';
import { portalModule } from './binder';

/** The agenda's calendar files (.ics): how they are made, how the browser saves them, and the use case. */
export const agendaExportModule = portalModule((b) => {
  b.factory(CalendarFileMaker, [Clock], (clock) => new IcalCalendarFile(clock)).inSingletonScope();
  b.factory(
    FileDownload,
    [Scheduler],
    (scheduler) => new BlobFileDownload(document, URL, scheduler),
  ).inSingletonScope();
  b.construct(ExportAgendaCalendar, [AgendaGateway, CalendarFileMaker, FileDownload, Notifier]);
});
