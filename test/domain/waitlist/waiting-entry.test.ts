import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { WaitingRequest } from '../../../src/domain/waitlist/waiting-entry';
import { inOfferOrder, waitingProblems } from '../../../src/domain/waitlist/waiting-entry';

const TODAY = Temporal.PlainDate.from('2026-11-16');

const request = (changes: Partial<WaitingRequest> = {}): WaitingRequest => ({
  employeeId: 'e-1',
  operationId: 'op-1',
  channel: 'on_site',
  locationIds: [],
  userIds: [],
  latestDate: TODAY.add({ days: 7 }),
  purpose: 'appointment',
  ...changes,
});

const anEntry = fc.record({
  id: fc.integer({ min: 1, max: 50 }).map(String),
  latestDate: fc.integer({ min: 0, max: 60 }).map((days) => TODAY.add({ days })),
  addedAt: fc
    .integer({ min: 0, max: 10_000 })
    .map((minutes) => Temporal.Instant.fromEpochMilliseconds(minutes * 60_000)),
});

describe('the waitlist order', () => {
  it('offers whoever reaches their latest date first, then who waits longest, the same whatever order they came in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anEntry, { selector: (entry) => entry.id, maxLength: 20 }), (entries) => {
        const ordered = inOfferOrder(entries);
        expect([...ordered].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...entries].sort((a, b) => a.id.localeCompare(b.id)),
        );
        for (let i = 1; i < ordered.length; i++) {
          const [a, b] = [ordered[i - 1], ordered[i]];
          if (!a || !b) continue;
          const byDate = Temporal.PlainDate.compare(a.latestDate, b.latestDate);
          expect(byDate).toBeLessThanOrEqual(0);
          if (byDate === 0) expect(Temporal.Instant.compare(a.addedAt, b.addedAt)).toBeLessThanOrEqual(0);
        }
        expect(inOfferOrder(entries.toReversed())).toEqual(ordered);
      }),
    );
  });
});

describe('putting an employee on the waitlist', () => {
  it('needs an employee, an operation and a latest date from today up to a year ahead', () => {
    expect(waitingProblems(request(), TODAY)).toEqual({});
    expect(waitingProblems(request({ employeeId: '', operationId: '' }), TODAY)).toEqual({
      employeeId: 'required',
      operationId: 'required',
    });
    expect(waitingProblems(request({ latestDate: null }), TODAY)).toEqual({ latestDate: 'required' });
    expect(waitingProblems(request({ latestDate: TODAY.subtract({ days: 1 }) }), TODAY)).toEqual({
      latestDate: 'in-past',
    });
    expect(waitingProblems(request({ latestDate: TODAY }), TODAY)).toEqual({});
    expect(waitingProblems(request({ latestDate: TODAY.add({ days: 367 }) }), TODAY)).toEqual({
      latestDate: 'too-far',
    });
  });

  it('leaves the latest date of a probleemanalyse to the case’s deadline', () => {
    expect(waitingProblems(request({ purpose: 'problem-analysis', latestDate: null }), TODAY)).toEqual({});
  });
});
