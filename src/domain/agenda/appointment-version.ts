/**
 * No lost update: every appointment carries a version, one at its booking and one higher with every
 * write (an edit, a move, a status move). A change says which version it started from; one that started
 * from an older version than the current is refused, so a planner never overwrites, unseen, what a
 * colleague changed meanwhile. A change that names no version (an older client) is not checked.
 */
export const FIRST_VERSION = 1;

export function isStaleChange(startedFrom: number | null, current: number): boolean {
  return startedFrom !== null && startedFrom !== current;
}

/** The version after a write. */
export const nextVersion = (current: number): number => current + 1;
