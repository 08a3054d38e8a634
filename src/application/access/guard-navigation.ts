import type { GuardDecision, NavigationRequest } from '../../domain/access/navigation-guard';
import { guardNavigation } from '../../domain/access/navigation-guard';
import { ROUTES } from '../../domain/access/route-catalogue';
import { matchRoute } from '../../domain/access/route-match';
import type { Navigator } from '../platform/navigator';
import type { Notifier } from '../platform/notifier';
import type { SessionStore } from '../session/session-store';
import type { PortalRedirectAttempts } from './portal-redirect-attempts';
import type { ResolvePortalRedirect } from './resolve-portal-redirect';

function opensWhileSignedOut(pathname: string): boolean {
  const match = matchRoute(pathname);
  const kind = match ? ROUTES[match.id].access.kind : null;
  return kind === 'public' || kind === 'open';
}

/**
 * Runs the guard pipeline for a navigation and carries out what it decides: redirects (with the
 * forbidden toast where the spec asks for it) and entering another portal.
 */
export class GuardNavigation {
  constructor(
    private readonly session: SessionStore,
    private readonly attempts: PortalRedirectAttempts,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly portalRedirect: ResolvePortalRedirect,
  ) {}

  /** The decision for a navigation; null while the session is still being checked. */
  decide(request: NavigationRequest): GuardDecision | null {
    // The screens for signed-out visitors (sign-in, password reset) open at once, while the session
    // is still being checked or cannot be: the sign-in page paints without waiting for the server, and
    // a visitor found signed in after all is sent on when the check answers. The others wait for it.
    if (this.session.status === 'loading' && !opensWhileSignedOut(request.pathname)) return null;
    return guardNavigation(request, {
      user: this.session.user,
      portalRedirectAttempted: this.attempts.attemptedRecently(),
    });
  }

  /** Carries out a decision that moves the user. */
  enact(decision: GuardDecision): void {
    if (decision.kind === 'redirect') {
      if (decision.reason === 'forbidden') {
        this.notifier.notify({ type: 'error', title: 'permissions.errors.forbidden' });
      }
      this.navigator.goTo(decision.to, { replace: true });
      return;
    }
    if (decision.kind === 'enter-portal') {
      const entered = this.portalRedirect.execute(decision.portal, decision.path);
      if (!entered.ok) this.navigator.goTo('/', { replace: true });
    }
  }
}
