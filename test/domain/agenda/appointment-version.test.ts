import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStaleChange, nextVersion } from '../../../src/domain/agenda/appointment-version';
import { staleWrite } from '../../../src/infrastructure/demo-backend/agenda/appointment-rules';

const version = fc.integer({ min: 1, max: 1_000_000 });

describe('no lost update', () => {
  it('refuses a change only when it started from another version than the current one', () => {
    fc.assert(
      fc.property(fc.option(version, { nil: null }), version, (startedFrom, current) => {
        expect(isStaleChange(startedFrom, current)).toBe(startedFrom !== null && startedFrom !== current);
      }),
      { numRuns: 300 },
    );
  });

  it('makes every version after a write stale for a change that started before it', () => {
    fc.assert(
      fc.property(version, fc.integer({ min: 1, max: 20 }), (start, writes) => {
        let current = start;
        for (let index = 0; index < writes; index += 1) current = nextVersion(current);
        expect(isStaleChange(start, current)).toBe(true);
        expect(isStaleChange(current, current)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('is repeated by the demo backend, which agrees for every version sent or none', () => {
    fc.assert(
      fc.property(fc.option(version, { nil: null }), version, (sent, stored) => {
        expect(staleWrite(sent, stored)).toBe(isStaleChange(sent, stored));
        expect(staleWrite(undefined, stored)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
