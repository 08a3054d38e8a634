import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { AuthGateway, Credentials } from './auth-gateway';
import type { CompleteSignIn } from './complete-sign-in';
import type { LoginError, LoginOutcome } from './sign-in-steps';
import { loginErrorOf, proceedWithAnswer } from './sign-in-steps';

export type { LoginError, LoginOutcome } from './sign-in-steps';
export { loginErrorOf } from './sign-in-steps';

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
    return proceedWithAnswer(answer.value, returnTo, this.completion, this.navigator);
  }
}
