import type { Temporal } from 'temporal-polyfill';

export type DueBucket = 'overdue' | 'today' | 'this-week' | 'later';

/** Sunday of the ISO week (weeks start on Monday, spec section 9) that holds the date. */
export const endOfWeek = (date: Temporal.PlainDate): Temporal.PlainDate =>
  date.add({ days: 7 - date.dayOfWeek });

/** Monday of the ISO week that holds the date. */
export const startOfWeek = (date: Temporal.PlainDate): Temporal.PlainDate =>
  date.subtract({ days: date.dayOfWeek - 1 });

/** Where a due date falls, seen from today: overdue, today, later this week, or later. */
export function dueBucketOf(dueDate: Temporal.PlainDate, today: Temporal.PlainDate): DueBucket {
  const days = today.until(dueDate).days;
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  return dueDate.until(endOfWeek(today)).days >= 0 ? 'this-week' : 'later';
}
