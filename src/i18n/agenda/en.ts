import { agendaExportEn } from './agenda-export.en';
import { calendarFeedEn } from './calendar-feed.en';
import { agendaTextsEn } from './agenda.en';
import { appointmentsEn } from './appointments.en';
import type { Messages } from '../messages';
import type { agendaNl } from './nl';

/** English texts of the agenda area: the agenda screen and the appointment lists. */
export const agendaEn: Messages<typeof agendaNl> = {
  appointments: appointmentsEn,
  agenda: agendaTextsEn,
  agendaExport: agendaExportEn,
  calendarFeed: calendarFeedEn,
};
