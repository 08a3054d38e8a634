import { safeReturnPath } from '../../domain/access/return-path';
import { signInStepOf } from '../../domain/access/sign-in';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Navigator } from '../platform/navigator';
import type { AuthGateway, Credentials } from './auth-gateway';
import type { CompleteSignIn } from './complete-sign-in';

export type LoginError =
  'login.invalid-credentials' | 'login.locked' | 'login.unavailable' | 'login.no-user' | 'login.invalid-code';

export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly landing: string }
  | { readonly kind: 'second-factor'; readonly method: 'authenticator' | 'sms' };

/** Maps a refused sign-in to what the form says next to the fields. */
export function loginErrorOf(failure: GatewayFailure, refusal: LoginError): LoginError {
  if (failure.kind !== 'rejected') return 'login.unavailable';
  if (failure.status === 423 || failure.code === 'account_locked') return 'login.locked';
  if (failure.status === 401 || failure.status === 422) return refusal;
  return 'login.unavailable';
}

/** Signing in with a username and password (spec section 4). */
export class Login {
  constructor(
    private readonly auth: AuthGateway,
    private readonly completion: CompleteSignIn,
    private readonly navigator: Navigator,
  ) {}

  async execute(
    credentials: Credentials,
    returnTo: string | null,
  ): Promise<Result<LoginOutcome, LoginError>> {
    const answer = await this.auth.signIn(credentials);
    if (!answer.ok) return fail(loginErrorOf(answer.error, 'login.invalid-credentials'));
    return this.proceed(answer.value, returnTo);
  }

  /** The second step for a user whose second factor is not verified yet. */
  async verifySecondFactor(code: string, returnTo: string | null): Promise<Result<LoginOutcome, LoginError>> {
    const answer = await this.auth.verifySecondFactor(code.replace(/\s+/g, ''));
    if (!answer.ok) return fail(loginErrorOf(answer.error, 'login.invalid-code'));
    return this.proceed(answer.value, returnTo);
  }

  private async proceed(
    answer: SignInAnswer,
    returnTo: string | null,
  ): Promise<Result<LoginOutcome, LoginError>> {
    const step = signInStepOf(answer);
    if (step.kind === 'no-user') {
      this.navigator.goTo('/login', { replace: true });
      return fail('login.no-user');
    }
    if (step.kind === 'second-factor') return ok({ kind: 'second-factor', method: step.method });
    const landing = await this.completion.execute(step.user, safeReturnPath(returnTo));
    return ok({ kind: 'signed-in', landing });
  }
}
