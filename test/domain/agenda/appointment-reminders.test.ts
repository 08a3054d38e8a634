import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_OFFSETS_MINUTES,
  inQuietHours,
  MIN_LEAD_MINUTES,
  outOfTheNight,
  offsetsFor,
  OFFSET_CHOICES_MINUTES,
  remindersFor,
  validOffsets,
} from '../../../src/domain/agenda/appointment-reminders';

const ZONE = 'Europe/Amsterdam';
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).toInstant();
const local = (instant: Temporal.Instant) => instant.toZonedDateTimeISO(ZONE).toPlainDateTime().toString();

/** Moments across three years, the changes of summer time among them. */
const anyMoment = fc
  .integer({ min: 0, max: 3 * 365 * 24 * 60 })
  .map((minutes) => at('2026-01-01T00:00').add({ minutes }));
const anyOffsets = fc.uniqueArray(fc.integer({ min: MIN_LEAD_MINUTES, max: 14 * 24 * 60 }), {
  minLength: 1,
  maxLength: 4,
});

describe('the reminders of an appointment', () => {
  it('reminds a day and an hour before an appointment booked well ahead', () => {
    const start = at('2026-12-10T10:00');
    const planned = remindersFor(start, at('2026-12-01T09:00'));
    expect(planned.map((reminder) => local(reminder.at))).toEqual([
      '2026-12-09T10:00:00',
      '2026-12-10T09:00:00',
    ]);
  });

  it('sends what would fall in the night at 21:00 the evening before', () => {
    // 07:30: an hour before is 06:30, in the night; a day before is 07:30 the day before.
    const planned = remindersFor(at('2026-12-10T07:30'), at('2026-12-01T09:00'));
    expect(planned.map((reminder) => [local(reminder.at), reminder.movedFromNight])).toEqual([
      ['2026-12-09T07:30:00', false],
      ['2026-12-09T21:00:00', true],
    ]);
    expect(local(outOfTheNight(at('2026-12-09T23:15')))).toBe('2026-12-09T21:00:00');
  });

  it('sends none for an appointment booked less than an hour ahead, and none whose moment passed before the booking', () => {
    expect(remindersFor(at('2026-12-10T10:00'), at('2026-12-10T09:15'))).toEqual([]);
    const planned = remindersFor(at('2026-12-10T10:00'), at('2026-12-10T08:00'));
    expect(planned.map((reminder) => reminder.offsetMinutes)).toEqual([60]);
  });

  it('property: never in the night, after the booking, before the start, and never later than asked', () => {
    fc.assert(
      fc.property(
        anyMoment,
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        anyOffsets,
        (start, ahead, offsets) => {
          const bookedAt = start.subtract({ minutes: ahead });
          const planned = remindersFor(start, bookedAt, offsets);
          if (ahead < MIN_LEAD_MINUTES) expect(planned).toEqual([]);
          for (const reminder of planned) {
            expect(inQuietHours(reminder.at)).toBe(false);
            expect(Temporal.Instant.compare(reminder.at, bookedAt)).toBe(1);
            expect(Temporal.Instant.compare(reminder.at, start)).toBe(-1);
            const asked = start.subtract({ minutes: reminder.offsetMinutes });
            // At the asked moment, or moved out of the night by at most the night's ten hours.
            expect(Temporal.Instant.compare(reminder.at, asked)).toBeLessThanOrEqual(0);
            expect(asked.since(reminder.at).total('hours')).toBeLessThanOrEqual(11);
          }
          const moments = planned.map((reminder) => reminder.at.epochMilliseconds);
          expect(moments).toEqual([...new Set(moments)].sort((a, b) => a - b));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('property: a reminder asked outside the night goes exactly then', () => {
    fc.assert(
      fc.property(anyMoment, anyOffsets, (start, offsets) => {
        const bookedAt = start.subtract({ hours: 15 * 24 });
        for (const reminder of remindersFor(start, bookedAt, offsets)) {
          const asked = start.subtract({ minutes: reminder.offsetMinutes });
          expect(reminder.movedFromNight).toBe(inQuietHours(asked));
          if (!inQuietHours(asked)) expect(reminder.at.equals(asked)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('takes offsets an administrator may set: whole minutes from an hour to two weeks, at most four, each once', () => {
    expect(validOffsets(DEFAULT_REMINDER_OFFSETS_MINUTES)).toBe(true);
    expect(validOffsets([30])).toBe(false);
    expect(validOffsets([60, 60])).toBe(false);
    expect(validOffsets([15 * 24 * 60])).toBe(false);
    expect(validOffsets([90.5])).toBe(false);
  });
});

describe('the offsets an appointment is reminded by', () => {
  const offsets = fc.uniqueArray(fc.constantFrom(...OFFSET_CHOICES_MINUTES), { maxLength: 4 });
  const override = fc.record({
    kind: fc.constantFrom('employer' as const, 'operation' as const),
    id: fc.constantFrom('1', '2', '3'),
    offsets,
  });

  it('are the operation’s when set, else the employer’s, else the default', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(override, { selector: (one) => `${one.kind}:${one.id}`, maxLength: 6 }),
        fc.constantFrom('1', '2', '3', null),
        fc.constantFrom('1', '2', '3', null),
        (overrides, employerId, operationId) => {
          const chosen = offsetsFor(overrides, { employerId, operationId });
          const operation = overrides.find((one) => one.kind === 'operation' && one.id === operationId);
          const employer = overrides.find((one) => one.kind === 'employer' && one.id === employerId);
          expect(chosen).toEqual(operation?.offsets ?? employer?.offsets ?? DEFAULT_REMINDER_OFFSETS_MINUTES);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('offer choices an administrator may set, and at most four of them together', () => {
    expect(validOffsets(OFFSET_CHOICES_MINUTES.slice(0, 4))).toBe(true);
    expect(validOffsets(OFFSET_CHOICES_MINUTES.slice(0, 5))).toBe(false);
    expect(validOffsets([])).toBe(true);
  });
});
