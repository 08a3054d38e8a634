import type { Messages } from '../messages';
import type { agendaExportNl } from './agenda-export.nl';

/** English texts of the agenda's print list and its calendar files (.ics). */
export const agendaExportEn: Messages<typeof agendaExportNl> = {
  downloaded: 'The calendar file {{file}} has been downloaded.',
  failed: 'The calendar file could not be made.',
  print: {
    open: 'Print',
    choice: 'What would you like to print?',
    allColumns: 'All chosen columns',
    onePerson: 'One person',
    person: 'Person',
    noPeople: 'There is no person among the chosen columns.',
    print: 'Print',
    cancel: 'Cancel',
    title: 'Agenda, {{period}}',
    titleOne: 'Agenda of {{name}}, {{period}}',
    period: '{{from}} to {{until}}',
    headers: {
      time: 'Time',
      channel: 'How',
    },
    time: '{{start}}–{{end}}',
    empty: 'No appointments.',
  },
};
