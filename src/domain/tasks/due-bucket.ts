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

/** The quick choices of the due-date filter. */
export const DUE_CHOICES = ['overdue', 'today', 'this-week', 'next-week'] as const;
export type DueChoice = (typeof DUE_CHOICES)[number];

/**
 * The due range a quick choice stands for, seen from today: overdue is everything up to yesterday,
 * the weeks run Monday to Sunday (spec section 9). `from` null means no lower bound.
 */
export function dueRangeOf(
  choice: DueChoice,
  today: Temporal.PlainDate,
): { readonly from: Temporal.PlainDate | null; readonly to: Temporal.PlainDate } {
  switch (choice) {
    case 'overdue':
      return { from: null, to: today.subtract({ days: 1 }) };
    case 'today':
      return { from: today, to: today };
    case 'this-week':
      return { from: startOfWeek(today), to: endOfWeek(today) };
    case 'next-week': {
      const monday = startOfWeek(today).add({ days: 7 });
      return { from: monday, to: endOfWeek(monday) };
    }
  }
}

/** How many days a due date lies from today: negative when it has passed. */
export const daysUntil = (dueDate: Temporal.PlainDate, today: Temporal.PlainDate): number =>
  today.until(dueDate, { largestUnit: 'days' }).days;
