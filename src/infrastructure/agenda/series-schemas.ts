import * as v from 'valibot';
import { CalendarDateSchema } from '../http/temporal-schemas';
import { WallClock } from './appointment-schemas';

/**
 * GET v3/agenda/series?filter[id]={id},{id}: the rules of these recurring series, for a calendar file
 * that writes each series as one recurring event (RFC 5545 RRULE, EXDATE and RECURRENCE-ID). At most
 * 100 ids; a series is answered only when the reader may read at least one of its appointments (an
 * unknown or unreadable id is left out, so the answer never says whether it exists). A rule says
 * nothing medical: which operation the appointments are for stays on the appointments, as the
 * medical rule shows them. 401 without a session, 422 on `filter[id]` without ids or with more.
 *
 * The rule in wall-clock time in Europe/Amsterdam: from `firstDate` at `startTime` to `endTime` (an
 * end not after the start ends the next day), every `interval` days, weeks (on `weekdays`, ISO) or
 * months (on the first date's weekday of the month), up to `untilDate` or `count` dates;
 * `exceptDates` are left out of it and `movedDates` booked at other times that day (both as
 * src/domain/agenda/recurrence.ts has them).
 */
export const SeriesRuleSchema = v.object({
  id: v.string(),
  frequency: v.picklist(['daily', 'weekly', 'monthly']),
  interval: v.pipe(v.number(), v.integer(), v.minValue(1)),
  weekdays: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  firstDate: CalendarDateSchema,
  startTime: WallClock,
  endTime: WallClock,
  untilDate: v.nullable(CalendarDateSchema),
  count: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  exceptDates: v.array(CalendarDateSchema),
  movedDates: v.array(v.object({ date: CalendarDateSchema, startTime: WallClock, endTime: WallClock })),
});

export const SeriesRulesSchema = v.object({ data: v.array(SeriesRuleSchema) });

/** The most ids one call names. */
export const MAX_SERIES_IDS = 100;
