import type { Messages } from '../messages';
import type { listToolsNl } from './list-tools.nl';

/** English texts of the lists' toolbar. */
export const listToolsEn: Messages<typeof listToolsNl> = {
  listViews: {
    menu: 'Views',
    menuWith: 'View: {{name}}',
    legend: 'Saved views of this list',
    choose: 'View',
    none: 'No view chosen',
    noViews: 'You have not saved any views of this list yet.',
    loading: 'Loading views…',
    saveAs: 'Save current list as a view',
    rename: 'Rename',
    remove: 'Delete',
    name: 'Name of the view',
    newName: 'New name of the view',
    nameHelp: 'The filters, order, columns and rows per page are kept, the search text is not.',
    save: 'Save',
    saveRename: 'Save name',
    cancel: 'Cancel',
    link: 'Link to this view',
    linkHelp:
      'The link holds only the filters, order and page size, no names or search text. Colleagues who open it see the list as they may see it.',
    copy: 'Copy link',
    problems: {
      empty: 'Give the view a name.',
      tooLong: 'A name has at most 60 characters.',
      duplicate: 'You already have a view with this name. Choose another name.',
      tooMany: 'You can keep at most 20 views of a list. Delete a view first.',
    },
    failed: 'The views could not be kept. Please try again.',
    done: {
      saved: 'View saved.',
      renamed: 'View renamed.',
      deleted: 'View deleted.',
      applied: 'View applied.',
      copied: 'Link copied.',
    },
  },
  listExport: {
    menu: 'Export',
    legend: 'Export this list',
    intro: 'Every row with the current filters and order, with the columns shown.',
    csv: 'CSV',
    xlsx: 'Excel (.xlsx)',
    csvFor: 'Export as CSV',
    xlsxFor: 'Export as Excel (.xlsx)',
    progress: 'Export progress',
    percent: '{{percent}}% fetched',
    cancel: 'Cancel export',
    failed: 'The export failed. Please try again.',
    saved: 'Downloaded: {{name}}',
    columns: {
      start: 'Start (Netherlands time)',
      end: 'End (Netherlands time)',
      employee: 'Employee',
      employer: 'Employer',
    },
  },
};
