import type { Temporal } from 'temporal-polyfill';
import type { SeriesPattern } from '../../domain/agenda/calendar-series';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { FileDownload } from '../platform/file-download';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { AgendaGateway, Appointment } from './agenda-gateway';
import type { CalendarFileMaker } from './calendar-file';
import { CALENDAR_MEDIA_TYPE } from './calendar-file';

/**
 * Downloading appointments as a calendar file (.ics): a person's agenda for a period, or one
 * appointment. A success is said as a toast; a refusal in the server's own words.
 */
export class ExportAgendaCalendar {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly files: CalendarFileMaker,
    private readonly download: FileDownload,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The appointments of one person from `from` up to and including `until`, as one file, each series
   * among them one recurring event.
   */
  async person(
    userId: string,
    name: string,
    from: Temporal.PlainDate,
    until: Temporal.PlainDate,
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.agenda.appointments({ from, until, agendaIds: [userId] });
    if (!answer.ok) {
      this.tell(answer.error);
      return fail(answer.error);
    }
    const rows = answer.value.rows;
    const seriesIds = [...new Set(rows.flatMap((row) => (row.seriesId === null ? [] : [row.seriesId])))];
    const series = seriesIds.length > 0 ? await this.agenda.series(seriesIds) : ok([]);
    if (!series.ok) {
      this.tell(series.error);
      return fail(series.error);
    }
    return this.save(calendarFileName([name, from.toString(), until.toString()]), name, rows, series.value);
  }

  /** One appointment, as a file of its own. */
  single(appointment: Appointment): Promise<Result<void, GatewayFailure>> {
    const date = appointment.start.toPlainDate().toString();
    return this.save(calendarFileName([appointment.title, date]), appointment.title, [appointment]);
  }

  private async save(
    fileName: string,
    calendarName: string,
    appointments: readonly Appointment[],
    series: readonly SeriesPattern[] = [],
  ): Promise<Result<void, GatewayFailure>> {
    let text: string;
    try {
      text = await this.files.make(calendarName, appointments, series);
    } catch {
      // The calendar library is fetched on first use; when it cannot be (offline, or a newer release
      // has replaced it) that is a network failure, told here because no HTTP call told it.
      this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
      return fail({ kind: 'network', told: true });
    }
    this.download.save(fileName, CALENDAR_MEDIA_TYPE, text);
    this.notifier.notify({ type: 'success', title: 'agendaExport.downloaded', values: { file: fileName } });
    return ok(undefined);
  }

  /** One failure, one message: the server's refusal in its words, anything untold in ours. */
  private tell(failure: GatewayFailure): void {
    if (needsNoMessage(failure)) return;
    if (failure.kind === 'rejected' && failure.message.trim())
      this.notifier.notify({ type: 'error', title: failure.message, verbatim: true });
    else this.notifier.notify({ type: 'error', title: 'agendaExport.failed' });
  }
}

/**
 * A file name any system accepts: `agenda-` and the parts in lower-case ASCII letters, digits and
 * hyphens (accents dropped, anything else a hyphen), at most 100 characters before `.ics`.
 */
export function calendarFileName(parts: readonly string[]): string {
  const slug = ['agenda', ...parts]
    .join('-')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${slug}.ics`;
}
