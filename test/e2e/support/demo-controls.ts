/**
 * The header every call under /api/__demo needs (README, "What the demo backend does"): without it the
 * demo backend refuses the call with a 403. Playwright's request context sends no Origin, so it counts
 * as a call from the server's own origin.
 */
export const DEMO_CONTROL = { 'X-Demo-Control': '1' } as const;
