import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, signInStepOf } from '../../../src/domain/access/sign-in';
import { aUser } from '../../support/user-mother';

describe('the sign-in step', () => {
  it('is complete only with a user and a verified second factor', () => {
    const user = aUser().build();
    expect(signInStepOf({ user, twoFactorTokenVerified: true, secondFactor: null })).toEqual({
      kind: 'signed-in',
      user,
    });
    expect(signInStepOf({ user, twoFactorTokenVerified: false, secondFactor: 'sms' })).toEqual({
      kind: 'second-factor',
      method: 'sms',
    });
    expect(signInStepOf({ user: null, twoFactorTokenVerified: true, secondFactor: null })).toEqual({
      kind: 'no-user',
    });
  });

  it('sends a user with linked accounts to /linkedUsers whatever they were heading for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.option(fc.string()), (count, returnTo) => {
        expect(landingAfterSignIn(count, returnTo)).toBe('/linkedUsers');
      }),
    );
  });

  it('sends a user without linked accounts back where they were heading, or to /', () => {
    expect(landingAfterSignIn(0, '/tasks?page=2')).toBe('/tasks?page=2');
    expect(landingAfterSignIn(0, null)).toBe('/');
  });
});
