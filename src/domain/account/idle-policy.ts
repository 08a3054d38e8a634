/**
 * When an idle session is warned and ended. The warning comes at least 60 seconds before sign-out,
 * and the user always gets at least 20 seconds to react, however short the server's idle limit.
 */
export const MIN_WARNING_MS = 60_000;
export const MIN_REACTION_MS = 20_000;

export type IdlePhase =
  | { readonly phase: 'active'; readonly warnAt: number; readonly signOutAt: number }
  | { readonly phase: 'warning'; readonly signOutAt: number }
  | { readonly phase: 'expired' };

/** How long before the end the warning shows for a given idle limit. */
export function warningLeadMs(idleTimeoutMs: number): number {
  return Math.max(MIN_WARNING_MS, Math.min(idleTimeoutMs, MIN_WARNING_MS));
}

/**
 * The phase at `now` for a session last active at `lastActivity` (all in epoch milliseconds). A limit
 * shorter than the warning lead still leaves the reaction time: the end moves out to meet it.
 */
export function idlePhase(now: number, lastActivity: number, idleTimeoutMs: number): IdlePhase {
  const signOutAt = lastActivity + Math.max(idleTimeoutMs, MIN_REACTION_MS);
  const warnAt = Math.max(lastActivity, signOutAt - warningLeadMs(idleTimeoutMs));
  if (now >= signOutAt) return { phase: 'expired' };
  if (now >= warnAt) return { phase: 'warning', signOutAt };
  return { phase: 'active', warnAt, signOutAt };
}
