function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/**
 * A path inside the portal that a user may be sent back to after signing in. Anything that could leave
 * the portal's origin (a scheme, a protocol-relative or backslashed start, control characters, encoded
 * variants of those) is refused, so a crafted link cannot turn sign-in into an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let decoded = raw;
  // Decode repeatedly so %252F%252F and friends are judged in the form a browser would finally follow.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/')) return null;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
    if (hasControlOrBackslash(candidate)) return null;
    if (/^\/[^/?#]*:/.test(candidate)) return null;
  }
  // Never send someone back to the sign-in screen itself.
  if (raw === '/login' || raw.startsWith('/login?')) return null;
  return raw;
}
