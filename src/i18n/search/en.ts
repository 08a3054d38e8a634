import type { searchNl } from './nl';

/** English texts of the one search. */
export const searchEn: typeof searchNl = {
  search: {
    label: 'Search for a page, employee, dossier, appointment or location',
    help: 'Arrow keys choose, Enter opens, Escape closes.',
    results: 'Results',
    groups: {
      recent: 'Recently chosen',
      page: 'Pages and actions',
      employee: 'Employees',
      dossier: 'Dossiers',
      appointment: 'Appointments',
      location: 'Locations',
      room: 'Rooms',
    },
    pageWords: {
      planning: 'new appointment, plan appointment, make appointment, book',
      agenda: 'calendar, schedule',
      holidays: 'national holidays, days off',
      main: 'password, language, two-factor, account',
      employeeList: 'staff, personnel, workers',
      tasks: 'work queue, to-do',
      auditLog: 'log, changes, history',
      reportRecovery: 'report, recovery',
    },
    shownOf: '{{shown}} of {{total}}',
    dossier: 'Dossier {{number}} · {{type}}',
    status: {
      typeMore: 'Type at least two characters to search.',
      searching: 'Searching…',
      none: 'Nothing found. Try another word, a personnel number or a date (27-11-2026).',
      count_one: '1 result',
      count_other: '{{count}} results',
      recent_one: '1 earlier choice',
      recent_other: '{{count}} earlier choices',
      failedTold: 'The search did not work.',
      failed: 'The search did not work: {{message}}',
    },
  },
};
