/** Cookie names and lifetimes the portal writes (spec section 9). */
export const LANGUAGE_COOKIE = {
  name: 'language',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;
export const PORTAL_REDIRECT_COOKIE = {
  name: 'redirect_to_portal_attempt',
  maxAge: 60,
  path: '/',
  sameSite: 'lax',
} as const;
/** Written by the server (double-submit pattern); read here to send back as the csrf-token header. */
export const CSRF_COOKIE = 'csrf_token';

/** The name the back office's own pages use for the same choice; read and written too, so both agree. */
export const LEGACY_LANGUAGE_COOKIE = 'i18n_redirected';

/** The language the user chose last, from either cookie. */
export function storedLanguage(read: (name: string) => string | null): string | null {
  return read(LANGUAGE_COOKIE.name) ?? read(LEGACY_LANGUAGE_COOKIE);
}
