import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import {
  consultationMoment,
  DEFAULT_LATE_AFTER_MINUTES,
  isLateAfterSetting,
  statusOfKey,
} from '../../../src/domain/consultations/consultation-day';

const START = Temporal.Instant.from('2026-03-02T08:00:00Z');
/** A moment `seconds` from the start. */
const at = (seconds: number) => START.add({ seconds });
const offset = fc.integer({ min: -36_000, max: 36_000 });
const lateAfter = fc.integer({ min: 1, max: 60 });

describe('where a consultation stands at a moment of its day', () => {
  it('is late exactly from the administrator’s minutes after the start while nobody arrived', () => {
    fc.assert(
      fc.property(
        offset,
        lateAfter,
        fc.constantFrom('planned', 'confirmed' as const),
        (seconds, late, status) => {
          const moment = consultationMoment({ start: START, status, arrivedAt: null }, at(seconds), late);
          const expected = seconds < 0 ? 'coming' : seconds < late * 60 ? 'due' : 'late';
          expect(moment.state).toBe(expected);
          expect(moment.lateByMinutes).toBe(expected === 'late' ? Math.floor(seconds / 60) : null);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays late as time goes on, until its status changes', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: 18_000 }), lateAfter, (seconds, later, late) => {
        const facts = { start: START, status: 'planned' as const, arrivedAt: null };
        fc.pre(consultationMoment(facts, at(seconds), late).state === 'late');
        expect(consultationMoment(facts, at(seconds + later), late).state).toBe('late');
      }),
      { numRuns: 200 },
    );
  });

  it('counts an arrived employee’s waiting from the arrival, never below zero, and never calls them late', () => {
    fc.assert(
      fc.property(offset, offset, lateAfter, (arrival, seconds, late) => {
        const moment = consultationMoment(
          { start: START, status: 'arrived', arrivedAt: at(arrival) },
          at(seconds),
          late,
        );
        expect(moment.state).toBe('waiting');
        expect(moment.waitingMinutes).toBe(Math.max(0, Math.floor((seconds - arrival) / 60)));
        expect(moment.lateByMinutes).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('knows no waiting time of an arrival whose moment is not known', () => {
    const moment = consultationMoment({ start: START, status: 'arrived', arrivedAt: null }, at(600), 10);
    expect(moment).toEqual({ state: 'waiting', waitingMinutes: null, lateByMinutes: null });
  });

  it('says what a final status says, whatever the time', () => {
    fc.assert(
      fc.property(
        offset,
        lateAfter,
        fc.constantFrom('completed', 'no_show', 'cancelled' as const),
        (seconds, late, status) => {
          const moment = consultationMoment({ start: START, status, arrivedAt: null }, at(seconds), late);
          expect(moment).toEqual({ state: status, waitingMinutes: null, lateByMinutes: null });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('has a state for every status the agenda knows', () => {
    for (const status of APPOINTMENT_STATUSES)
      expect(
        consultationMoment({ start: START, status, arrivedAt: null }, START, DEFAULT_LATE_AFTER_MINUTES)
          .state,
      ).toBeTruthy();
  });
});

describe('the consultation hour’s keystrokes and setting', () => {
  it('marks arrived, completed and no-show with A, C and N in either case, and nothing else', () => {
    expect(['a', 'A', 'c', 'C', 'n', 'N'].map(statusOfKey)).toEqual([
      'arrived',
      'arrived',
      'completed',
      'completed',
      'no_show',
      'no_show',
    ]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), (key) => {
        fc.pre(!['a', 'c', 'n'].includes(key.toLowerCase()));
        expect(statusOfKey(key)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('takes whole minutes from 1 to 60 as the late setting', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 200 }), (minutes) => {
        expect(isLateAfterSetting(minutes)).toBe(Number.isInteger(minutes) && minutes >= 1 && minutes <= 60);
      }),
      { numRuns: 300 },
    );
    expect(isLateAfterSetting(DEFAULT_LATE_AFTER_MINUTES)).toBe(true);
  });
});
