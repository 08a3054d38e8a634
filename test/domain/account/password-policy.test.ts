import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../../src/domain/account/password-policy';
import { brokenRules, checkNewPassword, rulesOf } from '../../../src/domain/account/password-policy';

const strict: PasswordPolicy = {
  minLength: 10,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecialCharacter: true,
  disallowUsername: true,
};

describe('the password policy', () => {
  it('names each rule a password breaks', () => {
    expect(brokenRules('kort', strict)).toEqual(['minLength', 'uppercase', 'digit', 'special']);
    expect(brokenRules('Welkom01!Welkom', strict)).toEqual([]);
    expect(brokenRules('Planner2026!', strict, 'planner')).toEqual(['username']);
  });

  it('counts characters, not UTF-16 units, and knows letters beyond ASCII', () => {
    expect(brokenRules('Ééé1!ééééé', strict)).toEqual([]);
    expect(brokenRules('😀😀😀😀😀Aa1!', { ...strict, minLength: 9 })).toEqual([]);
  });

  it('counts a space and a non-decimal number such as ² as special characters, and any script’s digits as digits', () => {
    // The two strings the reset form and the back office once judged differently.
    expect(brokenRules('Abcdefghi 1', strict)).toEqual([]);
    expect(brokenRules('Abcdefgh1²', strict)).toEqual([]);
    expect(brokenRules('Abcdefghi²', strict)).toEqual(['digit']);
    expect(brokenRules('Abcdefghij1', strict)).toEqual(['special']);
    expect(brokenRules('Ａｂｃｄｅｆｇｈ７!', strict)).toEqual([]);
    expect(brokenRules('Abcdefghe\u03011', strict)).toEqual(['special']);
    expect(brokenRules('中中中中中中中中Aa1', strict)).toEqual(['special']);
  });

  it('finds the username without regard to case or full-width letters, but not a name of two letters', () => {
    expect(brokenRules('ＰＬＡＮＮＥＲ-2026a', strict, 'planner')).toEqual(['username']);
    expect(brokenRules('Xplanner-2026', strict, ' Planner ')).toEqual(['username']);
    expect(brokenRules('Jouw-wachtwoord1', strict, 'jo')).toEqual([]);
    expect(brokenRules('Jouw-wachtwoord1', strict, null)).toEqual([]);
  });

  it('asks only for the rules the settings switch on', () => {
    const loose = {
      ...strict,
      requireUppercase: false,
      requireSpecialCharacter: false,
      disallowUsername: false,
    };
    expect(rulesOf(loose)).toEqual(['minLength', 'lowercase', 'digit']);
  });

  it('property: a password with no broken rules meets every rule of the policy', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.boolean(), fc.boolean(), (password, upper, special) => {
        const policy = { ...strict, minLength: 8, requireUppercase: upper, requireSpecialCharacter: special };
        const broken = brokenRules(password, policy, 'planner');
        const long = [...password].length >= 8;
        expect(broken.includes('minLength')).toBe(!long);
        expect(broken.includes('digit')).toBe(!/\p{Nd}/u.test(password));
        if (!upper) expect(broken).not.toContain('uppercase');
        if (!special) expect(broken).not.toContain('special');
      }),
    );
  });

  it('checks that both fields are filled and match, with the messages of spec section 5', () => {
    expect(checkNewPassword('', '', strict)).toEqual({ password: 'required', confirmation: 'required' });
    expect(checkNewPassword('short', 'short', strict)).toEqual({ password: 'password', confirmation: null });
    expect(checkNewPassword('Welkom01!Welkom', 'Welkom01!Welkon', strict)).toEqual({
      password: null,
      confirmation: 'confirmed',
    });
  });
});
