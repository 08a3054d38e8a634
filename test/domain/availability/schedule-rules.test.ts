import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { appliesOn } from '../../../src/domain/availability/schedule';
import type { Schedule } from '../../../src/domain/availability/schedule';
import {
  blocksProblem,
  earliestValidEndDate,
  firstOverlap,
} from '../../../src/domain/availability/schedule-rules';
import { aSchedule } from './availability-arbitraries';

const clash = (a: Schedule, b: Schedule, date: Temporal.PlainDate) =>
  appliesOn(a, date) &&
  appliesOn(b, date) &&
  a.blocks.some(
    (x) =>
      x.weekday === date.dayOfWeek &&
      b.blocks.some(
        (y) =>
          y.weekday === x.weekday &&
          Temporal.PlainTime.compare(x.start, y.end) < 0 &&
          Temporal.PlainTime.compare(y.start, x.end) < 0,
      ),
  );

describe('the schedule rules', () => {
  it('property: the first overlap found is a real clash, and none is missed in the first year', () => {
    fc.assert(
      fc.property(aSchedule(), aSchedule(), (a, b) => {
        const found = firstOverlap(a, b);
        if (found) expect(clash(a, b, found)).toBe(true);
        const from = Temporal.PlainDate.compare(a.validFrom, b.validFrom) >= 0 ? a.validFrom : b.validFrom;
        for (let i = 0; i < 370; i++) {
          const date = from.add({ days: i });
          if (clash(a, b, date)) {
            expect(found).not.toBeNull();
            expect(Temporal.PlainDate.compare(found!, date)).toBeLessThanOrEqual(0);
            return;
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('names blocks that end before they start or overlap', () => {
    const t = (s: string) => Temporal.PlainTime.from(s);
    expect(blocksProblem([])).toBe('empty');
    expect(blocksProblem([{ weekday: 1, start: t('12:00'), end: t('09:00') }])).toBe('end-before-start');
    expect(
      blocksProblem([
        { weekday: 1, start: t('09:00'), end: t('12:00') },
        { weekday: 1, start: t('11:00'), end: t('13:00') },
      ]),
    ).toBe('overlap');
    expect(
      blocksProblem([
        { weekday: 1, start: t('09:00'), end: t('12:00') },
        { weekday: 1, start: t('12:00'), end: t('13:00') },
      ]),
    ).toBeNull();
  });

  it('property: the earliest valid end date of a location is the last end of the schedules still running after it', () => {
    fc.assert(
      fc.property(
        fc.array(aSchedule(), { maxLength: 5 }),
        fc.integer({ min: 0, max: 900 }),
        (schedules, offset) => {
          const selected = Temporal.PlainDate.from('2026-01-01').add({ days: offset });
          const answer = earliestValidEndDate(selected, schedules);
          const running = schedules.filter(
            (s) =>
              !s.deleted && (s.validUntil === null || Temporal.PlainDate.compare(s.validUntil, selected) > 0),
          );
          if (running.length === 0) expect(answer).toBeNull();
          else if (running.some((s) => s.validUntil === null)) expect(answer).toBe('open-ended');
          else {
            expect(answer).toBeInstanceOf(Temporal.PlainDate);
            // Ending the location then leaves no schedule running after it.
            expect(earliestValidEndDate(answer as Temporal.PlainDate, schedules)).toBeNull();
          }
        },
      ),
    );
  });
});
