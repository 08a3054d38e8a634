import type { DossierType } from './dossier-type';

/** The orders the open-case list offers (the back office sorts GET v2/dossier by these). */
export const CASE_SORT_FIELDS = [
  'startDate',
  'employeeName',
  'dossierType',
  'employer',
  'openTasks',
] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

/**
 * The dashboard's task figures as a filter of its cases: those with an open task overdue (due before
 * today), due today, or due from today to Sunday (GET v2/dossier?filter[tasksDue]=).
 */
export const CASE_TASKS_DUE = ['overdue', 'today', 'this-week'] as const;
export type CaseTasksDue = (typeof CASE_TASKS_DUE)[number];

/** Which open cases a list shows, in which order, and which page of them. */
export interface CaseListQuery {
  readonly dossierType: DossierType | null;
  /** Only cases with an open task due so; absent or null: every case. */
  readonly tasksDue?: CaseTasksDue | null;
  readonly sort: { readonly field: CaseSortField; readonly direction: 'asc' | 'desc' };
  /** From 1. */
  readonly page: number;
  readonly size: number;
}

/** One bar of the open-cases chart: a type, or every type past the shown ones taken together. */
export type CaseBar =
  | { readonly kind: 'type'; readonly type: DossierType; readonly count: number }
  | { readonly kind: 'other'; readonly types: readonly DossierType[]; readonly count: number };

/** Bars a chart shows before the rest are taken together. */
export const CASE_BARS_SHOWN = 7;

/**
 * The open cases per type as chart bars: the largest types, most first (equal counts in the order
 * `rank` gives, such as by translated name), and one bar for all the others when there are more than
 * `shown` + 1 types. No type is dropped: the bars always add up to every case counted.
 */
export function caseBars(
  byType: ReadonlyMap<DossierType, number>,
  rank: (a: DossierType, b: DossierType) => number = (a, b) => a.localeCompare(b),
  shown: number = CASE_BARS_SHOWN,
): readonly CaseBar[] {
  const counted = [...byType.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || rank(a, b));
  // An "other" bar for a single type would hide a name to save no room.
  if (counted.length <= shown + 1)
    return counted.map(([type, count]) => ({ kind: 'type' as const, type, count }));
  const rest = counted.slice(shown);
  return [
    ...counted.slice(0, shown).map(([type, count]) => ({ kind: 'type' as const, type, count })),
    {
      kind: 'other' as const,
      types: rest.map(([type]) => type),
      count: rest.reduce((sum, [, count]) => sum + count, 0),
    },
  ];
}
