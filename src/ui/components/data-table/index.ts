export { DataTable } from './data-table';
export type { DataColumn, DataTableProps, TableSelection, TableSort, TableState } from './data-table-types';
export { ListPager, ListTable } from './list-table';
