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
    richText: {
      toolbar: 'Formatting of {{label}}',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      heading: 'Subheading',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
    },
    employeeSearch: {
      label: 'Employee',
      help: 'Type at least two letters of the name or the employer.',
      found: 'Employees found',
      other: 'Other employee',
      searching: 'Searching…',
      failed: 'The search failed. Please try again.',
      none: 'No employees found.',
      count_one: '{{count}} employee found. Use the down arrow to choose.',
      count_other: '{{count}} employees found. Use the down arrow to choose.',
      chosen: 'Chosen: {{name}}.',
    },
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
  leave: {
    title: 'Leave this page?',
    stay: 'Stay and go on',
    leave: 'Leave without saving',
  },
  record: {
    count: 'Total: {{count}}',
    state: {
      notFound: 'This does not exist (any more). It may have been deleted meanwhile, or the link is wrong.',
      failed: 'The data could not be loaded.',
      retry: 'Try again',
      toList: 'To the list',
    },
    problems: {
      tooLong: ':field is too long.',
      outOfRange: ':field is outside the allowed values.',
      empty: ':field: add at least one.',
      overlap: ':field: two of them overlap.',
      tooFewOptions: ':field: give at least two options.',
      duplicate: ':field appears twice.',
    },
    errors: {
      invalid: 'Please check the marked fields.',
      rejected: 'The server did not accept everything. Please check the marked fields.',
      refused: 'Saving was refused.',
      'not-found':
        'This no longer exists; it may have been deleted meanwhile. What you entered is still here.',
      unavailable: 'Saving did not succeed. What you entered is still here; please try again.',
      'uuid-required': 'Resource type UUID is required for update.',
    },
    deleteErrors: {
      'in-use': 'Deleting was refused.',
      'not-found': 'This no longer exists.',
      unavailable: 'Deleting did not succeed. Please try again.',
    },
    notices: {
      deleted: '"{{name}}" is deleted.',
    },
    deletion: {
      final: 'This cannot be undone. What is still in use cannot be deleted.',
      confirm: 'Delete for good',
      confirmRestorable: 'Delete',
      keep: 'Do not delete',
      close: 'Close',
    },
  },
};
