function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * Whether an address is a path inside the portal: the one place that decides it, for the router, the
 * reload guard, the external navigator and the return path after sign-in. Anything that could leave the
 * portal's origin (a scheme, a protocol-relative or backslashed start, which browsers read as `//`,
 * control characters, encoded variants of those) is not.
 */
export function isPortalPath(raw: string | null | undefined): raw is string {
  if (!raw) return false;
  let decoded = raw;
  // Decode repeatedly so %252F%252F and friends are judged in the form a browser would finally follow.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return false;
    }
  }
  for (const candidate of [raw, decoded]) {
    // Only the path can move the browser to another host; the query and fragment are data.
    const path = candidate.split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith('/')) return false;
    if (path.startsWith('//') || path.startsWith('/\\')) return false;
    if (hasControlOrBackslash(path)) return false;
    if (/^\/[^/]*:/.test(path)) return false;
  }
  return true;
}

/**
 * A path inside the portal that a user may be sent back to after signing in, so a crafted link cannot
 * turn sign-in into an open redirect; never the sign-in screen itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!isPortalPath(raw)) return null;
  if (raw === '/login' || raw.startsWith('/login?')) return null;
  return raw;
}
