import { agendaExportNl } from './agenda-export.nl';
import { calendarFeedNl } from './calendar-feed.nl';
import { agendaTextsNl } from './agenda.nl';
import { appointmentsNl } from './appointments.nl';

/** Dutch texts of the agenda area: the agenda screen and the appointment lists. */
export const agendaNl = {
  appointments: appointmentsNl,
  agenda: agendaTextsNl,
  agendaExport: agendaExportNl,
  calendarFeed: calendarFeedNl,
};
