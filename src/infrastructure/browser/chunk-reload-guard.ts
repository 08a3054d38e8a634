import type { CookieStore } from '../../application/platform/cookie-store';

export const CHUNK_RELOAD_COOKIE = { name: 'chunk_reload', maxAge: 10, path: '/', sameSite: 'lax' } as const;

/**
 * A screen's code failed to load (usually a new build replaced it): reload once, but not again within
 * 10 seconds (spec section 9), so a broken deployment shows the error page instead of a reload loop.
 * A cookie remembers the reload; no web storage is used.
 */
export class ChunkReloadGuard {
  constructor(
    private readonly cookies: CookieStore,
    private readonly reload: () => void,
  ) {}

  /** Reloads and returns true, unless a reload happened less than 10 seconds ago. */
  recover(): boolean {
    if (this.cookies.get(CHUNK_RELOAD_COOKIE.name) !== null) return false;
    this.cookies.set(CHUNK_RELOAD_COOKIE.name, '1', CHUNK_RELOAD_COOKIE);
    this.reload();
    return true;
  }
}
