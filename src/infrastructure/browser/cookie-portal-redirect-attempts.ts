import type { PortalRedirectAttempts } from '../../application/access/portal-redirect-attempts';
import type { CookieStore } from '../../application/platform/cookie-store';
import { PORTAL_REDIRECT_COOKIE } from './cookie-names';

/** The attempt lives as long as its cookie: 60 seconds, then a new attempt is allowed. */
export class CookiePortalRedirectAttempts implements PortalRedirectAttempts {
  constructor(private readonly cookies: CookieStore) {}

  attemptedRecently(): boolean {
    return this.cookies.get(PORTAL_REDIRECT_COOKIE.name) !== null;
  }

  record(): void {
    this.cookies.set(PORTAL_REDIRECT_COOKIE.name, '1', PORTAL_REDIRECT_COOKIE);
  }
}
