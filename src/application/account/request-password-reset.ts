import { needsNoMessage } from '../platform/gateway-failure';
import type { Navigator } from '../platform/navigator';
import type { Notifier } from '../platform/notifier';
import type { PasswordGateway } from './password-gateway';

/** Forgot password (spec sections 4 and 8): a toast and / on success, 'somethingWentWrong' otherwise. */
export class RequestPasswordReset {
  constructor(
    private readonly passwords: PasswordGateway,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {}

  async execute(username: string): Promise<boolean> {
    const answer = await this.passwords.requestReset(username.trim());
    if (!answer.ok) {
      // Spec section 8; unless the failure was told already (one failure, one message).
      if (!needsNoMessage(answer.error))
        this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
      return false;
    }
    this.notifier.notify({ type: 'success', title: 'page.resetPassword.emailForgotPassword' });
    this.navigator.goTo('/', { replace: true });
    return true;
  }
}
