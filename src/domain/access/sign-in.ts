import type { User } from './user';

/** What the backend says after credentials were checked. */
export interface SignInAnswer {
  readonly user: User | null;
  readonly twoFactorTokenVerified: boolean;
  /** How the second factor is asked for when it is not verified yet. */
  readonly secondFactor: 'authenticator' | 'sms' | null;
}

export type SignInStep =
  | { readonly kind: 'signed-in'; readonly user: User }
  | { readonly kind: 'second-factor'; readonly method: 'authenticator' | 'sms' }
  | { readonly kind: 'no-user' };

/** Spec section 4: sign-in succeeds only with a returned user and a verified second factor. */
export function signInStepOf(answer: SignInAnswer): SignInStep {
  if (!answer.user) return { kind: 'no-user' };
  if (!answer.twoFactorTokenVerified)
    return { kind: 'second-factor', method: answer.secondFactor ?? 'authenticator' };
  return { kind: 'signed-in', user: answer.user };
}

/**
 * Spec section 4: after sign-in a user with linked accounts chooses one first; otherwise they go to
 * where they were heading, or to the index.
 */
export function landingAfterSignIn(linkedUserCount: number, returnTo: string | null): string {
  if (linkedUserCount > 0) return '/linkedUsers';
  return returnTo ?? '/';
}
