/**
 * The rules a new password must meet, as the back office's security settings state them. GET
 * password-security-settings answers these very numbers and the reset checks a password with
 * `brokenPasswordRules` against them.
 *
 * This stands in for the real back office, so it is written on its own, not shared with the portal's
 * domain (src/domain/account/password-policy.ts); a property test
 * (test/infrastructure/demo-backend/access/password-rule-agreement.test.ts) holds the two to the same
 * verdict for every string and every settings. The decisions, for strings beyond plain ASCII:
 *
 * - Length counts characters (code points), not UTF-16 units, so an emoji is one character.
 * - Every character falls in exactly one class: an uppercase letter (Unicode Lu: É, full-width Ａ), a
 *   lowercase letter (Ll: é, ß), another letter (no case: 中, ا; or a combining mark, which belongs to
 *   the letter before it), a decimal digit of any script (Nd: 7, ７, ٧), or else a special character.
 * - So ², ½ and Ⅻ are special characters, not digits: they are not what a person counts with.
 * - Whitespace is a special character too: a space is on OWASP's list of password special characters,
 *   NIST SP 800-63B wants spaces allowed for passphrases, and Laravel's symbols rule counts it. The
 *   password is never trimmed; it is checked, and later compared, exactly as typed.
 * - The username may not occur in the password, without regard to case and after compatibility
 *   folding (NFKC: ｐｌａｎｎｅｒ is planner). Names shorter than three characters are not checked.
 */
export interface PasswordRules {
  readonly minLength: number;
  readonly requireUppercase: boolean;
  readonly requireLowercase: boolean;
  readonly requireDigit: boolean;
  readonly requireSpecialCharacter: boolean;
  readonly disallowUsername: boolean;
}

export const PASSWORD_RULES: PasswordRules = {
  minLength: 10,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecialCharacter: true,
  disallowUsername: true,
};

export type PasswordRule = 'tooShort' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'username';

/**
 * The longest password taken anywhere (sign-in, reset, proof for removing a second factor), in
 * characters as above: a longer one is refused with a field message before it is hashed. It is no rule
 * of the security settings, so the portal's domain does not repeat it.
 */
export const MAX_PASSWORD_LENGTH = 256;

export const isTooLongPassword = (password: string): boolean =>
  password.length > MAX_PASSWORD_LENGTH && [...password].length > MAX_PASSWORD_LENGTH;

type CharacterClass = 'uppercase' | 'lowercase' | 'otherLetter' | 'digit' | 'special';

function classOf(character: string): CharacterClass {
  if (/^\p{Lu}$/u.test(character)) return 'uppercase';
  if (/^\p{Ll}$/u.test(character)) return 'lowercase';
  if (/^[\p{L}\p{M}]$/u.test(character)) return 'otherLetter';
  if (/^\p{Nd}$/u.test(character)) return 'digit';
  return 'special';
}

const SHORTEST_CHECKED_USERNAME = 3;

const folded = (text: string): string => text.normalize('NFKC').toLowerCase();

function containsUsername(password: string, username: string): boolean {
  const name = folded(username).trim();
  if (Array.from(name).length < SHORTEST_CHECKED_USERNAME) return false;
  return folded(password).includes(name);
}

/** Every rule the password breaks, in a fixed order; none means it is acceptable. */
export function brokenPasswordRules(
  password: string,
  username: string,
  rules: PasswordRules = PASSWORD_RULES,
): PasswordRule[] {
  const characters = Array.from(password);
  const classes = new Set(characters.map(classOf));
  const broken: PasswordRule[] = [];
  if (characters.length < rules.minLength) broken.push('tooShort');
  if (rules.requireUppercase && !classes.has('uppercase')) broken.push('uppercase');
  if (rules.requireLowercase && !classes.has('lowercase')) broken.push('lowercase');
  if (rules.requireDigit && !classes.has('digit')) broken.push('digit');
  if (rules.requireSpecialCharacter && !classes.has('special')) broken.push('special');
  if (rules.disallowUsername && containsUsername(password, username)) broken.push('username');
  return broken;
}
