import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../src/domain/access/user';
import { fillsInWizards } from '../../../src/domain/wizards/wizard-access';
import { anyUser } from '../access/access-arbitraries';

describe('who fills in wizards', () => {
  it('is exactly who works the cases (view_tasks), and nobody signed out', () => {
    fc.assert(
      fc.property(anyUser, (user) => {
        expect(fillsInWizards(user)).toBe(permissionsOf(user).has('view_tasks'));
      }),
      { numRuns: 200 },
    );
    expect(fillsInWizards(null)).toBe(false);
  });
});
