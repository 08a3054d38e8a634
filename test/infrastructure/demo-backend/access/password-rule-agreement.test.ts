import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordPolicy, PasswordRule } from '../../../../src/domain/account/password-policy';
import { brokenRules, checkNewPassword } from '../../../../src/domain/account/password-policy';
import type {
  PasswordRule as BackOfficeRule,
  PasswordRules,
} from '../../../../src/infrastructure/demo-backend/access/password-rules';
import {
  brokenPasswordRules,
  PASSWORD_RULES,
} from '../../../../src/infrastructure/demo-backend/access/password-rules';

/**
 * The portal checks a new password with the domain's policy before sending it; the back office (here
 * the demo backend) checks it again. The two are written apart, as they would be against a real back
 * office, and must give the same verdict, or the form accepts what the server refuses (or the other
 * way round).
 */

const AS_DOMAIN: Record<BackOfficeRule, PasswordRule> = {
  tooShort: 'minLength',
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  digit: 'digit',
  special: 'special',
  username: 'username',
};

const backOfficeVerdict = (password: string, username: string, rules: PasswordRules): PasswordRule[] =>
  brokenPasswordRules(password, username, rules).map((rule) => AS_DOMAIN[rule]);

/** The characters the rules have to decide on beyond plain ASCII. */
const TRICKY = [
  ...'AZaz09!-_@€',
  ...'ÉÖéöß', // Latin letters with case beyond ASCII
  ...'ＡＺａｚ', // full-width letters
  ...'０９٣७', // decimal digits of other scripts
  ...'²³¹½¼Ⅻⅻ①', // numbers that are not decimal digits
  ' ',
  '\t',
  '\n',
  '\u00a0', // no-break space
  '\u2003', // em space
  '\u3000', // ideographic space
  '\u200b', // zero-width space
  '\u0301', // combining acute accent
  'ǅ', // a titlecase letter
  'ª', // a letter without case
  '中',
  'ا',
  'İ', // lower-cases to two characters
  'ﬁ', // a ligature NFKC unfolds
  '😀',
  '👩‍⚕️',
  '\ud800', // a lone surrogate, as a JSON body may carry one
];

const NAMES = ['planner', 'doctor', 'Jo', 'ab', ' planner ', 'ｐｌａｎｎｅｒ', 'PLANNER', 'ﬁlip', 'İpek', ''];

const usernames = fc.oneof(
  fc.constantFrom(...NAMES),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 4 }),
);

/** Passwords of arbitrary code points, of the tricky characters, and with the username (in any case) inside. */
const passwordFor = (username: string) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            username,
            username.toUpperCase(),
            username.trim(),
            'planner',
            'ＰＬＡＮＮＥＲ',
          ),
        },
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join(''));

const settings: fc.Arbitrary<PasswordRules & PasswordPolicy> = fc.record({
  minLength: fc.integer({ min: 0, max: 24 }),
  requireUppercase: fc.boolean(),
  requireLowercase: fc.boolean(),
  requireDigit: fc.boolean(),
  requireSpecialCharacter: fc.boolean(),
  disallowUsername: fc.boolean(),
});

describe('the password rule of the portal and of the back office', () => {
  it('property: both refuse exactly the same rules for any string, username and security settings', () => {
    fc.assert(
      fc.property(
        usernames.chain((username) => fc.tuple(fc.constant(username), passwordFor(username))),
        settings,
        ([username, password], rules) => {
          expect(backOfficeVerdict(password, username, rules)).toEqual(
            brokenRules(password, rules, username),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: agree on fully arbitrary strings too, with the settings the reset form is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), usernames, (password, username) => {
        expect(backOfficeVerdict(password, username, PASSWORD_RULES)).toEqual(
          brokenRules(password, PASSWORD_RULES, username),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    // A space is a special character: a passphrase with spaces meets the rule.
    ['Abcdefghi 1', []],
    // ² is no decimal digit, so it counts as the special character (the 1 is the digit).
    ['Abcdefgh1²', []],
    // ... and without the 1 there is no digit at all.
    ['Abcdefghi²', ['digit']],
    // Full-width letters and digits have case and count as digits.
    ['Ａｂｃｄｅｆｇｈ７!', []],
    // A combining accent belongs to its letter and is no special character.
    ['Abcdefghe\u03011', ['special']],
    // Letters without case are letters, not special characters.
    ['中中中中中中中中Aa1', ['special']],
    ['😀😀😀😀😀😀Aa1', ['minLength']],
    ['Zonnebloem-2026', []],
    ['Planner-2026', ['username']],
    ['ＰＬＡＮＮＥＲ-2026a', ['username']],
  ] as const)('both judge %j with the demo settings and the username planner as %j', (password, broken) => {
    expect(brokenRules(password, PASSWORD_RULES, 'planner')).toEqual(broken);
    expect(backOfficeVerdict(password, 'planner', PASSWORD_RULES)).toEqual(broken);
  });

  it('lets the reset form accept the two strings the two used to disagree on', () => {
    for (const password of ['Abcdefghi 1', 'Abcdefgh1²']) {
      expect(checkNewPassword(password, password, PASSWORD_RULES, 'doctor')).toEqual({
        password: null,
        confirmation: null,
      });
      expect(brokenPasswordRules(password, 'doctor')).toEqual([]);
    }
  });
});
