import { needsNoMessage } from '../platform/gateway-failure';
import { hasAnyRole } from '../../domain/access/user';
import { themeOf } from '../../domain/theme/theme';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Navigator } from '../platform/navigator';
import type { Notifier } from '../platform/notifier';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/**
 * Switching to a linked account (spec section 4): the session's user is replaced by the one the server
 * answers (the linked-users screen asks for the new user's own list when it opens); a user without any
 * role goes to /portals, anyone else to /, with a success toast naming the user. A failed switch shows
 * an error toast and clears the user.
 */
export class SwitchUser {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
  ) {}

  async execute(linkedUserId: string): Promise<Result<string, 'switch.failed'>> {
    const answer = await this.auth.switchUser(linkedUserId);
    const user = answer.ok && answer.value.twoFactorTokenVerified ? answer.value.user : null;
    if (!user) {
      // Spec section 8; unless the failure was told already (one failure, one message).
      if (answer.ok || !needsNoMessage(answer.error))
        this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
      this.session.clear();
      this.theme.reset();
      this.navigator.goTo('/login', { replace: true });
      return fail('switch.failed');
    }
    this.theme.reset();
    this.theme.apply(themeOf(user));
    this.session.signIn(user);
    const landing = hasAnyRole(user) ? '/' : '/portals';
    this.notifier.notify({
      type: 'success',
      title: 'common.successfullySwitchUser',
      // The person by name: a username says little to whoever switched.
      values: { username: user.displayName || user.username },
    });
    this.navigator.goTo(landing, { replace: true });
    return ok(landing);
  }
}
