import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { AuthGateway } from './auth-gateway';
import type { CompleteSignIn } from './complete-sign-in';
import type { LoginError, LoginOutcome } from './sign-in-steps';
import { proceedWithAnswer } from './sign-in-steps';
import type { SsoTokenSource } from './sso-token-source';

export const SSO_FAILED_PATH = '/auth/sso/failed';

/**
 * Single sign-on (spec section 4): works like a password sign-in, whether or not someone is signed
 * in, but any failure lands on /auth/sso/failed.
 */
export class SsoLogin {
  constructor(
    private readonly auth: AuthGateway,
    private readonly completion: CompleteSignIn,
    private readonly navigator: Navigator,
    private readonly tokens: SsoTokenSource,
  ) {}

  async execute(): Promise<Result<LoginOutcome, LoginError>> {
    const token = this.tokens.take();
    if (!token) return this.failed();
    const answer = await this.auth.ssoSignIn(token);
    if (!answer.ok) return this.failed();
    return proceedWithAnswer(answer.value, null, this.completion, this.navigator, SSO_FAILED_PATH);
  }

  private failed(): Result<never, LoginError> {
    this.navigator.goTo(SSO_FAILED_PATH, { replace: true });
    return fail('login.no-user');
  }
}
