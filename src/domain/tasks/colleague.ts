import type { UserRef } from './task';

/** The professions of the colleagues who work on dossiers. */
export type Discipline = 'physician' | 'case_manager' | 'nurse';
export const DISCIPLINES: readonly Discipline[] = ['physician', 'case_manager', 'nurse'];

/** A colleague a task may be given to, with their discipline when the back office knows it. */
export interface Colleague extends UserRef {
  readonly discipline: Discipline | null;
}

/**
 * The colleagues who may get every one of several tasks: those each list names, in the order of the
 * first list. With no lists there is nobody.
 */
export function commonColleagues(lists: readonly (readonly Colleague[])[]): readonly Colleague[] {
  const [first, ...rest] = lists;
  if (!first) return [];
  const others = rest.map((list) => new Set(list.map((colleague) => colleague.id)));
  return first.filter((colleague) => others.every((ids) => ids.has(colleague.id)));
}
