import type { Temporal } from 'temporal-polyfill';
import { mondayOf } from '../availability/schedule';

/**
 * How the agenda shows time: one day, the working week (Monday to Friday), the whole week (Monday
 * to Sunday), the whole week as a timeline (a row per person, room or resource, days and hours
 * across), or the week's appointments as a list.
 */
export type AgendaView = 'day' | 'workweek' | 'week' | 'timeline' | 'list';

/** The views in the order the agenda's switch offers them. */
export const AGENDA_VIEWS: readonly AgendaView[] = ['day', 'workweek', 'week', 'timeline', 'list'];

/** The dates a view shows: its first date and every date in order. */
export interface AgendaPeriod {
  readonly from: Temporal.PlainDate;
  readonly days: Temporal.PlainDate[];
}

const daysFrom = (from: Temporal.PlainDate, count: number): AgendaPeriod => ({
  from,
  days: Array.from({ length: count }, (_, index) => from.add({ days: index })),
});

/**
 * The period a view shows around `date`. Weeks run Monday to Sunday, as in the Netherlands. The
 * working week is Monday to Friday of the date's week, so for a Saturday or a Sunday it is the
 * working week just past: the agenda does not jump ahead when opened at the weekend.
 */
export function periodOf(view: AgendaView, date: Temporal.PlainDate): AgendaPeriod {
  switch (view) {
    case 'day':
      return daysFrom(date, 1);
    case 'workweek':
      return daysFrom(mondayOf(date), 5);
    case 'week':
    case 'timeline':
    case 'list':
      return daysFrom(mondayOf(date), 7);
  }
}

/**
 * The date the agenda shows after "next" (step 1) or "previous" (step -1): a day later or earlier
 * in the day view, a week in the others. The weekday is kept, so going forward and back again
 * returns to the same date and period.
 */
export function stepPeriod(view: AgendaView, date: Temporal.PlainDate, step: 1 | -1): Temporal.PlainDate {
  return view === 'day' ? date.add({ days: step }) : date.add({ weeks: step });
}
