/**
 * The headers the portal's pages are served with: by the dev server, by `vite preview` and by
 * `npm run serve` alike (all three import this file), and by a back office that serves the portal itself
 * (README, "In production"). Plain data and functions without imports, so vite.config.ts, the production
 * server and the tests read the same policy.
 *
 * The build needs nothing inline: its index.html loads module scripts and stylesheets from 'self', and
 * no part of the portal adds a `<style>` element or a style attribute in markup (react-toastify is used
 * unstyled with its stylesheet imported, Tiptap with `injectCSS: false` and its rules in a CSS file, and
 * react-aria's pressable rule is in src/ui/styles/react-aria.css). So script-src and style-src are 'self'
 * without exceptions; styles that scripts set through the CSSOM (React's style prop) are not affected.
 * (One refusal remains, on iPhones and iPads only: see src/ui/styles/react-aria.css.)
 * Only the dev server adds to the policy (PolicyOptions.dev, scripts/dev-csp-nonce.ts).
 */

/** The Content-Security-Policy's directives, in the order they are sent. */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export interface PolicyOptions {
  /**
   * The dev server's additions, never the build's: the nonce of this answer, which its inline
   * react-refresh preamble and the `<style>` elements it adds for every CSS file carry; and blob:
   * workers, as its client starts one to notice the server back after a restart (and then reloads).
   */
  readonly dev?: { readonly nonce: string } | undefined;
  /**
   * The satisfaction survey's script address (VITE_SURVEY_SCRIPT_URL), when the build loads one: its
   * https origin is allowed as a script source, nothing else of it.
   */
  readonly surveyScriptUrl?: string | undefined;
}

/** The https origin of the survey script's address; null when unset or not https (the portal ignores it then). */
export function surveyScriptOrigin(address: string | undefined): string | null {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The policy as one header value. */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const survey = surveyScriptOrigin(options.surveyScriptUrl);
  const nonce = options.dev ? [`'nonce-${options.dev.nonce}'`] : [];
  const directives: Record<string, readonly string[]> = {
    ...CSP_DIRECTIVES,
    ...(options.dev ? { 'worker-src': ["'self'", 'blob:'] } : {}),
  };
  const extra: Record<string, readonly string[]> = {
    'script-src': [...nonce, ...(survey ? [survey] : [])],
    'style-src': nonce,
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

/**
 * The headers of every page and file of the portal. Referrer-Policy: the single sign-on token travels
 * in the path (/auth/sso/login/{token}), so no request may carry it on as a Referer, not even the
 * first script's (which is requested before the page's own meta tag is read).
 */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** Added to every /api answer on its way to the browser: no cache keeps a user's data. */
export const API_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store' };
