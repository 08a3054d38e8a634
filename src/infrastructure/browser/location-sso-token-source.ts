import type { SsoTokenSource } from '../../application/access/sso-token-source';

const SSO_LOGIN = /^\/auth\/sso\/login\/(.+)$/;
/** What the address bar shows instead of the token while it is being redeemed. */
export const SSO_PLACEHOLDER_PATH = '/auth/sso/login/redeeming';

/**
 * Takes the single sign-on token out of the address bar at start, before any request: the history
 * entry is replaced, so the token is neither in the history nor (with the page's no-referrer policy)
 * in a Referer header. It is held in memory only, and handed out once.
 */
export class LocationSsoTokenSource implements SsoTokenSource {
  private token: string | null = null;

  constructor(location: Pick<Location, 'pathname'>, history: Pick<History, 'replaceState'>) {
    const match = SSO_LOGIN.exec(location.pathname);
    if (match?.[1] && location.pathname !== SSO_PLACEHOLDER_PATH) {
      try {
        this.token = decodeURIComponent(match[1]);
      } catch {
        this.token = null;
      }
      history.replaceState(null, '', SSO_PLACEHOLDER_PATH);
    }
  }

  take(): string | null {
    const token = this.token;
    this.token = null;
    return token;
  }
}
