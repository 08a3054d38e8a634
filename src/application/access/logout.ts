import type { Navigator } from '../platform/navigator';
import type { Notifier } from '../platform/notifier';
import type { SessionBroadcast } from '../session/session-broadcast';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/**
 * Spec section 4: logout clears the user (and every cached piece of data) and goes to /login, even
 * when the server cannot be reached; the portal's other tabs sign out too.
 */
export class Logout {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
    private readonly navigator: Navigator,
    private readonly broadcast: SessionBroadcast,
    private readonly notifier: Notifier,
  ) {}

  async execute(reason: 'user' | 'idle' = 'user'): Promise<void> {
    // The other tabs hear it first: a call of theirs answered 401 while the server ends the session
    // would send them to the sign-in page as if their session had merely run out.
    this.broadcast.announceSignOut();
    await this.auth.signOut();
    this.session.clear();
    this.theme.reset();
    if (reason === 'idle') this.notifier.notify({ type: 'info', title: 'auth.signedOutIdle' });
    this.navigator.goTo('/login', { replace: true });
  }

  /** Another tab signed out: follow it without calling the server again. */
  followOtherTab(): void {
    if (this.session.status !== 'authenticated') return;
    this.session.clear();
    this.theme.reset();
    this.navigator.goTo('/login', { replace: true });
  }
}
