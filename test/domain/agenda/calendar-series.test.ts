import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry, SeriesPattern } from '../../../src/domain/agenda/calendar-series';
import { calendarEntries, icalLocal } from '../../../src/domain/agenda/calendar-series';
import type { RecurrenceRule, SeriesStart } from '../../../src/domain/agenda/recurrence';
import { recurrenceProblems, seriesOccurrences } from '../../../src/domain/agenda/recurrence';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';
import { AMSTERDAM_VTIMEZONE } from '../../../src/infrastructure/agenda/calendar-text';
import { parseCalendar } from '../../support/ical-expansion';
import { aDate, date, time } from './agenda-arbitraries';

interface Item {
  readonly id: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly seriesId: string | null;
  readonly label: string;
}

const lookOf = (item: Item) => item.label;
const utc = (moment: Temporal.ZonedDateTime) => `${icalLocal(moment.withTimeZone('UTC').toPlainDateTime())}Z`;
const zoned = (name: string, moment: Temporal.PlainDateTime) =>
  `${name};TZID=${SLOT_TIME_ZONE}:${icalLocal(moment)}`;

/**
 * The entries as the plainest iCalendar text that says them, for Mozilla's parser to expand: what a
 * calendar program makes of the rule, its EXDATEs and its overrides, independent of the portal's writer.
 */
function asCalendar(entries: readonly CalendarEntry<Item>[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//calendar-series//EN',
    AMSTERDAM_VTIMEZONE,
  ];
  const event = (uid: string, item: Item, extra: string[] = []) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    ...extra,
    `DTSTART:${utc(item.start)}`,
    `DTEND:${utc(item.end)}`,
    `SUMMARY:${item.label}`,
    'END:VEVENT',
  ];
  for (const entry of entries) {
    if (entry.kind === 'single') {
      lines.push(...event(entry.item.id, entry.item));
      continue;
    }
    const uid = `series-${entry.seriesId}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      zoned('DTSTART', entry.start.toPlainDateTime()),
      zoned('DTEND', entry.end.toPlainDateTime()),
      `RRULE:${entry.rrule}`,
      ...(entry.exdates.length > 0
        ? [`EXDATE;TZID=${SLOT_TIME_ZONE}:${entry.exdates.map(icalLocal).join(',')}`]
        : []),
      `SUMMARY:${entry.lead.label}`,
      'END:VEVENT',
    );
    for (const override of entry.overrides)
      lines.push(...event(uid, override.item, [zoned('RECURRENCE-ID', override.recurrenceId)]));
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** What a calendar shows: each appointment's moments and words, in order. */
const shown = (items: readonly { start: number; end: number; summary: string }[]) =>
  items.map((item) => `${item.start}/${item.end}/${item.summary}`).sort();
const itemsShown = (items: readonly Item[]) =>
  shown(
    items.map((item) => ({
      start: item.start.epochMilliseconds,
      end: item.end.epochMilliseconds,
      summary: item.label,
    })),
  );

/** Start times on the quarter hour, now and then one in the hour the clocks change (02:00 to 03:00). */
const aStartTime = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.integer({ min: 24, max: 80 }).map((q) => time('00:00').add({ minutes: q * 15 })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 95 }).map((q) => time('00:00').add({ minutes: q * 15 })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 120, max: 179 }).map((m) => time('00:00').add({ minutes: m })) },
);

const aPattern: fc.Arbitrary<SeriesPattern> = fc
  .record({
    date: aDate,
    start: aStartTime,
    minutes: fc.integer({ min: 15, max: 240 }),
    frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
    interval: fc.integer({ min: 1, max: 3 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
    count: fc.integer({ min: 2, max: 24 }),
  })
  .map(({ date: day, start, minutes, frequency, interval, weekdays, count }) => {
    const first: SeriesStart = { date: day, start, end: start.add({ minutes }) };
    const rule: RecurrenceRule = { frequency, interval, weekdays, end: { kind: 'count', count } };
    return { id: 's-1', rule, first };
  })
  .filter(({ rule, first }) => recurrenceProblems(rule, first.date).length === 0);

/** What became of one date of the series in the file. */
type Fate = 'kept' | 'left-out' | 'other-times' | 'other-day' | 'other-words';
const aFate: fc.Arbitrary<Fate> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('kept' as const) },
  { weight: 2, arbitrary: fc.constant('left-out' as const) },
  { weight: 1, arbitrary: fc.constant('other-times' as const) },
  { weight: 1, arbitrary: fc.constant('other-day' as const) },
  { weight: 1, arbitrary: fc.constant('other-words' as const) },
);

/** A series' appointments as a file may hold them: some as the rule has them, some left out, moved or reworded. */
const aFile = aPattern.chain((pattern) => {
  const occurrences = seriesOccurrences(pattern.rule, pattern.first);
  return fc
    .record({
      fates: fc.array(aFate, { minLength: occurrences.length, maxLength: occurrences.length }),
      times: fc.array(fc.tuple(fc.integer({ min: 28, max: 76 }), fc.integer({ min: 1, max: 12 })), {
        minLength: occurrences.length,
        maxLength: occurrences.length,
      }),
      shifts: fc.array(fc.integer({ min: 1, max: 3 }), {
        minLength: occurrences.length,
        maxLength: occurrences.length,
      }),
      others: fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 32, max: 70 })), {
        maxLength: 3,
      }),
    })
    .map(({ fates, times, shifts, others }) => {
      const items: Item[] = [];
      occurrences.forEach((occurrence, index) => {
        const fate = fates[index] ?? 'kept';
        const [quarter = 36, quarters = 2] = times[index] ?? [];
        const id = `a-${index}`;
        const base = { id, seriesId: pattern.id, label: 'Overleg' };
        if (fate === 'left-out') return;
        if (fate === 'kept' || fate === 'other-words')
          items.push({
            ...base,
            start: occurrence.start,
            end: occurrence.end,
            label: fate === 'kept' ? base.label : 'Overleg (verplaatst)',
          });
        else {
          const day =
            fate === 'other-day' ? occurrence.date.add({ days: shifts[index] ?? 1 }) : occurrence.date;
          const start = day.toZonedDateTime({
            timeZone: SLOT_TIME_ZONE,
            plainTime: time('00:00').add({ minutes: quarter * 15 }),
          });
          items.push({ ...base, start, end: start.add({ minutes: quarters * 15 }) });
        }
      });
      others.forEach(([days, quarter], index) => {
        const start = pattern.first.date.add({ days }).toZonedDateTime({
          timeZone: SLOT_TIME_ZONE,
          plainTime: time('00:00').add({ minutes: quarter * 15 }),
        });
        items.push({
          id: `o-${index}`,
          start,
          end: start.add({ minutes: 30 }),
          seriesId: null,
          label: 'Spreekuur',
        });
      });
      return { pattern, items };
    });
});

// Each run writes and expands a series of up to 24 appointments with ical.js: a count that keeps the
// file to a few seconds.
const RUNS = { numRuns: 120 };

describe('a calendar file’s series', () => {
  it('expanded by a calendar program, gives back exactly the appointments, each at its own moments and words', () => {
    fc.assert(
      fc.property(aFile, ({ pattern, items }) => {
        const entries = calendarEntries(items, [pattern], lookOf);
        const { occurrences } = parseCalendar(asCalendar(entries));
        expect(shown(occurrences)).toEqual(itemsShown(items));
      }),
      RUNS,
    );
  });

  it('is one recurring event at most, and every appointment is in the file once', () => {
    fc.assert(
      fc.property(aFile, ({ pattern, items }) => {
        const entries = calendarEntries(items, [pattern], lookOf);
        expect(entries.filter((entry) => entry.kind === 'series').length).toBeLessThanOrEqual(1);
        // A series' lead lends the event its words; it is an instance of its own only where no
        // override stands for its date (none of the series at the rule's times: the first one is).
        const written = entries.flatMap((entry) => {
          if (entry.kind === 'single') return [entry.item.id];
          const overridden = entry.overrides.map((override) => override.item.id);
          return overridden.includes(entry.lead.id) ? overridden : [entry.lead.id, ...overridden];
        });
        expect(new Set(written).size).toBe(written.length);
      }),
      RUNS,
    );
  });

  it('kept whole at unambiguous times, is one event with its left-out dates as EXDATE and nothing alone', () => {
    const daytime = aPattern.filter(({ first }) => first.start.hour >= 6 && first.start.hour <= 20);
    fc.assert(
      fc.property(
        daytime.chain((pattern) => {
          const occurrences = seriesOccurrences(pattern.rule, pattern.first);
          return fc
            .array(fc.boolean(), { minLength: occurrences.length, maxLength: occurrences.length })
            .map((kept) => ({ pattern, occurrences, kept }));
        }),
        ({ pattern, occurrences, kept }) => {
          const items: Item[] = occurrences.flatMap((occurrence, index) =>
            kept[index]
              ? [
                  {
                    id: `a-${index}`,
                    start: occurrence.start,
                    end: occurrence.end,
                    seriesId: 's-1',
                    label: 'Overleg',
                  },
                ]
              : [],
          );
          const sameOffset = items.every(
            (item) => item.start.offsetNanoseconds === item.end.offsetNanoseconds,
          );
          fc.pre(items.length >= 2 && sameOffset);
          const entries = calendarEntries(items, [pattern], lookOf);
          expect(entries).toHaveLength(1);
          const [event] = entries;
          if (event?.kind !== 'series') throw new Error('not one series');
          expect(event.overrides).toEqual([]);
          const first = items[0]?.start.toPlainDate();
          const last = items.at(-1)?.start.toPlainDate();
          const leftOut = occurrences
            .filter((occurrence, index) => !kept[index])
            .map((occurrence) => occurrence.date)
            .filter(
              (day) =>
                first &&
                last &&
                Temporal.PlainDate.compare(day, first) > 0 &&
                Temporal.PlainDate.compare(day, last) < 0,
            );
          expect(event.exdates.map(String)).toEqual(
            leftOut.map((day) => day.toPlainDateTime(pattern.first.start).toString()),
          );
        },
      ),
      RUNS,
    );
  });

  it('writes a weekly series with a date left out and one moved as one RRULE, one EXDATE and one RECURRENCE-ID', () => {
    const pattern: SeriesPattern = {
      id: 's-1',
      rule: {
        frequency: 'weekly',
        interval: 1,
        weekdays: [3],
        end: { kind: 'until', date: date('2026-12-30') },
      },
      first: { date: date('2026-11-04'), start: time('09:00'), end: time('10:00') },
    };
    const at = (day: string, from: string, until: string): Item => ({
      id: day,
      start: Temporal.ZonedDateTime.from(`${day}T${from}[${SLOT_TIME_ZONE}]`),
      end: Temporal.ZonedDateTime.from(`${day}T${until}[${SLOT_TIME_ZONE}]`),
      seriesId: 's-1',
      label: 'Casusoverleg',
    });
    const entries = calendarEntries(
      [
        at('2026-11-04', '09:00', '10:00'),
        at('2026-11-18', '14:00', '15:00'),
        at('2026-11-25', '09:00', '10:00'),
      ],
      [pattern],
      lookOf,
    );
    expect(entries).toHaveLength(1);
    const [event] = entries;
    if (event?.kind !== 'series') throw new Error('not one series');
    expect(event.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=WE;WKST=MO;UNTIL=20261125T225959Z');
    expect(event.start.toString()).toBe('2026-11-04T09:00:00+01:00[Europe/Amsterdam]');
    expect(event.exdates.map(icalLocal)).toEqual(['20261111T090000']);
    expect(event.overrides.map((override) => [icalLocal(override.recurrenceId), override.item.id])).toEqual([
      ['20261118T090000', '2026-11-18'],
    ]);
  });

  it('writes a series at a time the clocks skip or repeat within its span as appointments of their own', () => {
    const pattern: SeriesPattern = {
      id: 's-1',
      rule: { frequency: 'weekly', interval: 1, weekdays: [7], end: { kind: 'count', count: 3 } },
      first: { date: date('2026-03-22'), start: time('02:30'), end: time('03:30') },
    };
    const items = seriesOccurrences(pattern.rule, pattern.first).map((occurrence, index) => ({
      id: `a-${index}`,
      start: occurrence.start,
      end: occurrence.end,
      seriesId: 's-1',
      label: 'Nachtdienst',
    }));
    const entries = calendarEntries(items, [pattern], lookOf);
    expect(entries.map((entry) => entry.kind)).toEqual(['single', 'single', 'single']);
  });

  it('writes the appointments of a series whose rule it was not given as appointments of their own', () => {
    const start = Temporal.ZonedDateTime.from(`2026-11-04T09:00[${SLOT_TIME_ZONE}]`);
    const items: Item[] = [0, 7].map((days) => ({
      id: `a-${days}`,
      start: start.add({ days }),
      end: start.add({ days, hours: 1 }),
      seriesId: 'unknown',
      label: 'Overleg',
    }));
    expect(calendarEntries(items, [], lookOf).map((entry) => entry.kind)).toEqual(['single', 'single']);
  });
});
