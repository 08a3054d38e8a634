import { safeReturnPath } from '../../domain/access/return-path';
import type { SignInAnswer } from '../../domain/access/sign-in';
import { signInStepOf } from '../../domain/access/sign-in';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Navigator } from '../platform/navigator';
import type { CompleteSignIn } from './complete-sign-in';

export type LoginError =
  | 'login.invalid-credentials'
  | 'login.locked'
  | 'login.unavailable'
  /** The server's answer was not what the contract says: said as such, not as a refusal. */
  | 'login.malformed'
  | 'login.no-user'
  | 'login.invalid-code'
  | 'login.too-many-codes';

export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly landing: string }
  | { readonly kind: 'second-factor'; readonly method: 'authenticator' | 'sms' };

/** Maps a refused sign-in step to what the form says next to the fields. */
export function loginErrorOf(failure: GatewayFailure, refusal: LoginError): LoginError {
  if (failure.kind === 'malformed') return 'login.malformed';
  if (failure.kind !== 'rejected') return 'login.unavailable';
  if (failure.status === 423 || failure.code === 'account_locked') return 'login.locked';
  if (failure.status === 429) return 'login.too-many-codes';
  if (failure.status === 401 || failure.status === 422) return refusal;
  return 'login.unavailable';
}

/**
 * What every sign-in answer leads to (password, second factor, SSO): no user goes back to the sign-in
 * page, an unverified second factor asks for it, and a complete sign-in finishes (spec section 4).
 */
export async function proceedWithAnswer(
  answer: SignInAnswer,
  returnTo: string | null,
  completion: CompleteSignIn,
  navigator: Navigator,
  noUserPath = '/login',
): Promise<Result<LoginOutcome, LoginError>> {
  const step = signInStepOf(answer);
  if (step.kind === 'no-user') {
    navigator.goTo(noUserPath, { replace: true });
    return fail('login.no-user');
  }
  if (step.kind === 'second-factor') return ok({ kind: 'second-factor', method: step.method });
  const landing = await completion.execute(step.user, safeReturnPath(returnTo));
  return ok({ kind: 'signed-in', landing });
}
