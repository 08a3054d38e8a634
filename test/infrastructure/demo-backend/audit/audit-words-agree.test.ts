import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../src/domain/audit/audit-entry';
import { filterSet, Problems } from '../../../../src/infrastructure/demo-backend/platform/list-kit';
import { AUDIT_ACTIONS as BACKEND_AUDIT_ACTIONS } from '../../../../src/infrastructure/demo-backend/platform/audit-log';
import type { Ctx } from '../../../../src/infrastructure/demo-backend/platform/route-kit';

/**
 * The audit log's actions are written twice: in the domain (what the portal reads, filters on and
 * names) and in the demo backend (what it records). A filter the back office does not know, or a record
 * the portal cannot name, would show as nothing: the two lists hold the same actions.
 */

/** A word that may or may not be an action: one of either list, or any other. */
const aWord = fc.oneof(
  fc.constantFrom(...AUDIT_ACTIONS),
  fc.constantFrom(...BACKEND_AUDIT_ACTIONS),
  fc.stringMatching(/^[a-z_]{1,14}$/),
);

/** The demo backend's action filter, as the audit log's route reads `filter[action]`. */
const backendAccepts = (words: readonly string[]): boolean => {
  const problems = new Problems({ get: () => 'nl', req: { header: () => undefined } } as unknown as Ctx);
  const list = { filter: { action: words.join(',') }, sort: [], page: { number: 1, size: 25 } };
  const set = filterSet(list, 'action', BACKEND_AUDIT_ACTIONS, problems);
  return set !== null && !problems.any;
};

describe('the audit actions', () => {
  it('are the same in the domain and the demo backend', () => {
    expect([...BACKEND_AUDIT_ACTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('are filtered on by the demo backend exactly when the domain knows every one asked for', () => {
    fc.assert(
      fc.property(fc.array(aWord, { minLength: 1, maxLength: 4 }), (words) => {
        const known = words.every((word) => (AUDIT_ACTIONS as readonly string[]).includes(word));
        expect(backendAccepts(words)).toBe(known);
      }),
      { numRuns: 300 },
    );
  });
});
