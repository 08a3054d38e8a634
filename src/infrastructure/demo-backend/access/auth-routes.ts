import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { isPortalPath } from '../../../domain/access/return-path';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import { issueCsrfToken } from '../platform/middleware';
import { say } from '../platform/server-messages';
import { recordAudit } from '../platform/audit-log';
import type { AuditAction, AuditEntry } from '../platform/audit-log';
import type { DemoState } from '../demo-backend';
import { isReservedKey, rowOf } from '../platform/table';
import { attemptsLeft, isLocked, MAX_FAILED_ATTEMPTS, recordFailedAttempt, recordSuccess } from './lockout';
import { accountIn, SESSION_COOKIE, signedInUser, signInAnswer, startSession } from './session-kit';
import { isTooLongPassword, MAX_PASSWORD_LENGTH } from './password-rules';
import { verifyPassword } from './passwords';
import type { DemoUser } from './seed';
import { userByName, userOf } from './users';

type SessionAction = Extract<AuditAction, 'signed_in' | 'signed_out' | 'sign_in_failed'>;

/**
 * Leaves the audit entry of a sign-in, a refused one or a sign-out (inside a store change). A refused
 * one names the username as typed, never the password; an unknown username has no user to name.
 */
function auditSession(
  state: DemoState,
  at: number,
  action: SessionAction,
  user: DemoUser | null,
  username: string,
): void {
  // The access log is the audit area's part of the state: without that area nobody reads one.
  const log = (state as { accessLog?: AuditEntry[] }).accessLog;
  if (!log) return;
  recordAudit(log, {
    at: new Date(at).toISOString(),
    userId: user?.id ?? '',
    userName: user?.displayName ?? username,
    entityType: 'user',
    entityId: user?.id ?? '',
    entityLabel: username,
    action,
    changes: [],
  });
}

/** Usernames without an account whose wrong sign-ins are counted; the oldest go first beyond this. */
const MAX_UNKNOWN_NAMES = 1000;

/**
 * A wrong username or password: locked at the fifth in a row, else refused with the tries left in the
 * message (and as `attemptsLeft`), so the user is warned before the account locks.
 */
function wrongPassword(c: Ctx, count: { locked: boolean; left: number }) {
  if (count.locked) return refuse(c, 423, 'locked', { code: 'account_locked' });
  return c.json(
    {
      message: say(
        count.left === 1 ? 'invalidCredentialsLastTry' : 'invalidCredentialsTries',
        languageFor(c),
        {
          count: count.left,
        },
      ),
      code: 'invalid_credentials',
      attemptsLeft: count.left,
    },
    422,
  );
}

/**
 * Where the portal hand-off sends the user: the path (and query) of `url`, which must be an address on
 * the portal's own origin or a path, and both as given and as the browser would follow it a path inside
 * the portal by the domain's one rule (isPortalPath: no `//`, `/\`, control characters or encoded
 * variants). Else null, so the answer never sends anyone off the portal.
 */
export function portalLocation(raw: string, origin: string): string | null {
  let target: URL;
  try {
    target = new URL(raw, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const given = raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw;
  const location = `${target.pathname}${target.search}`;
  return isPortalPath(given) && isPortalPath(location) ? location : null;
}

/** A password over the length any account can have, refused as a field of the form. */
export const refuseTooLongPassword = (c: Ctx) =>
  refuseFields(c, { password: [say('passwordTooLong', languageFor(c), { max: MAX_PASSWORD_LENGTH })] });

/** Signing in and out with a password, who the session belongs to, and the portal hand-off. */
export function authRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  const signIn = async (c: Ctx, body: Record<string, unknown>) => {
    const password = typeof body.password === 'string' ? body.password : '';
    // Never hashed: no password this long is kept, whatever the username.
    if (isTooLongPassword(password)) return refuseTooLongPassword(c);
    const user = userByName(body.username);
    const account = user ? store.state.accounts[user.id] : undefined;
    const username = typeof body.username === 'string' ? body.username.slice(0, 100) : '';
    const refused = (known: DemoUser | null) =>
      store.change((state) => auditSession(state, now(), 'sign_in_failed', known, username));
    if (!user || !account) {
      // A username without an account is counted and locked like one, so no answer tells them apart.
      const name = username.trim().toLowerCase();
      // A name every JavaScript object knows (`__proto__`) is never an account, nor a key of the count.
      if (isReservedKey(name)) {
        refused(null);
        return wrongPassword(c, { locked: false, left: MAX_FAILED_ATTEMPTS });
      }
      const known = rowOf(store.state.unknownSignIns, name) ?? { failedAttempts: 0, lockedUntil: null };
      if (isLocked(known, now())) {
        refused(null);
        return refuse(c, 423, 'locked', { code: 'account_locked' });
      }
      // As much work as checking an account's password, so the time taken does not tell either.
      await verifyPassword(password, null);
      const count = store.change((state) => {
        auditSession(state, now(), 'sign_in_failed', null, username);
        const names = Object.keys(state.unknownSignIns);
        if (names.length >= MAX_UNKNOWN_NAMES && names[0] !== undefined)
          delete state.unknownSignIns[names[0]];
        const entry = (state.unknownSignIns[name] ??= { failedAttempts: 0, lockedUntil: null });
        const locked = recordFailedAttempt(entry, now());
        return { locked, left: attemptsLeft(entry) };
      });
      return wrongPassword(c, count);
    }
    if (isLocked(account, now())) {
      refused(user);
      return refuse(c, 423, 'locked', { code: 'account_locked' });
    }
    if (!(await verifyPassword(password, account.passwordHash))) {
      const count = store.change((state) => {
        auditSession(state, now(), 'sign_in_failed', user, username);
        const counted = accountIn(state, user.id);
        const locked = recordFailedAttempt(counted, now());
        return { locked, left: attemptsLeft(counted) };
      });
      return wrongPassword(c, count);
    }
    store.change((state) => {
      recordSuccess(accountIn(state, user.id));
      auditSession(state, now(), 'signed_in', user, user.username);
    });
    // With a second factor on the account, the session waits for its code (two-factor and SMS routes).
    return startSession(c, kit, user);
  };

  // Answers nothing but the csrf cookie the middleware sets, for a browser's very first write.
  routes.get('/api/auth/csrf', (c) => c.body(null, 204));

  routes.post('/api/auth/user', async (c) => {
    const body = await readJson(c);
    // With credentials this call signs in; without, it tells who the session belongs to.
    if ('username' in body || 'password' in body) return signIn(c, body);
    const user = signedInUser(c);
    return signInAnswer(c, kit, user, user !== null);
  });

  routes.post('/api/auth/login', async (c) => signIn(c, await readJson(c)));

  routes.post('/api/auth/logout', (c) => {
    const sessionId = c.get('sessionId');
    const user = userOf(c.get('session')?.userId);
    if (sessionId)
      store.change((state) => {
        delete state.sessions[sessionId];
        if (user) auditSession(state, now(), 'signed_out', user, user.username);
      });
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    // The next sign-in of this browser starts from a token nobody saw during this session.
    issueCsrfToken(c);
    return c.body(null, 204);
  });

  // Grants access to another portal and sends the user on; in the demo every portal is this one.
  routes.get('/api/auth/redirect-dwc', (c) => {
    const user = signedInUser(c);
    if (!user) return c.redirect('/login', 302);
    const portal = c.req.query('portal') ?? '';
    const location = portalLocation(c.req.query('url') ?? '/', new URL(c.req.url).origin);
    if (location === null || !user.partnerPortals.includes(portal)) {
      return refuse(c, 400, 'notFound', { code: 'redirect_refused' });
    }
    return c.redirect(location, 302);
  });

  return routes;
}
