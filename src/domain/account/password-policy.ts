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
      return /[^\p{L}\p{Nd}\s]/u.test(password);
    case 'username':
      return !username || username.length < 3 || !password.toLowerCase().includes(username.toLowerCase());
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
