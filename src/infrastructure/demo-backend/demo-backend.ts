import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as OTPAuth from 'otpauth';
import type { DemoSession, DemoStore, Faults } from './demo-store';
import { hashPassword } from './demo-store';
import type { DemoUser } from './seed';
import { EMPLOYERS, USERS } from './seed';
import type { ServerLanguage, ServerMessage } from './server-messages';
import { languageOf, say } from './server-messages';
import { userJson } from './user-json';

export const SESSION_COOKIE = 'portal_session';
export const CSRF_COOKIE = 'csrf_token';
/** A session without activity for this long is over. */
export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface DemoBackendOptions {
  readonly store: DemoStore;
  readonly now?: () => number;
  /** Where outbox messages are also printed; the terminal in a demo, nowhere in tests. */
  readonly print?: (line: string) => void;
  /** Randomness for fault injection; fixed in tests. */
  readonly random?: () => number;
}

const userOf = (id: string | undefined): DemoUser | null => USERS.find((user) => user.id === id) ?? null;

type Env = { Variables: { language: ServerLanguage; sessionId: string | null; session: DemoSession | null } };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A stateful fake of the back office that honours the portal's contract: same origin, real cookies, a
 * double-submit csrf check, server-side permission checks and fault injection. It is a Fetch-standard
 * handler, mounted in the Vite servers and called in-process by tests; it never enters the build.
 */
export function createDemoBackend(options: DemoBackendOptions): Hono<Env> {
  const { store } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const print = options.print ?? (() => undefined);
  const app = new Hono<Env>();

  const refuse = (c: Context<Env>, status: ContentfulStatusCode | 419, key: ServerMessage, code?: string) =>
    c.json(
      { message: say(key, c.get('language')), ...(code ? { code } : {}) },
      status as ContentfulStatusCode,
    );

  app.onError((error, c) => {
    print(`[demo-backend] ${error.message}`);
    return c.json({ message: 'Internal Server Error' }, 500);
  });

  // Demo controls first: they bypass faults and csrf so tests can always reach them.
  app.get('/api/__demo/outbox', (c) => c.json({ data: store.state.outbox }));
  app.delete('/api/__demo/outbox', (c) => {
    store.change((state) => (state.outbox = []));
    return c.body(null, 204);
  });
  app.get('/api/__demo/faults', (c) => c.json({ data: store.state.faults }));
  app.put('/api/__demo/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<Faults>;
    store.change((state) => {
      state.faults = {
        latencyMs: Math.max(0, Number(body.latencyMs ?? 0)),
        errorRate: Math.min(1, Math.max(0, Number(body.errorRate ?? 0))),
        malformedRate: Math.min(1, Math.max(0, Number(body.malformedRate ?? 0))),
        unauthorizedOnce: Boolean(body.unauthorizedOnce),
      };
    });
    return c.json({ data: store.state.faults });
  });
  app.post('/api/__demo/reset', (c) => {
    store.reset();
    return c.body(null, 204);
  });

  app.use('/api/*', async (c, next) => {
    c.set('language', languageOf(c.req.header('Accept-Language')));
    if (!getCookie(c, CSRF_COOKIE)) {
      setCookie(c, CSRF_COOKIE, randomBytes(16).toString('hex'), { path: '/', sameSite: 'Lax' });
    }
    const sessionId = getCookie(c, SESSION_COOKIE) ?? null;
    let session = sessionId ? (store.state.sessions[sessionId] ?? null) : null;
    if (session && now() - session.lastActivity > IDLE_LIMIT_MS) {
      store.change((state) => delete state.sessions[sessionId as string]);
      session = null;
    }
    c.set('sessionId', session ? sessionId : null);
    c.set('session', session);
    await next();
  });

  app.use('/api/*', async (c, next) => {
    const faults = store.state.faults;
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    const sessionId = c.get('sessionId');
    if (faults.unauthorizedOnce && sessionId && c.get('session')?.secondFactorVerified) {
      store.change((state) => {
        state.faults.unauthorizedOnce = false;
        delete state.sessions[sessionId];
      });
      return refuse(c, 401, 'unauthenticated');
    }
    if (faults.errorRate > 0 && random() < faults.errorRate) return refuse(c, 503, 'unavailable');
    await next();
    if (faults.malformedRate > 0 && c.res.status < 300 && random() < faults.malformedRate) {
      c.res = new Response('<!doctype html><html><body><h1>Gateway</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    }
  });

  app.use('/api/*', async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    const expected = getCookie(c, CSRF_COOKIE);
    if (!expected || c.req.header('csrf-token') !== expected) return refuse(c, 419, 'csrf', 'csrf_mismatch');
    return next();
  });

  const signedInUser = (c: Context<Env>): DemoUser | null => {
    const session = c.get('session');
    if (!session?.secondFactorVerified) return null;
    return userOf(session.userId);
  };

  const touch = (c: Context<Env>) => {
    const sessionId = c.get('sessionId');
    if (sessionId)
      store.change((state) => state.sessions[sessionId] && (state.sessions[sessionId].lastActivity = now()));
  };

  // Spec section 4: the sign-in answer carries the user and whether the second factor is verified yet.
  const answer = (c: Context<Env>, user: DemoUser | null, verified: boolean) =>
    c.json({
      data: {
        user: user ? userJson(user) : null,
        twoFactorTokenVerified: verified,
        secondFactor: user && !verified ? 'authenticator' : null,
      },
    });

  const readJson = async (c: Context<Env>): Promise<Record<string, unknown>> => {
    const text = await c.req.text();
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  const signIn = (c: Context<Env>, body: Record<string, unknown>) => {
    const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const user = USERS.find((candidate) => candidate.username === username) ?? null;
    const account = user ? store.state.accounts[user.id] : undefined;
    if (!user || !account) return refuse(c, 422, 'invalidCredentials', 'invalid_credentials');
    if (account.lockedUntil !== null && account.lockedUntil > now())
      return refuse(c, 423, 'locked', 'account_locked');
    if (hashPassword(password, account.salt) !== account.passwordHash) {
      const locked = store.change((state) => {
        const stored = state.accounts[user.id] as typeof account;
        stored.failedAttempts += 1;
        if (stored.failedAttempts >= MAX_FAILED_ATTEMPTS) {
          stored.lockedUntil = now() + LOCK_MS;
          stored.failedAttempts = 0;
          return true;
        }
        return false;
      });
      return locked
        ? refuse(c, 423, 'locked', 'account_locked')
        : refuse(c, 422, 'invalidCredentials', 'invalid_credentials');
    }
    const sessionId = randomBytes(24).toString('hex');
    const verified = user.totpSecret === null;
    store.change((state) => {
      const stored = state.accounts[user.id] as typeof account;
      stored.failedAttempts = 0;
      stored.lockedUntil = null;
      const previous = c.get('sessionId');
      if (previous) delete state.sessions[previous];
      state.sessions[sessionId] = {
        userId: user.id,
        secondFactorVerified: verified,
        createdAt: now(),
        lastActivity: now(),
      };
    });
    setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax' });
    return answer(c, user, verified);
  };

  app.get('/api/auth/csrf', (c) => c.body(null, 204));

  app.post('/api/auth/user', async (c) => {
    const body = await readJson(c);
    // With credentials this call signs in; without, it tells who the session belongs to.
    if ('username' in body || 'password' in body) return signIn(c, body);
    touch(c);
    const user = signedInUser(c);
    return answer(c, user, user !== null);
  });

  app.post('/api/auth/login', async (c) => signIn(c, await readJson(c)));

  app.post('/api/auth/two-factor/verify', async (c) => {
    const session = c.get('session');
    const sessionId = c.get('sessionId');
    const user = userOf(session?.userId);
    if (!session || !sessionId || !user?.totpSecret)
      return refuse(c, 422, 'noPendingSignIn', 'no_pending_sign_in');
    const body = await readJson(c);
    const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(user.totpSecret),
      digits: 6,
      period: 30,
    });
    const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now(), window: 1 }) : null;
    const step = Math.floor(now() / 30_000) + (delta ?? 0);
    const account = store.state.accounts[user.id];
    if (delta === null || !account || (account.lastTotpStep !== null && step <= account.lastTotpStep)) {
      return refuse(c, 422, 'invalidCode', 'invalid_code');
    }
    store.change((state) => {
      (state.accounts[user.id] as typeof account).lastTotpStep = step;
      const stored = state.sessions[sessionId];
      if (stored) {
        stored.secondFactorVerified = true;
        stored.lastActivity = now();
      }
    });
    return answer(c, user, true);
  });

  app.post('/api/auth/logout', (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) store.change((state) => delete state.sessions[sessionId]);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.body(null, 204);
  });

  const keepAlive = (c: Context<Env>) => {
    if (!signedInUser(c)) return refuse(c, 401, 'unauthenticated');
    touch(c);
    return c.json({ data: { expiresAt: new Date(now() + IDLE_LIMIT_MS).toISOString() } });
  };
  app.post('/api/auth/keep-alive', keepAlive);
  app.post('/api/auth/refresh', keepAlive);

  // Grants access to another portal and sends the user on; in the demo every portal is this one.
  app.get('/api/auth/redirect-dwc', (c) => {
    const user = signedInUser(c);
    if (!user) return c.redirect('/login', 302);
    const portal = c.req.query('portal') ?? '';
    const raw = c.req.query('url') ?? '/';
    const here = new URL(c.req.url);
    let target: URL | null = null;
    try {
      target = new URL(raw, here.origin);
    } catch {
      target = null;
    }
    if (!target || target.origin !== here.origin || !user.partnerPortals.includes(portal)) {
      return refuse(c, 400, 'notFound', 'redirect_refused');
    }
    return c.redirect(`${target.pathname}${target.search}`, 302);
  });

  app.get('/api/external/v2/auth/user/last-activity', (c) => {
    const session = c.get('session');
    if (!session?.secondFactorVerified) return refuse(c, 401, 'unauthenticated');
    return c.json({ data: { lastActivity: new Date(session.lastActivity).toISOString() } });
  });

  app.get('/api/external/v2/users/linked-users', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    touch(c);
    const linked = user.linkedUserIds
      .map(userOf)
      .filter((candidate): candidate is DemoUser => candidate !== null);
    return c.json({
      data: linked.map((candidate) => ({
        id: candidate.id,
        username: candidate.username,
        displayName: candidate.displayName,
        employerName: EMPLOYERS.find((employer) => employer.id === candidate.employerId)?.name ?? null,
      })),
      onlyShowRoleLinkedUsers: user.onlyShowRoleLinkedUsers,
    });
  });

  app.all('/api/*', (c) => refuse(c, 404, 'notFound', 'not_found'));

  return app;
}
