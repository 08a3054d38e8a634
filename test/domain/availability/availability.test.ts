import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AvailabilitySources } from '../../../src/domain/availability/availability';
import { availabilityOn, zonedBlock } from '../../../src/domain/availability/availability';
import { dutchHolidays } from '../../../src/domain/shared/dutch-holidays';
import type { Schedule } from '../../../src/domain/availability/schedule';
import { appliesOn } from '../../../src/domain/availability/schedule';
import { aConstraint, aDate, aDayOff, aSchedule } from './availability-arbitraries';

const time = (text: string) => Temporal.PlainTime.from(text);
const minutes = (t: Temporal.PlainTime) => t.hour * 60 + t.minute;

/** The oracle: minute by minute, is the person available at minute m of the date? */
function availableAt(
  date: Temporal.PlainDate,
  m: number,
  sources: AvailabilitySources,
  schedule: Schedule,
): boolean {
  if (sources.holidays.some((holiday) => holiday.date.equals(date))) return false;
  const today = sources.constraints.filter((c) => c.scheduleId === schedule.id && c.date.equals(date));
  const inSpan = (start: Temporal.PlainTime, end: Temporal.PlainTime) =>
    minutes(start) <= m && m < minutes(end);
  let base =
    appliesOn(schedule, date) &&
    schedule.blocks.some((b) => b.weekday === date.dayOfWeek && inSpan(b.start, b.end));
  for (const c of today) {
    if (c.kind === 'day-off') base = false;
    if (c.kind === 'shorter' && c.start && c.end && !inSpan(c.start, c.end)) base = false;
  }
  const valid =
    !schedule.deleted &&
    Temporal.PlainDate.compare(date, schedule.validFrom) >= 0 &&
    (!schedule.validUntil || Temporal.PlainDate.compare(date, schedule.validUntil) <= 0);
  const extra = today.some((c) => c.kind === 'extra' && c.start && c.end && valid && inSpan(c.start, c.end));
  const moment = date.toPlainDateTime().add({ minutes: m });
  const off = sources.daysOff.some(
    (d) =>
      Temporal.PlainDateTime.compare(d.start, moment) <= 0 &&
      Temporal.PlainDateTime.compare(moment, d.end) < 0,
  );
  return (base || extra) && !off;
}

describe("a person's availability on a date", () => {
  it('property: equals a minute-by-minute oracle of schedules, exceptions, days off and holidays', () => {
    fc.assert(
      fc.property(
        aDate,
        fc.array(aSchedule(), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (date, schedules, holiday) =>
          fc.assert(
            fc.property(
              fc.array(
                aConstraint(
                  schedules.map((s) => s.id),
                  date,
                ),
                { maxLength: 3 },
              ),
              fc.array(aDayOff(date), { maxLength: 2 }),
              (constraints, daysOff) => {
                const sources: AvailabilitySources = {
                  schedules,
                  constraints,
                  daysOff,
                  holidays: holiday ? [{ kind: 'new-year', date }] : [],
                };
                const blocks = availabilityOn(date, sources);
                for (const schedule of schedules) {
                  const mine = blocks.filter((b) => b.scheduleId === schedule.id);
                  for (let m = 0; m < 1440; m += 15) {
                    const found = mine.some((b) => minutes(b.start) <= m && m < minutes(b.end));
                    expect(found, `${date} ${m} ${schedule.id}`).toBe(
                      availableAt(date, m, sources, schedule),
                    );
                  }
                }
              },
            ),
            { numRuns: 5 },
          ),
      ),
      { numRuns: 60 },
    );
  });

  it('keeps 09:00-17:00 as 09:00-17:00 on the days the clocks change, and the day is 7 or 9 hours long only at night', () => {
    const schedule: Schedule = {
      id: 's',
      userId: 'u',
      locationId: 'l',
      operationIds: [],
      blocks: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: time('09:00'), end: time('17:00') })),
      repeat: { kind: 'every-week' },
      validFrom: Temporal.PlainDate.from('2026-01-01'),
      validUntil: null,
      deleted: false,
    };
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) {
      const date = Temporal.PlainDate.from(day);
      const [block] = availabilityOn(date, {
        schedules: [schedule],
        constraints: [],
        daysOff: [],
        holidays: [],
      });
      expect(block?.start.toString()).toBe('09:00:00');
      expect(block?.end.toString()).toBe('17:00:00');
      const zoned = zonedBlock(block!);
      expect(zoned.start.hour).toBe(9);
      expect(zoned.end.hour).toBe(17);
      expect(zoned.start.until(zoned.end).total('hours')).toBe(8);
    }
  });

  it('is empty on a national holiday', () => {
    const schedule: Schedule = {
      id: 's',
      userId: 'u',
      locationId: 'l',
      operationIds: [],
      blocks: [{ weekday: 1, start: time('09:00'), end: time('12:00') }],
      repeat: { kind: 'every-week' },
      validFrom: Temporal.PlainDate.from('2026-01-01'),
      validUntil: null,
      deleted: false,
    };
    const whitMonday = dutchHolidays(2026).find((holiday) => holiday.kind === 'whit-monday')!;
    expect(
      availabilityOn(whitMonday.date, {
        schedules: [schedule],
        constraints: [],
        daysOff: [],
        holidays: dutchHolidays(2026),
      }),
    ).toEqual([]);
  });
});
