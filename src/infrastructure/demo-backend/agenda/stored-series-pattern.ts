import { Temporal } from 'temporal-polyfill';
import type { CalendarItem, SeriesPattern } from '../../../domain/agenda/calendar-series';
import type { StoredAppointment, StoredSeries } from './agenda-state';

/** A stored series as the contract's rule (series-schemas.ts SeriesRuleSchema). */
export const seriesRuleJson = (series: StoredSeries) => ({
  id: series.id,
  frequency: series.frequency,
  interval: series.interval,
  weekdays: series.weekdays,
  firstDate: series.firstDate,
  startTime: series.startTime,
  endTime: series.endTime,
  untilDate: series.untilDate,
  count: series.count,
  exceptDates: series.exceptDates ?? [],
  movedDates: series.movedDates ?? [],
});

/** A stored series as the domain's pattern, for the calendar rule (calendar-series.ts). */
export function seriesPatternOf(series: StoredSeries): SeriesPattern {
  return {
    id: series.id,
    rule: {
      frequency: series.frequency,
      interval: series.interval,
      weekdays: series.weekdays,
      end:
        series.untilDate !== null
          ? { kind: 'until', date: Temporal.PlainDate.from(series.untilDate) }
          : { kind: 'count', count: series.count ?? 1 },
      exceptDates: (series.exceptDates ?? []).map((date) => Temporal.PlainDate.from(date)),
      movedDates: (series.movedDates ?? []).map((moved) => ({
        date: Temporal.PlainDate.from(moved.date),
        start: Temporal.PlainTime.from(moved.startTime),
        end: Temporal.PlainTime.from(moved.endTime),
      })),
    },
    first: {
      date: Temporal.PlainDate.from(series.firstDate),
      start: Temporal.PlainTime.from(series.startTime),
      end: Temporal.PlainTime.from(series.endTime),
    },
  };
}

/** A stored appointment as the calendar rule places it, in Amsterdam. */
export const calendarItemOf = (appointment: StoredAppointment): CalendarItem & { id: string } => ({
  id: appointment.id,
  start: Temporal.Instant.from(appointment.start).toZonedDateTimeISO('Europe/Amsterdam'),
  end: Temporal.Instant.from(appointment.end).toZonedDateTimeISO('Europe/Amsterdam'),
  seriesId: appointment.seriesId,
});
