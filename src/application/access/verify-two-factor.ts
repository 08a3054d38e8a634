import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { AuthGateway } from './auth-gateway';
import type { CompleteSignIn } from './complete-sign-in';
import type { LoginError, LoginOutcome } from './sign-in-steps';
import { loginErrorOf, proceedWithAnswer } from './sign-in-steps';

/** The second step of a sign-in: a code from the authenticator app or from an SMS. */
export class VerifyTwoFactor {
  constructor(
    private readonly auth: AuthGateway,
    private readonly completion: CompleteSignIn,
    private readonly navigator: Navigator,
  ) {}

  async execute(
    method: 'authenticator' | 'sms',
    code: string,
    returnTo: string | null,
  ): Promise<Result<LoginOutcome, LoginError>> {
    const answer = await this.auth.verifySecondFactor(method, code.replace(/\s+/g, ''));
    if (!answer.ok) {
      // Too many wrong codes end the pending sign-in on the server: start again from the password.
      if (answer.error.kind === 'unauthorized') this.navigator.goTo('/login', { replace: true });
      return fail(loginErrorOf(answer.error, 'login.invalid-code'));
    }
    return proceedWithAnswer(answer.value, returnTo, this.completion, this.navigator);
  }

  /** Sends a (new) SMS code for the pending sign-in; returns the masked number. */
  async sendSms(): Promise<Result<string, LoginError>> {
    const sent = await this.auth.sendSignInSms();
    return sent.ok ? ok(sent.value) : fail(loginErrorOf(sent.error, 'login.unavailable'));
  }
}
