import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordRule } from '../../../../src/infrastructure/demo-backend/access/password-rules';
import {
  brokenPasswordRules,
  PASSWORD_RULES,
} from '../../../../src/infrastructure/demo-backend/access/password-rules';

// Characters whose class is known by hand, so the expectation below does not reuse the rule's regexes.
const UPPER = ['A', 'Q', 'Z', 'É', 'Ö', 'Ａ'];
const LOWER = ['a', 'q', 'z', 'é', 'ß', 'ｚ'];
const DIGITS = ['0', '5', '9', '７', '٣'];
const SPECIAL = ['!', '-', '_', ' ', '\u00a0', '€', '@', '😀', '²', '½'];

// Usernames made of the known characters too, so the classes above still cover every character.
const usernames = fc.constantFrom('qaz', 'az', 'Qé', 'z9');
const passwords = (username: string) =>
  fc
    .array(fc.constantFrom(...UPPER, ...LOWER, ...DIGITS, ...SPECIAL, username, username.toUpperCase()), {
      maxLength: 16,
    })
    .map((parts) => parts.join(''));

const expectedBroken = (password: string, username: string): PasswordRule[] => {
  const chars = Array.from(password);
  const has = (set: string[]) => chars.some((char) => set.includes(char));
  const broken: PasswordRule[] = [];
  if (chars.length < 10) broken.push('tooShort');
  if (!has(UPPER)) broken.push('uppercase');
  if (!has(LOWER)) broken.push('lowercase');
  if (!has(DIGITS)) broken.push('digit');
  if (!has(SPECIAL)) broken.push('special');
  // Names shorter than three characters are not checked; full-width letters fold to plain ones.
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  const checked = Array.from(username).length >= 3;
  if (checked && fold(password).includes(fold(username))) broken.push('username');
  return broken;
};

describe('the password rules', () => {
  it('accept exactly the passwords that meet every rule, and name each rule a password breaks', () => {
    fc.assert(
      fc.property(
        usernames.chain((username) => fc.tuple(fc.constant(username), passwords(username))),
        ([username, password]) => {
          const broken = brokenPasswordRules(password, username);
          expect(broken).toEqual(expectedBroken(password, username));
          expect(broken.length === 0).toBe(expectedBroken(password, username).length === 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accept every password built to meet the rules, and refuse it once one class is taken out', () => {
    const pick = (set: string[]) => fc.constantFrom(...set);
    fc.assert(
      fc.property(
        fc.tuple(pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)),
        fc.array(pick([...UPPER, ...LOWER, ...DIGITS, ...SPECIAL]), { minLength: 6, maxLength: 12 }),
        (one, rest) => {
          const password = [...one, ...rest].join('');
          const username = 'nobody-uses-this-name';
          expect(brokenPasswordRules(password, username)).toEqual([]);
          const withoutDigits = Array.from(password)
            .filter((char) => !DIGITS.includes(char))
            .join('');
          expect(brokenPasswordRules(withoutDigits, username)).toContain('digit');
        },
      ),
    );
  });

  it('accept a password that meets every rule, with the settings the endpoint gives', () => {
    expect(PASSWORD_RULES.minLength).toBe(10);
    expect(brokenPasswordRules('Zonnebloem-2026', 'planner')).toEqual([]);
    expect(brokenPasswordRules('😀😀😀😀😀😀Aa1', 'planner')).toEqual(['tooShort']);
  });
});
