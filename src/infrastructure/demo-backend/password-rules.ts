/**
 * The rules a new password must meet. GET password-security-settings answers these very numbers and
 * the reset checks a password with `brokenPasswordRules` against them, so the form and the server
 * cannot disagree.
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
 * Every rule the password breaks, in a fixed order; none means it is acceptable. Length counts
 * characters (code points), not UTF-16 units, so an emoji is one character. A special character is
 * anything that is neither a letter nor a digit. The username check ignores case.
 */
export function brokenPasswordRules(
  password: string,
  username: string,
  rules: PasswordRules = PASSWORD_RULES,
): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if ([...password].length < rules.minLength) broken.push('tooShort');
  if (rules.requireUppercase && !/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (rules.requireLowercase && !/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (rules.requireDigit && !/\p{Nd}/u.test(password)) broken.push('digit');
  if (rules.requireSpecialCharacter && !/[^\p{L}\p{N}]/u.test(password)) broken.push('special');
  const name = username.trim().toLowerCase();
  if (rules.disallowUsername && name !== '' && password.toLowerCase().includes(name)) broken.push('username');
  return broken;
}
