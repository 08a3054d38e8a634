import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  holidayProblems,
  personalDayOffProblems,
  scheduleProblems,
  timeConstraintProblems,
} from '../../../src/domain/availability/availability-rules';
import type { ScheduleDraft } from '../../../src/domain/availability/availability-rules';
import type { Schedule } from '../../../src/domain/availability/schedule';
import { firstOverlap } from '../../../src/domain/availability/schedule-rules';

const t = (text: string) => Temporal.PlainTime.from(text);
const d = (text: string) => Temporal.PlainDate.from(text);

const draft: ScheduleDraft = {
  locationId: 'loc',
  operationIds: ['op'],
  blocks: [{ weekday: 1, start: t('09:00'), end: t('17:00') }],
  repeat: { kind: 'every-week' },
  validFrom: d('2026-03-02'),
  validUntil: null,
};

describe('the availability forms’ rules', () => {
  it('accepts a well-formed schedule and names each problem of a bad one', () => {
    expect(scheduleProblems(draft)).toEqual({});
    expect(
      scheduleProblems({
        locationId: ' ',
        operationIds: [],
        blocks: [],
        repeat: { kind: 'every-n-weeks', weeks: 9 },
        validFrom: null,
        validUntil: d('2026-01-01'),
      }),
    ).toEqual({
      locationId: 'required',
      operationIds: 'required',
      blocks: 'empty',
      repeat: 'out-of-range',
      validFrom: 'required',
    });
    expect(scheduleProblems({ ...draft, validUntil: d('2026-03-02') })).toEqual({
      validUntil: 'end-before-start',
    });
    expect(scheduleProblems({ ...draft, validUntil: d('2026-03-03') })).toEqual({});
    expect(
      scheduleProblems({ ...draft, blocks: [{ weekday: 8, start: t('09:00'), end: t('10:00') }] }).blocks,
    ).toBe('invalid');
    expect(
      scheduleProblems({ ...draft, blocks: [{ weekday: 1, start: t('09:00:30'), end: t('10:00') }] }).blocks,
    ).toBe('invalid');
    expect(
      scheduleProblems({
        ...draft,
        blocks: [
          { weekday: 2, start: t('09:00'), end: t('12:00') },
          { weekday: 2, start: t('11:59'), end: t('13:00') },
        ],
      }).blocks,
    ).toBe('overlap');
    expect(scheduleProblems({ ...draft, repeat: { kind: 'every-n-weeks', weeks: 2 } })).toEqual({});
    expect(scheduleProblems({ ...draft, repeat: { kind: 'every-n-weeks', weeks: 1 } }).repeat).toBe(
      'out-of-range',
    );
  });

  it('wants times for a shorter day and an extra block, and none for a day off', () => {
    expect(
      timeConstraintProblems({ date: d('2026-03-02'), kind: 'day-off', start: null, end: null }),
    ).toEqual({});
    expect(timeConstraintProblems({ date: null, kind: 'shorter', start: null, end: t('12:00') })).toEqual({
      date: 'required',
      start: 'required',
    });
    expect(
      timeConstraintProblems({ date: d('2026-03-02'), kind: 'extra', start: t('12:00'), end: t('12:00') }),
    ).toEqual({ end: 'end-before-start' });
    // A start that is itself wrong is not compared with the end.
    expect(
      timeConstraintProblems({ date: d('2026-03-02'), kind: 'extra', start: t('12:00:01'), end: t('09:00') }),
    ).toEqual({ start: 'invalid' });
  });

  it('puts the end of a personal day off after its start: on the end date, or on the end time the same day', () => {
    const whole = {
      startDate: d('2026-05-04'),
      startTime: t('00:00'),
      endDate: d('2026-05-05'),
      endTime: t('00:00'),
      reason: 'Vakantie',
    };
    expect(personalDayOffProblems(whole)).toEqual({});
    expect(personalDayOffProblems({ ...whole, endDate: d('2026-05-03') })).toEqual({
      endDate: 'end-before-start',
    });
    expect(personalDayOffProblems({ ...whole, endDate: d('2026-05-04') })).toEqual({
      endTime: 'end-before-start',
    });
    expect(
      personalDayOffProblems({
        ...whole,
        endDate: d('2026-05-04'),
        startTime: t('09:00'),
        endTime: t('12:30'),
      }),
    ).toEqual({});
    expect(
      personalDayOffProblems({
        startDate: null,
        startTime: null,
        endDate: null,
        endTime: null,
        reason: 'x'.repeat(201),
      }),
    ).toEqual({
      startDate: 'required',
      startTime: 'required',
      endDate: 'required',
      endTime: 'required',
      reason: 'too-long',
    });
  });

  it('wants a holiday to have a date and a name of at most 100 characters', () => {
    expect(holidayProblems({ date: d('2026-12-25'), name: 'Eerste kerstdag' })).toEqual({});
    expect(holidayProblems({ date: null, name: ' ' })).toEqual({ date: 'required', name: 'required' });
    expect(holidayProblems({ date: d('2026-12-25'), name: 'x'.repeat(101) })).toEqual({ name: 'too-long' });
  });
});

describe('the overlap rule over the years', () => {
  const base = {
    userId: 'u',
    locationId: 'l',
    operationIds: [],
    blocks: [{ weekday: 1, start: t('09:00'), end: t('12:00') }],
    validUntil: null,
    deleted: false,
  };

  it('finds a clash that only comes after a year of 53 weeks turns even and odd weeks round', () => {
    // Every second week from week 1 of 2027 falls on odd weeks until 2032 has 53 weeks.
    const everySecond: Schedule = {
      ...base,
      id: 'a',
      repeat: { kind: 'every-n-weeks', weeks: 2 },
      validFrom: d('2027-01-04'),
    };
    const even: Schedule = { ...base, id: 'b', repeat: { kind: 'even-weeks' }, validFrom: d('2027-01-04') };
    expect(firstOverlap(everySecond, even)?.toString()).toBe('2033-01-10');
    expect(firstOverlap(even, everySecond)?.toString()).toBe('2033-01-10');
    // Ending before then, they never meet.
    expect(firstOverlap({ ...everySecond, validUntil: d('2032-12-31') }, even)).toBeNull();
  });

  it('never finds a clash between the even and the odd weeks', () => {
    const even: Schedule = { ...base, id: 'a', repeat: { kind: 'even-weeks' }, validFrom: d('2026-01-05') };
    const odd: Schedule = { ...base, id: 'b', repeat: { kind: 'odd-weeks' }, validFrom: d('2026-01-05') };
    expect(firstOverlap(even, odd)).toBeNull();
  });
});
