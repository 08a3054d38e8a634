import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { AuthGateway, Credentials } from './auth-gateway';
import type { CompleteSignIn } from './complete-sign-in';
import type { LoginError, LoginOutcome } from './sign-in-steps';
import { loginErrorOf, proceedWithAnswer } from './sign-in-steps';

export type { LoginError, LoginOutcome } from './sign-in-steps';
export { loginErrorOf } from './sign-in-steps';

/**
 * A refused sign-in: what the form says, and for wrong credentials the server's own words, which tell
 * how many tries are left before the account locks.
 */
export interface LoginRefusal {
  readonly error: LoginError;
  readonly message: string | null;
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
  ): Promise<Result<LoginOutcome, LoginRefusal>> {
    const answer = await this.auth.signIn(credentials);
    if (!answer.ok) {
      const failure = answer.error;
      const error = loginErrorOf(failure, 'login.invalid-credentials');
      const message =
        error === 'login.invalid-credentials' && failure.kind === 'rejected'
          ? failure.message.trim() || null
          : null;
      return fail({ error, message });
    }
    const outcome = await proceedWithAnswer(answer.value, returnTo, this.completion, this.navigator);
    return outcome.ok ? ok(outcome.value) : fail({ error: outcome.error, message: null });
  }
}
