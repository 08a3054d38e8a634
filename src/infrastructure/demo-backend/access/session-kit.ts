import { randomBytes } from 'node:crypto';
import { setCookie } from 'hono/cookie';
import type { DemoState } from '../demo-backend';
import { issueCsrfToken } from '../platform/middleware';
import type { Ctx, Kit } from '../platform/route-kit';
import type { Account, DemoSession } from './access-state';
import { hashToken } from './access-state';
import type { DemoUser } from './seed';
import { userJson } from './user-json';
import { brandingOf, withAssignedRoles } from './users';

export const SESSION_COOKIE = 'portal_session';

/** However active, a session ends this long after its sign-in. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The seed gives every user an account; a missing one means a broken state file, not a user error. */
export const accountIn = (state: DemoState, userId: string): Account => {
  const account = state.accounts[userId];
  if (!account) throw new Error(`No account for user ${userId}`);
  return account;
};

/** The session of this request with its user, whether it is fully signed in or still needs a code. */
export const sessionOf = (c: Ctx): { sessionId: string; session: DemoSession; user: DemoUser } | null => {
  const sessionId = c.get('sessionId');
  const session = c.get('session');
  const user = c.get('sessionUser');
  return sessionId && session && user ? { sessionId, session, user } : null;
};

export const signedInUser = (c: Ctx): DemoUser | null => {
  const found = sessionOf(c);
  return found?.session.secondFactorVerified ? found.user : null;
};

/** Spec section 4: the sign-in answer carries the user and whether the second factor is verified yet. */
export const signInAnswer = (c: Ctx, kit: Kit, user: DemoUser | null, verified: boolean) => {
  const { state } = kit.store;
  const twoFactor = user ? state.accounts[user.id]?.twoFactor : undefined;
  return c.json({
    data: {
      user: user ? userJson(withAssignedRoles(state, user), twoFactor, brandingOf(state, user)) : null,
      twoFactorTokenVerified: verified,
      secondFactor: user && !verified ? (twoFactor?.method ?? null) : null,
    },
  });
};

/**
 * Starts a session for the user under a fresh cookie and a fresh csrf token (the old session of this
 * browser ends, so neither a session cookie nor a csrf token known before the sign-in is worth anything
 * after it) and answers like a sign-in. Only the hashes of the two are kept. The second factor counts as
 * done when the account has none, or when the caller says so (switching to a linked account).
 */
export const startSession = (c: Ctx, kit: Kit, user: DemoUser, secondFactorDone = false) => {
  const cookie = randomBytes(24).toString('hex');
  const csrfHash = hashToken(issueCsrfToken(c));
  const verified = secondFactorDone || accountIn(kit.store.state, user.id).twoFactor.method === null;
  kit.store.change((state) => {
    const previous = c.get('sessionId');
    if (previous) delete state.sessions[previous];
    state.sessions[hashToken(cookie)] = {
      userId: user.id,
      secondFactorVerified: verified,
      createdAt: kit.now(),
      lastActivity: kit.now(),
      csrfHash,
    };
  });
  setCookie(c, SESSION_COOKIE, cookie, { path: '/', httpOnly: true, sameSite: 'Lax' });
  return signInAnswer(c, kit, user, verified);
};

/** When the session ends if nothing happens from now on: at the idle limit, or at its lifetime's end. */
export const sessionEndsAt = (kit: Kit, session: DemoSession): number =>
  Math.min(kit.now() + idleLimitMs(kit), session.createdAt + SESSION_LIFETIME_MS);

export const idleLimitMs = (kit: Kit): number => kit.store.state.settings.idleTimeoutSeconds * 1000;
