import { isPortalPath } from '../../domain/access/return-path';
import type { CookieStore } from '../../application/platform/cookie-store';

export const PAGE_RELOAD_COOKIE = { name: 'page_reload', maxAge: 10, path: '/', sameSite: 'lax' } as const;

/**
 * Full page loads the portal does on its own (a failed chunk load, a newer build): at most one per 10
 * seconds (spec section 9), so a broken deployment shows the error page instead of a reload loop. A
 * cookie remembers the last one; no web storage is used.
 */
export class PageReloadGuard {
  constructor(
    private readonly cookies: CookieStore,
    private readonly load: (path: string) => void,
  ) {}

  /** Loads the path afresh and returns true, unless the portal did so less than 10 seconds ago. */
  reloadOnce(path: string): boolean {
    if (this.cookies.get(PAGE_RELOAD_COOKIE.name) !== null) return false;
    this.cookies.set(PAGE_RELOAD_COOKIE.name, '1', PAGE_RELOAD_COOKIE);
    this.load(isPortalPath(path) ? path : '/');
    return true;
  }
}
