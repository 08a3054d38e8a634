import { needsNoMessage } from '../platform/gateway-failure';
import type { NewPasswordError, PasswordPolicy } from '../../domain/account/password-policy';
import { checkNewPassword } from '../../domain/account/password-policy';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { Notifier } from '../platform/notifier';
import type { PasswordGateway } from './password-gateway';

export type ResetPasswordOpening =
  | { readonly kind: 'ready'; readonly policy: PasswordPolicy }
  | { readonly kind: 'invalid-token' }
  | { readonly kind: 'unavailable' }
  /** The caller cancelled the check (the screen was left or a newer token is checked). */
  | { readonly kind: 'aborted' };

export interface ResetPasswordRefusal {
  readonly tokenInvalid: boolean;
  readonly password: NewPasswordError | null;
  readonly confirmation: NewPasswordError | null;
  /** What the server said per field, in the user's language. */
  readonly serverMessages: Readonly<Record<string, readonly string[]>>;
}

/**
 * Reset password (spec sections 4 and 5): the token is checked first, the security settings give the
 * rules, the two passwords must match; success shows a toast and goes to /.
 */
export class ResetPassword {
  constructor(
    private readonly passwords: PasswordGateway,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  async open(token: string, signal?: AbortSignal): Promise<ResetPasswordOpening> {
    const valid = await this.passwords.tokenIsValid(token, signal);
    if (!valid.ok) return valid.error.kind === 'aborted' ? { kind: 'aborted' } : { kind: 'unavailable' };
    if (!valid.value) return { kind: 'invalid-token' };
    const policy = await this.passwords.securitySettings(token, signal);
    if (!policy.ok) {
      if (policy.error.kind === 'aborted') return { kind: 'aborted' };
      return policy.error.kind === 'rejected' && policy.error.code === 'token_invalid'
        ? { kind: 'invalid-token' }
        : { kind: 'unavailable' };
    }
    return { kind: 'ready', policy: policy.value };
  }

  async submit(
    token: string,
    password: string,
    confirmation: string,
    policy: PasswordPolicy,
  ): Promise<Result<void, ResetPasswordRefusal>> {
    const local = checkNewPassword(password, confirmation, policy);
    if (local.password || local.confirmation) {
      return fail({ tokenInvalid: false, ...local, serverMessages: {} });
    }
    const answer = await this.passwords.reset({ token, password, passwordConfirmation: confirmation });
    if (answer.ok) {
      this.notifier.notify({ type: 'success', title: 'page.resetPassword.updatedSuccessfully' });
      this.navigator.goTo('/', { replace: true });
      return ok(undefined);
    }
    const failure = answer.error;
    // Spec section 8; unless the failure was told already (one failure, one message).
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    const rejected = failure.kind === 'rejected';
    return fail({
      tokenInvalid: rejected && failure.code === 'token_invalid',
      password: rejected && failure.fieldErrors['password'] ? 'password' : null,
      confirmation: rejected && failure.fieldErrors['passwordConfirmation'] ? 'confirmed' : null,
      serverMessages: rejected ? failure.fieldErrors : {},
    });
  }
}
