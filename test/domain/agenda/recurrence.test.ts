import fc from 'fast-check';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Occurrence, RecurrenceRule, SeriesStart } from '../../../src/domain/agenda/recurrence';
import {
  EDIT_SCOPES,
  deleteFrom,
  occurrencesInScope,
  recurrenceProblems,
  seriesOccurrences,
  toExDate,
  toRRule,
} from '../../../src/domain/agenda/recurrence';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';
import { aDate, date, time, timeExists } from './agenda-arbitraries';

const weekly = (weekdays: number[], end: RecurrenceRule['end'], interval = 1): RecurrenceRule => ({
  frequency: 'weekly',
  interval,
  weekdays,
  end,
});
const monthly = (end: RecurrenceRule['end'], interval = 1): RecurrenceRule => ({
  frequency: 'monthly',
  interval,
  weekdays: [],
  end,
});
const daily = (end: RecurrenceRule['end'], interval = 1): RecurrenceRule => ({
  frequency: 'daily',
  interval,
  weekdays: [],
  end,
});
const count = (n: number) => ({ kind: 'count', count: n }) as const;
const until = (text: string) => ({ kind: 'until', date: date(text) }) as const;
const first = (day: string, from = '09:00', to = '09:30'): SeriesStart => ({
  date: date(day),
  start: time(from),
  end: time(to),
});
const starts = (occurrences: readonly Occurrence[]) => occurrences.map((o) => o.start.toString());
const dates = (occurrences: readonly { date: Temporal.PlainDate }[]) =>
  occurrences.map((o) => o.date.toString());

/** rrule-temporal's expansion of toRRule: the independent RFC 5545 engine the series is held to. */
function rfcExpansion(rule: RecurrenceRule, start: SeriesStart): number[] {
  const dtstart = start.date
    .toPlainDateTime(start.start)
    .toString({ smallestUnit: 'second' })
    .replaceAll('-', '')
    .replaceAll(':', '');
  const exdate = toExDate(rule, start);
  const engine = new RRuleTemporal({
    rruleString: `DTSTART;TZID=${SLOT_TIME_ZONE}:${dtstart}\nRRULE:${toRRule(rule, start)}${exdate ? `\n${exdate}` : ''}`,
  });
  return engine.all().map((moment) => moment.epochMilliseconds);
}

/** The dates a rule matches, found by walking day by day from the first date: a second, naive oracle. */
function walkedDates(rule: RecurrenceRule, firstDate: Temporal.PlainDate): string[] {
  const isLast = (d: Temporal.PlainDate) => d.day + 7 > d.daysInMonth;
  const ordinal = (d: Temporal.PlainDate) => Math.ceil(d.day / 7);
  const monday = (d: Temporal.PlainDate) => d.subtract({ days: d.dayOfWeek - 1 });
  const matches = (d: Temporal.PlainDate) => {
    switch (rule.frequency) {
      case 'daily':
        return firstDate.until(d).days % rule.interval === 0;
      case 'weekly':
        return (
          rule.weekdays.includes(d.dayOfWeek) &&
          (monday(firstDate).until(monday(d)).days / 7) % rule.interval === 0
        );
      case 'monthly': {
        const months = (d.year - firstDate.year) * 12 + d.month - firstDate.month;
        const sameWeekday =
          ordinal(firstDate) === 5 || isLast(firstDate) ? isLast(d) : ordinal(d) === ordinal(firstDate);
        return months % rule.interval === 0 && d.dayOfWeek === firstDate.dayOfWeek && sameWeekday;
      }
    }
  };
  const found: string[] = [];
  for (let d = firstDate; found.length < 400 && d.year < firstDate.year + 3; d = d.add({ days: 1 })) {
    if (rule.end.kind === 'until' && Temporal.PlainDate.compare(d, rule.end.date) > 0) break;
    if (rule.end.kind === 'count' && found.length >= rule.end.count) break;
    if (matches(d)) found.push(d.toString());
  }
  return found;
}

/** Start times on the quarter hour, and now and then one in the hour skipped in March. */
const aStartTime: fc.Arbitrary<Temporal.PlainTime> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: 95 }).map((q) => time('00:00').add({ minutes: q * 15 })),
  },
  { weight: 2, arbitrary: fc.integer({ min: 120, max: 179 }).map((m) => time('00:00').add({ minutes: m })) },
);

const aSeriesStart: fc.Arbitrary<SeriesStart> = fc
  .tuple(aDate, aStartTime, fc.integer({ min: 15, max: 240 }))
  .map(([day, start, minutes]) => ({ date: day, start, end: start.add({ minutes }) }));

const aRule = (firstDate: Temporal.PlainDate): fc.Arbitrary<RecurrenceRule> =>
  fc.record({
    frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
    interval: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 52 }) },
    ),
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
    end: fc.oneof(
      fc.integer({ min: 1, max: 60 }).map(count),
      fc.integer({ min: 1, max: 366 }).map(count),
      fc
        .integer({ min: 0, max: 731 })
        .map((days) => ({ kind: 'until', date: firstDate.add({ days }) }) as const),
    ),
  });

/** A first appointment and a rule that has no problems for it. */
const aSeries = aSeriesStart
  .chain((start) => aRule(start.date).map((rule) => ({ rule, start })))
  .filter(({ rule, start }) => recurrenceProblems(rule, start.date).length === 0);

// A run expands a series of up to 366 appointments (and the oracle's RFC 5545 expansion beside it):
// counts that keep the file to a few seconds.
const RUNS = { numRuns: 100 };
const ORACLE_RUNS = { numRuns: 150 };

describe('a recurring series', () => {
  it('keeps 09:00 on every date across the clock change of March', () => {
    const series = seriesOccurrences(weekly([1], count(3)), first('2026-03-23'));
    expect(starts(series)).toEqual([
      '2026-03-23T09:00:00+01:00[Europe/Amsterdam]',
      '2026-03-30T09:00:00+02:00[Europe/Amsterdam]',
      '2026-04-06T09:00:00+02:00[Europe/Amsterdam]',
    ]);
    expect(series.every((o) => o.end.toPlainTime().equals(time('09:30')))).toBe(true);
  });

  it('moves a start in the skipped hour forward on that day only, and takes the first 02:30 in October', () => {
    const spring = seriesOccurrences(weekly([7], count(3)), first('2026-03-22', '02:30', '03:15'));
    expect(starts(spring)).toEqual([
      '2026-03-22T02:30:00+01:00[Europe/Amsterdam]',
      '2026-03-29T03:30:00+02:00[Europe/Amsterdam]',
      '2026-04-05T02:30:00+02:00[Europe/Amsterdam]',
    ]);
    // The end at 03:15 would lie before the moved start: the appointment keeps its 45 minutes.
    expect(spring[1]?.end.toString()).toBe('2026-03-29T04:15:00+02:00[Europe/Amsterdam]');
    const autumn = seriesOccurrences(daily(count(2)), first('2026-10-25', '02:30', '03:00'));
    expect(autumn[0]?.start.toString()).toBe('2026-10-25T02:30:00+02:00[Europe/Amsterdam]');
    expect(autumn[0]?.start.until(autumn[0].end).total('minutes')).toBe(90);
  });

  it('keeps the planned time after a first appointment that itself falls in the skipped hour', () => {
    const series = seriesOccurrences(daily(count(2)), first('2026-03-29', '02:30', '03:30'));
    expect(starts(series)).toEqual([
      '2026-03-29T03:30:00+02:00[Europe/Amsterdam]',
      '2026-03-30T02:30:00+02:00[Europe/Amsterdam]',
    ]);
  });

  it('starts on the next matching day when the first date is not one of the weekdays', () => {
    // 2026-11-19 is a Thursday; Mondays and Fridays from then.
    const series = seriesOccurrences(weekly([1, 5], count(3)), first('2026-11-19'));
    expect(dates(series)).toEqual(['2026-11-20', '2026-11-23', '2026-11-27']);
  });

  it('counts every other week from the Monday of the first week, as RFC 5545 with WKST=MO', () => {
    // Sunday 22 November 2026 lies in the week of Monday 16 November: the next weeks are 30 Nov, 14 Dec.
    const series = seriesOccurrences(weekly([1, 7], count(4), 2), first('2026-11-22'));
    expect(dates(series)).toEqual(['2026-11-22', '2026-11-30', '2026-12-06', '2026-12-14']);
  });

  it('repeats monthly on the same weekday of the month, the fifth or last one as the last', () => {
    // 10 November 2026 is the second Tuesday.
    expect(dates(seriesOccurrences(monthly(count(3)), first('2026-11-10')))).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
    ]);
    // 29 December 2026 is the fifth Tuesday: then the last Tuesday of each month.
    expect(dates(seriesOccurrences(monthly(count(3)), first('2026-12-29')))).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ]);
    // 24 November 2026 is the fourth and last Tuesday: the last, so the fifth in December.
    expect(dates(seriesOccurrences(monthly(count(2)), first('2026-11-24')))).toEqual([
      '2026-11-24',
      '2026-12-29',
    ]);
  });

  it('ends on the last date, that date included', () => {
    expect(dates(seriesOccurrences(daily(until('2026-11-20'), 2), first('2026-11-16')))).toEqual([
      '2026-11-16',
      '2026-11-18',
      '2026-11-20',
    ]);
  });

  it('ends an appointment whose end time is not after its start time on the next day', () => {
    const [night] = seriesOccurrences(daily(count(1)), first('2026-11-16', '22:00', '02:00'));
    expect(night?.end.toString()).toBe('2026-11-17T02:00:00+01:00[Europe/Amsterdam]');
  });

  it('writes the rule as an RFC 5545 RRULE, UNTIL being the end of the last date in UTC', () => {
    expect(toRRule(weekly([3, 1], until('2027-01-31'), 2), first('2026-11-16'))).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO;UNTIL=20270131T225959Z',
    );
    expect(toRRule(daily(until('2027-07-31')), first('2027-07-01'))).toBe(
      'FREQ=DAILY;INTERVAL=1;WKST=MO;UNTIL=20270731T215959Z',
    );
    expect(toRRule(monthly(count(6)), first('2026-11-10'))).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=2TU;WKST=MO;COUNT=6',
    );
    expect(toRRule(monthly(count(6), 3), first('2026-12-29'))).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1TU;WKST=MO;COUNT=6',
    );
    expect(toRRule(monthly(count(2)), first('2026-11-24'))).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1TU;WKST=MO;COUNT=2',
    );
  });

  it('names what is wrong with a rule', () => {
    const on = date('2026-11-16');
    expect(recurrenceProblems(weekly([1], count(5), 0), on)).toEqual(['recurrence.intervalRange']);
    expect(recurrenceProblems(weekly([1], count(5), 53), on)).toEqual(['recurrence.intervalRange']);
    expect(recurrenceProblems(weekly([1], count(5), 1.5), on)).toEqual(['recurrence.intervalRange']);
    expect(recurrenceProblems(weekly([], count(5)), on)).toEqual(['recurrence.noWeekdays']);
    expect(recurrenceProblems(weekly([0, 8], count(5)), on)).toEqual(['recurrence.weekdayRange']);
    expect(recurrenceProblems(daily(until('2026-11-15')), on)).toEqual(['recurrence.untilBeforeStart']);
    expect(recurrenceProblems(daily(count(0)), on)).toEqual(['recurrence.countRange']);
    expect(recurrenceProblems(daily(count(367)), on)).toEqual(['recurrence.countRange']);
    expect(recurrenceProblems(weekly([], count(0), 0), on)).toEqual([
      'recurrence.intervalRange',
      'recurrence.noWeekdays',
      'recurrence.countRange',
    ]);
  });

  it('refuses a series of more than 366 appointments or beyond two years, and one without any date', () => {
    const on = date('2026-11-16');
    expect(recurrenceProblems(daily(until('2027-11-17')), on)).toEqual(['recurrence.tooLong']);
    expect(recurrenceProblems(daily(until('2027-11-17'), 2), on)).toEqual([]);
    expect(recurrenceProblems(weekly([1], until('2028-11-16')), on)).toEqual([]);
    expect(recurrenceProblems(weekly([1], until('2028-11-17')), on)).toEqual(['recurrence.tooLong']);
    // Every three months on the third Monday: the ninth, 20 November 2028, is four days too late.
    expect(recurrenceProblems(monthly(count(8), 3), on)).toEqual([]);
    expect(recurrenceProblems(monthly(count(9), 3), on)).toEqual(['recurrence.tooLong']);
    expect(recurrenceProblems(daily(count(366)), on)).toEqual([]);
    // A Monday first date, Fridays only, ending that Wednesday.
    expect(recurrenceProblems(weekly([5], until('2026-11-18')), on)).toEqual(['recurrence.noOccurrences']);
    expect(seriesOccurrences(weekly([5], until('2026-11-18')), first('2026-11-16'))).toEqual([]);
    expect(seriesOccurrences(daily(until('2027-11-17')), first('2026-11-16'))).toEqual([]);
  });

  it('applies a change to this appointment, the following ones or the whole series', () => {
    const series = seriesOccurrences(weekly([1], count(4)), first('2026-11-16'));
    const selected = date('2026-11-30');
    expect(EDIT_SCOPES).toEqual(['this', 'following', 'series']);
    expect(dates(occurrencesInScope('this', series, selected))).toEqual(['2026-11-30']);
    expect(dates(occurrencesInScope('following', series, selected))).toEqual(['2026-11-30', '2026-12-07']);
    expect(dates(occurrencesInScope('series', series, selected))).toEqual(dates(series));
    const { kept, removed } = deleteFrom(series, selected);
    expect(dates(kept)).toEqual(['2026-11-16', '2026-11-23']);
    expect(dates(removed)).toEqual(['2026-11-30', '2026-12-07']);
  });

  it("property: starts at the same instants as rrule-temporal's expansion of toRRule", () => {
    fc.assert(
      fc.property(aSeries, ({ rule, start }) => {
        // rrule-temporal reads a first start in the skipped hour as the moved time (03:30) for the
        // whole series; the series keeps the planned 02:30 (an example above holds that case).
        fc.pre(timeExists(start.date, start.start));
        const ours = seriesOccurrences(rule, start);
        // RFC 5545 drops a generated start in the skipped hour (DTSTART itself it moves forward), and
        // such a dropped appointment does not count towards COUNT.
        const kept = ours
          .filter((o) => o.date.equals(start.date) || o.start.toPlainTime().equals(start.start))
          .map((o) => o.start.epochMilliseconds);
        const oracle = rfcExpansion(rule, start);
        if (rule.end.kind === 'until' || kept.length === ours.length) expect(kept).toEqual(oracle);
        else {
          expect(oracle).toHaveLength(rule.end.count);
          expect(kept).toEqual(oracle.slice(0, kept.length));
        }
      }),
      ORACLE_RUNS,
    );
  });

  it('property: falls on the dates a day-by-day walk finds, respecting the count and the last date', () => {
    fc.assert(
      fc.property(aSeries, ({ rule, start }) => {
        const ours = seriesOccurrences(rule, start);
        expect(dates(ours)).toEqual(walkedDates(rule, start.date));
        if (rule.end.kind === 'count') expect(ours).toHaveLength(rule.end.count);
        else
          for (const o of ours)
            expect(Temporal.PlainDate.compare(o.date, rule.end.date)).toBeLessThanOrEqual(0);
        expect(ours.length).toBeGreaterThan(0);
        expect(ours.length).toBeLessThanOrEqual(366);
        expect(
          Temporal.PlainDate.compare(ours.at(-1)!.date, start.date.add({ years: 2 })),
        ).toBeLessThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('property: every appointment starts at the first wall-clock time, or an hour later where that time does not exist', () => {
    fc.assert(
      fc.property(aSeries, ({ rule, start }) => {
        for (const o of seriesOccurrences(rule, start)) {
          expect(o.start.timeZoneId).toBe(SLOT_TIME_ZONE);
          expect(o.start.toPlainDate().equals(o.date)).toBe(true);
          const expected = timeExists(o.date, start.start) ? start.start : start.start.add({ hours: 1 });
          expect(o.start.toPlainTime().equals(expected)).toBe(true);
          expect(Temporal.ZonedDateTime.compare(o.end, o.start)).toBeGreaterThan(0);
          if (timeExists(o.date, start.start) && timeExists(o.end.toPlainDate(), start.end))
            expect(o.end.toPlainTime().equals(start.end)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('property: the dates strictly increase, none before the first date', () => {
    fc.assert(
      fc.property(aSeries, ({ rule, start }) => {
        const ours = seriesOccurrences(rule, start);
        expect(Temporal.PlainDate.compare(ours[0]!.date, start.date)).toBeGreaterThanOrEqual(0);
        for (let i = 1; i < ours.length; i++)
          expect(Temporal.PlainDate.compare(ours[i - 1]!.date, ours[i]!.date)).toBeLessThan(0);
      }),
      RUNS,
    );
  });

  it('property: the series is made exactly when the rule has no problems', () => {
    fc.assert(
      fc.property(
        aSeriesStart.chain((start) =>
          fc.tuple(
            fc.constant(start),
            aRule(start.date),
            fc.integer({ min: -2, max: 60 }),
            fc.integer({ min: -5, max: 400 }),
          ),
        ),
        ([start, rule, interval, n]) => {
          const odd: RecurrenceRule = {
            ...rule,
            interval,
            end: rule.end.kind === 'count' ? count(n) : rule.end,
          };
          const problems = recurrenceProblems(odd, start.date);
          expect(seriesOccurrences(odd, start).length > 0).toBe(problems.length === 0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('property: deleting from a date keeps every earlier appointment and removes every later one', () => {
    fc.assert(
      fc.property(aSeries, fc.integer({ min: -10, max: 800 }), ({ rule, start }, offset) => {
        const ours = seriesOccurrences(rule, start);
        const from = start.date.add({ days: offset });
        const { kept, removed } = deleteFrom(ours, from);
        expect([...kept, ...removed]).toEqual(ours);
        for (const o of kept) expect(Temporal.PlainDate.compare(o.date, from)).toBeLessThan(0);
        for (const o of removed) expect(Temporal.PlainDate.compare(o.date, from)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('property: the following appointments and the earlier ones together are the whole series', () => {
    fc.assert(
      fc.property(aSeries, fc.nat(), ({ rule, start }, pick) => {
        const ours = seriesOccurrences(rule, start);
        const selected = ours[pick % ours.length]!.date;
        const following = occurrencesInScope('following', ours, selected);
        const earlier = ours.filter((o) => Temporal.PlainDate.compare(o.date, selected) < 0);
        expect([...earlier, ...following]).toEqual(ours);
        expect(occurrencesInScope('series', ours, selected)).toEqual(ours);
        expect(occurrencesInScope('this', ours, selected)).toEqual([ours[pick % ours.length]]);
        expect(deleteFrom(ours, selected)).toEqual({ kept: earlier, removed: following });
      }),
      RUNS,
    );
  });

  it('leaves the chosen dates out of a weekly series of four: the left-out date still counts, so three remain', () => {
    const rule = { ...weekly([1], count(4)), exceptDates: [date('2026-11-30')] };
    expect(dates(seriesOccurrences(rule, first('2026-11-16')))).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-12-07',
    ]);
    expect(toExDate(rule, first('2026-11-16'))).toBe('EXDATE;TZID=Europe/Amsterdam:20261130T090000');
    expect(toExDate(weekly([1], count(4)), first('2026-11-16'))).toBeNull();
  });

  it('refuses a date to leave out that is not one of the series, and a series with every date left out', () => {
    expect(
      recurrenceProblems({ ...weekly([1], count(4)), exceptDates: [date('2026-11-17')] }, date('2026-11-16')),
    ).toEqual(['recurrence.exceptionNotInSeries']);
    expect(
      recurrenceProblems(
        { ...daily(count(2)), exceptDates: [date('2026-11-16'), date('2026-11-17')] },
        date('2026-11-16'),
      ),
    ).toEqual(['recurrence.allExcepted']);
    expect(
      seriesOccurrences({ ...weekly([1], count(4)), exceptDates: [date('2026-11-17')] }, first('2026-11-16')),
    ).toEqual([]);
  });

  it('books a moved date at its own times that day, the others at the series’ time, and refuses a move off the series', () => {
    const time = (text: string) => Temporal.PlainTime.from(text);
    const moved = { date: date('2026-11-30'), start: time('14:00'), end: time('14:45') };
    const rule = { ...weekly([1], count(3)), movedDates: [moved] };
    expect(
      seriesOccurrences(rule, first('2026-11-16')).map(
        (o) => `${o.date} ${o.start.toPlainTime().toString()}–${o.end.toPlainTime().toString()}`,
      ),
    ).toEqual([
      '2026-11-16 09:00:00–09:30:00',
      '2026-11-23 09:00:00–09:30:00',
      '2026-11-30 14:00:00–14:45:00',
    ]);
    for (const wrong of [
      { ...moved, date: date('2026-12-01') },
      { ...moved, end: time('13:00') },
    ])
      expect(recurrenceProblems({ ...rule, movedDates: [wrong] }, date('2026-11-16'))).toEqual([
        'recurrence.movedInvalid',
      ]);
    expect(recurrenceProblems({ ...rule, exceptDates: [date('2026-11-30')] }, date('2026-11-16'))).toEqual([
      'recurrence.movedInvalid',
    ]);
  });

  it('property: left-out dates never appear, every other date of the series stays, and a count still counts them', () => {
    fc.assert(
      fc.property(aSeries, fc.array(fc.nat(), { maxLength: 4 }), ({ rule, start }, picks) => {
        const whole = seriesOccurrences(rule, start);
        const left = [...new Set(picks.map((pick) => pick % whole.length))].map(
          (index) => whole[index]!.date,
        );
        fc.pre(left.length < whole.length);
        const ours = seriesOccurrences({ ...rule, exceptDates: left }, start);
        expect(recurrenceProblems({ ...rule, exceptDates: left }, start.date)).toEqual([]);
        for (const o of ours) expect(left.some((d) => d.equals(o.date))).toBe(false);
        expect(ours).toEqual(whole.filter((o) => !left.some((d) => d.equals(o.date))));
        if (rule.end.kind === 'count') expect(ours.length + left.length).toBe(rule.end.count);
      }),
      RUNS,
    );
  });

  it('property: with EXDATE beside the RRULE, rrule-temporal leaves out the same dates', () => {
    fc.assert(
      fc.property(aSeries, fc.nat(), ({ rule, start }, pick) => {
        fc.pre(timeExists(start.date, start.start));
        const whole = seriesOccurrences(rule, start);
        fc.pre(whole.length > 1 && whole.every((o) => o.start.toPlainTime().equals(start.start)));
        const left = whole[1 + (pick % (whole.length - 1))]!;
        const withExcept = { ...rule, exceptDates: [left.date] };
        expect(rfcExpansion(withExcept, start)).toEqual(
          seriesOccurrences(withExcept, start).map((o) => o.start.epochMilliseconds),
        );
      }),
      ORACLE_RUNS,
    );
  });
});
