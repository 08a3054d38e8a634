import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedPortalsOf, defaultPortalOf, PORTALS } from '../../../src/domain/access/portal';
import { UserType } from '../../../src/domain/access/user';
import { aUser } from '../../support/user-mother';

describe('portals', () => {
  it('never allows account or master, nor an unknown key, and lists each portal once', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...PORTALS), fc.string())), (keys) => {
        const allowed = allowedPortalsOf(aUser().withPortals(keys).build());
        expect(allowed).not.toContain('account');
        expect(allowed).not.toContain('master');
        expect(new Set(allowed).size).toBe(allowed.length);
        for (const portal of allowed) expect(keys).toContain(portal);
      }),
    );
  });

  it('defaults to employer, medical or arbo by the kind of user', () => {
    expect(defaultPortalOf(aUser().ofType(UserType.employer).build())).toBe('employer');
    expect(defaultPortalOf(aUser().medical().build())).toBe('medical');
    expect(defaultPortalOf(aUser().build())).toBe('arbo');
  });
});
