/** The rules a new password must meet, as the backend's password security settings state them. */
export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireUppercase: boolean;
  readonly requireLowercase: boolean;
  readonly requireDigit: boolean;
  readonly requireSpecialCharacter: boolean;
  readonly disallowUsername: boolean;
}

export const PASSWORD_RULES = [
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
  'username',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The rules a policy asks for, in the order the checklist shows them. */
export function rulesOf(policy: PasswordPolicy): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => {
    switch (rule) {
      case 'minLength':
        return true;
      case 'uppercase':
        return policy.requireUppercase;
      case 'lowercase':
        return policy.requireLowercase;
      case 'digit':
        return policy.requireDigit;
      case 'special':
        return policy.requireSpecialCharacter;
      case 'username':
        return policy.disallowUsername;
    }
  });
}

/*
 * What each rule means, for every string a person can type (the demo back office's password-rules.ts
 * enforces exactly this, and a property test holds the two together):
 *
 * - Length counts characters (Unicode code points), not UTF-16 units: an emoji is one character.
 * - Upper and lower case are Unicode's (Lu, Ll), so É, Ö and full-width Ａ count as uppercase, é and ß
 *   as lowercase; letters without case (Chinese, Arabic, ...) count as neither.
 * - A digit is a decimal digit of any script (Nd): 0-9, full-width ０-９ and Arabic-Indic ٠-٩ count, as
 *   letters of every script count. ², ½ and Ⅻ are not digits one counts with (they are an exponent, a
 *   fraction, a numeral sign) and so count as special characters.
 * - A special character is any character that is neither a letter nor a decimal digit: punctuation,
 *   symbols, emoji, ² and also whitespace. A space is accepted as a special character, as OWASP's
 *   list of password special characters and NIST SP 800-63B (which wants spaces allowed, for
 *   passphrases) have it, and as Laravel's symbols rule does; nothing is trimmed, because the password
 *   is compared exactly as typed. A combining mark belongs to its letter (é may arrive as e + U+0301),
 *   so it is not a special character.
 * - The username may not occur in the password, compared without case and after compatibility folding
 *   (NFKC, so a full-width ｐｌａｎｎｅｒ is the same name). A name shorter than three characters is not
 *   checked: it would forbid ordinary words.
 */
const fold = (text: string): string => text.normalize('NFKC').toLowerCase();
const MIN_CHECKED_USERNAME_LENGTH = 3;

function meets(
  rule: PasswordRule,
  password: string,
  policy: PasswordPolicy,
  username: string | null,
): boolean {
  switch (rule) {
    case 'minLength':
      return [...password].length >= policy.minLength;
    case 'uppercase':
      return /\p{Lu}/u.test(password);
    case 'lowercase':
      return /\p{Ll}/u.test(password);
    case 'digit':
      return /\p{Nd}/u.test(password);
    case 'special':
      return /[^\p{L}\p{M}\p{Nd}]/u.test(password);
    case 'username': {
      const name = fold(username ?? '').trim();
      return [...name].length < MIN_CHECKED_USERNAME_LENGTH || !fold(password).includes(name);
    }
  }
}

/** The rules of the policy that the password breaks; empty when it may be used. */
export function brokenRules(
  password: string,
  policy: PasswordPolicy,
  username: string | null = null,
): PasswordRule[] {
  return rulesOf(policy).filter((rule) => !meets(rule, password, policy, username));
}

export type NewPasswordError = 'required' | 'password' | 'confirmed';

/** Checks a new password and its confirmation before anything is sent (spec section 5 messages). */
export function checkNewPassword(
  password: string,
  confirmation: string,
  policy: PasswordPolicy,
  username: string | null = null,
): { password: NewPasswordError | null; confirmation: NewPasswordError | null } {
  const passwordError: NewPasswordError | null =
    password.length === 0
      ? 'required'
      : brokenRules(password, policy, username).length > 0
        ? 'password'
        : null;
  const confirmationError: NewPasswordError | null =
    confirmation.length === 0 ? 'required' : confirmation !== password ? 'confirmed' : null;
  return { password: passwordError, confirmation: confirmationError };
}
