import type { Messages } from '../messages';
import type { componentsNl } from './components.nl';

/** English texts of the shared components. */
export const componentsEn: Messages<typeof componentsNl> = {
  pager: {
    label: 'Pagination',
    summary: '{{from}}–{{to}} of {{total}}',
    page: 'Page {{page}} of {{pages}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  dataTable: {
    entries: 'Entries:',
    actions: 'Actions',
    loading: 'Loading…',
    empty: 'No results found.',
    failed: 'The list could not be loaded.',
    retry: 'Try again',
    selectAll: 'Select all rows on this page',
    selectRow: 'Select {{row}}',
    selected: '{{count}} selected',
    columns: 'Columns',
    columnsLegend: 'Visible columns',
    sortedBy: '{{caption}}, sorted by {{column}}, {{direction}}',
    ascending: 'ascending',
    descending: 'descending',
  },
  form: {
    required: '(required)',
    rangeStart: 'Start date',
    rangeEnd: 'End date',
  },
  datePicker: {
    open: 'Open calendar',
    calendar: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
};
