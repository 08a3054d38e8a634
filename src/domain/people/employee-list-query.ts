/**
 * What the employee list shows: free text, filters, order and page (spec section 7's list style).
 * The back office matches the text on name, personnel number and employer; the filters are ids.
 */

export const EMPLOYEE_SORT_FIELDS = ['name', 'employer', 'dateOfBirth'] as const;
/** `name` orders by last name, then first name. */
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];

/** The back office answers at most this many employees a page. */
export const MAX_EMPLOYEE_PAGE_SIZE = 100;
/** Spec section 9: the quick employee search (the agenda's, the dashboard's) shows 15. */
export const QUICK_SEARCH_SIZE = 15;

export interface EmployeeListQuery {
  readonly search: string;
  readonly employerId: string | null;
  readonly divisionId: string | null;
  readonly teamId: string | null;
  /** Only employees off sick now (an open dossier of the absence group). */
  readonly openAbsenceOnly: boolean;
  readonly sort: { readonly field: EmployeeSortField; readonly direction: 'asc' | 'desc' };
  /** From 1. */
  readonly page: number;
  readonly size: number;
}

/** Everyone in reach, by name, the first page of `size` (spec section 9: 100, or 10 on a narrow screen). */
export const defaultEmployeeListQuery = (size: number): EmployeeListQuery =>
  normalEmployeeListQuery({
    search: '',
    employerId: null,
    divisionId: null,
    teamId: null,
    openAbsenceOnly: false,
    sort: { field: 'name', direction: 'asc' },
    page: 1,
    size,
  });

const idOrNone = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.trunc(value) : fallback);

/**
 * The query as it can be asked: the text trimmed, blank ids as none, the page a whole number from 1
 * and the size from 1 to MAX_EMPLOYEE_PAGE_SIZE.
 */
export function normalEmployeeListQuery(query: EmployeeListQuery): EmployeeListQuery {
  return {
    ...query,
    search: query.search.trim().replace(/\s+/g, ' '),
    employerId: idOrNone(query.employerId),
    divisionId: idOrNone(query.divisionId),
    teamId: idOrNone(query.teamId),
    page: Math.max(whole(query.page, 1), 1),
    size: Math.min(Math.max(whole(query.size, MAX_EMPLOYEE_PAGE_SIZE), 1), MAX_EMPLOYEE_PAGE_SIZE),
  };
}
