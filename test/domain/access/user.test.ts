import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/domain/access/permission';
import { isEmployerUser, isMedicalUser, permissionsOf, UserType } from '../../../src/domain/access/user';
import { aUser } from '../../support/user-mother';

const code = fc.oneof(fc.constantFrom(...PERMISSIONS), fc.string());

describe('a user’s permissions', () => {
  it('are the union of the known functionality codes of all their roles', () => {
    fc.assert(
      fc.property(fc.array(fc.array(code, { maxLength: 8 }), { maxLength: 5 }), (roles) => {
        const user = roles.reduce((mother, codes, i) => mother.withRole(codes, i + 1), aUser()).build();
        const expected = new Set(roles.flat().filter((c) => (PERMISSIONS as readonly string[]).includes(c)));
        expect(new Set(permissionsOf(user))).toEqual(expected);
      }),
    );
  });

  it('are empty for a user without roles', () => {
    expect(permissionsOf(aUser().build()).size).toBe(0);
  });
});

describe('kinds of user', () => {
  it('counts as medical only when medical and internal', () => {
    expect(isMedicalUser(aUser().medical().build())).toBe(true);
    const external = { ...aUser().medical().build(), userTypeId: UserType.external };
    expect(isMedicalUser(external)).toBe(false);
  });

  it('counts as employer by the employer user type', () => {
    expect(isEmployerUser(aUser().ofType(UserType.employer).build())).toBe(true);
    expect(isEmployerUser(aUser().ofType(UserType.employee).build())).toBe(false);
  });
});
