import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  HolidayDraft,
  PersonalDayOffDraft,
  ScheduleDraft,
  TimeConstraintDraft,
} from '../../../../src/domain/availability/availability-rules';
import {
  holidayProblems,
  personalDayOffProblems,
  scheduleProblems,
  timeConstraintProblems,
} from '../../../../src/domain/availability/availability-rules';
import type { WeekRepeat } from '../../../../src/domain/availability/schedule';
import {
  dayOffVerdicts,
  holidayVerdicts,
  scheduleVerdicts,
  timeConstraintVerdicts,
} from '../../../../src/infrastructure/demo-backend/availability/availability-field-rules';
import {
  HOLIDAY_ERROR_FIELDS,
  PERSONAL_DAY_OFF_ERROR_FIELDS,
  SCHEDULE_ERROR_FIELDS,
  TIME_CONSTRAINT_ERROR_FIELDS,
} from '../../../../src/infrastructure/availability/availability-schemas';

/**
 * The portal checks an availability form with the domain's rules before sending it; the demo backend
 * checks the body again with its own. Written apart, they must give the same verdict on every draft a
 * form can make, under the same field names, or a form accepts what the server refuses.
 */

/** Times of whole minutes mostly, now and then with seconds (which the contract cannot carry). */
const aTime = fc
  .oneof(
    { arbitrary: fc.integer({ min: 0, max: 1439 }), weight: 9 },
    { arbitrary: fc.integer({ min: 0, max: 1439 }).map((m) => m + 0.5), weight: 1 },
  )
  .map((minutes) =>
    Temporal.PlainTime.from({
      hour: Math.floor(minutes / 60),
      minute: Math.floor(minutes) % 60,
      second: Number.isInteger(minutes) ? 0 : 30,
    }),
  );
/** As a form sends it: HH:MM, or HH:MM:SS when it has seconds. */
const timeText = (time: Temporal.PlainTime) =>
  time.second === 0 ? time.toString({ smallestUnit: 'minute' }) : time.toString({ smallestUnit: 'second' });

const aDate = fc
  .integer({ min: 0, max: 800 })
  .map((days) => Temporal.PlainDate.from('2026-01-01').add({ days }));
const near = (date: Temporal.PlainDate | null) =>
  fc.integer({ min: -3, max: 3 }).map((days) => (date ? date.add({ days }) : null));

const aRepeat: fc.Arbitrary<WeekRepeat> = fc.oneof(
  fc.constantFrom<WeekRepeat>({ kind: 'every-week' }, { kind: 'even-weeks' }, { kind: 'odd-weeks' }),
  fc
    .oneof(fc.integer({ min: 0, max: 10 }), fc.constant(2.5))
    .map((weeks) => ({ kind: 'every-n-weeks', weeks }) as const),
);

const aScheduleDraft: fc.Arbitrary<ScheduleDraft> = fc
  .record({
    locationId: fc.constantFrom<string | null>(
      'e1000000-0000-4000-8000-000000000001',
      '',
      ' ',
      '\u00a0',
      null,
    ),
    operationIds: fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
    blocks: fc.array(
      fc.record({
        weekday: fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 7 }), weight: 8 },
          { arbitrary: fc.constantFrom(0, 8, 1.5), weight: 1 },
        ),
        start: aTime,
        end: aTime,
      }),
      { maxLength: 4 },
    ),
    repeat: aRepeat,
    validFrom: fc.option(aDate, { nil: null }),
  })
  .chain((draft) =>
    fc
      .option(near(draft.validFrom ?? Temporal.PlainDate.from('2026-06-01')), { nil: null })
      .map((validUntil) => ({ ...draft, validUntil: validUntil ?? null })),
  );

const scheduleBody = (draft: ScheduleDraft) => ({
  locationId: draft.locationId,
  operationIds: draft.operationIds,
  blocks: draft.blocks.map((block) => ({
    weekday: block.weekday,
    start: timeText(block.start),
    end: timeText(block.end),
  })),
  repeat: draft.repeat,
  validFrom: draft.validFrom?.toString() ?? null,
  validUntil: draft.validUntil?.toString() ?? null,
});

const aConstraintDraft: fc.Arbitrary<TimeConstraintDraft> = fc.record({
  date: fc.option(aDate, { nil: null }),
  kind: fc.constantFrom('day-off' as const, 'shorter' as const, 'extra' as const),
  start: fc.option(aTime, { nil: null }),
  end: fc.option(aTime, { nil: null }),
});

const aDayOffDraft: fc.Arbitrary<PersonalDayOffDraft> = fc
  .record({
    startDate: fc.option(aDate, { nil: null }),
    startTime: fc.option(aTime, { nil: null }),
    endTime: fc.option(aTime, { nil: null }),
    reason: fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.string({ minLength: 195, maxLength: 205 }),
      fc.constant('  '),
    ),
  })
  .chain((draft) =>
    fc
      .option(near(draft.startDate ?? Temporal.PlainDate.from('2026-06-01')), { nil: null })
      .map((endDate) => ({ ...draft, endDate: endDate ?? null })),
  );

const aHolidayDraft: fc.Arbitrary<HolidayDraft> = fc.record({
  date: fc.option(aDate, { nil: null }),
  name: fc.oneof(
    fc.constantFrom('Koningsdag', '', ' ', '\u3000'),
    fc.string({ minLength: 98, maxLength: 103 }),
  ),
});

describe('the availability rules of the demo backend and the domain', () => {
  it('property: give a schedule the same verdict, field by field', () => {
    fc.assert(
      fc.property(aScheduleDraft, (draft) => {
        expect(scheduleVerdicts(scheduleBody(draft))).toEqual(scheduleProblems(draft));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: give an exception the same verdict', () => {
    fc.assert(
      fc.property(aConstraintDraft, (draft) => {
        const body = {
          date: draft.date?.toString() ?? null,
          kind: draft.kind,
          start: draft.start && timeText(draft.start),
          end: draft.end && timeText(draft.end),
        };
        expect(timeConstraintVerdicts(body)).toEqual(timeConstraintProblems(draft));
      }),
      { numRuns: 500 },
    );
  });

  it('property: give a personal day off the same verdict (the end after the start)', () => {
    fc.assert(
      fc.property(aDayOffDraft, (draft) => {
        const body = {
          startDate: draft.startDate?.toString() ?? null,
          startTime: draft.startTime && timeText(draft.startTime),
          endDate: draft.endDate?.toString() ?? null,
          endTime: draft.endTime && timeText(draft.endTime),
          reason: draft.reason,
        };
        expect(dayOffVerdicts(body)).toEqual(personalDayOffProblems(draft));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: give a holiday the same verdict', () => {
    fc.assert(
      fc.property(aHolidayDraft, (draft) => {
        expect(holidayVerdicts({ date: draft.date?.toString() ?? null, name: draft.name })).toEqual(
          holidayProblems(draft),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('name their fields as the contract lists them', () => {
    const fieldsOf = (verdicts: Record<string, unknown>) => Object.keys(verdicts);
    expect(
      fieldsOf(scheduleVerdicts({ blocks: 'x', repeat: 3, validFrom: 'x', validUntil: 'y' })).every((field) =>
        SCHEDULE_ERROR_FIELDS.includes(field),
      ),
    ).toBe(true);
    expect(fieldsOf(timeConstraintVerdicts({ kind: 'extra' }))).toEqual(
      expect.arrayContaining(['date', 'start', 'end']),
    );
    expect(
      fieldsOf(timeConstraintVerdicts({ kind: 'x' })).every((f) => TIME_CONSTRAINT_ERROR_FIELDS.includes(f)),
    ).toBe(true);
    expect(
      fieldsOf(dayOffVerdicts({ reason: 3 })).every((f) => PERSONAL_DAY_OFF_ERROR_FIELDS.includes(f)),
    ).toBe(true);
    expect(fieldsOf(holidayVerdicts({})).every((f) => HOLIDAY_ERROR_FIELDS.includes(f))).toBe(true);
  });
});
