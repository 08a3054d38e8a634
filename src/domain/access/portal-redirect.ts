import type { Portal } from './portal';
import { isPortal } from './portal';

/** Where the backend's redirect-dwc call lives (spec section 7). */
export const REDIRECT_DWC_PATH = '/api/auth/redirect-dwc';

function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Judges a URL that came from outside (a query parameter, a server answer) as a destination: only the
 * portal's own origin or an explicitly allowed origin passes, over http(s). Returns the absolute URL,
 * or null when it must not be followed.
 */
export function allowedDestination(
  raw: string,
  portalOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (raw.length === 0 || raw.length > 2048 || hasControlOrBackslash(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, portalOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const permitted = url.origin === new URL(portalOrigin).origin || allowedOrigins.includes(url.origin);
  return permitted ? url.href : null;
}

/**
 * The same-origin address that grants access to another portal and sends the user on to `url`
 * (GET /api/auth/redirect-dwc?portal={portal}&url={encoded url}); null for an unknown portal or a
 * destination that is not allowed.
 */
export function portalEntryAddress(
  portal: string,
  url: string,
  portalOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (!isPortal(portal)) return null;
  const destination = allowedDestination(url, portalOrigin, allowedOrigins);
  if (!destination) return null;
  const query = new URLSearchParams({ portal: portal satisfies Portal, url: destination });
  return `${REDIRECT_DWC_PATH}?${query.toString()}`;
}
