import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Account, DemoSession, DemoState, DemoStore } from './demo-store';
import type { DemoUser } from './seed';
import { USERS } from './seed';
import type { ServerLanguage, ServerMessage } from './server-messages';
import { languageOf, say } from './server-messages';
import { userJson } from './user-json';

export const SESSION_COOKIE = 'portal_session';

export type Env = {
  Variables: { language: ServerLanguage; sessionId: string | null; session: DemoSession | null };
};
export type Ctx = Context<Env>;

/** What every route module gets from createDemoBackend: the state and the injectable clock and printer. */
export interface Kit {
  readonly store: DemoStore;
  readonly now: () => number;
  /** Where outbox messages are also printed. */
  readonly print: (line: string) => void;
}

export const userOf = (id: string | undefined): DemoUser | null =>
  USERS.find((user) => user.id === id) ?? null;

export const userByName = (username: unknown): DemoUser | null => {
  const wanted = typeof username === 'string' ? username.trim().toLowerCase() : '';
  return USERS.find((user) => user.username === wanted) ?? null;
};

/** Demo controls run before the language middleware, so the header is read here when needed. */
export const languageFor = (c: Ctx): ServerLanguage =>
  c.get('language') ?? languageOf(c.req.header('Accept-Language'));

export interface Refusal {
  readonly code?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Localized messages per field, the shape a refused form gets. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

/** Every error answer has one shape: `{ message, code?, errors? }`, the message in the request's language. */
export const refuse = (
  c: Ctx,
  status: ContentfulStatusCode | 419,
  key: ServerMessage,
  refusal: Refusal = {},
) =>
  c.json(
    {
      message: say(key, languageFor(c), refusal.params),
      ...(refusal.code ? { code: refusal.code } : {}),
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    },
    status as ContentfulStatusCode,
  );

/** A field-level refusal: the first field message doubles as the answer's message, as Laravel does. */
export const refuseFields = (c: Ctx, errors: Record<string, string[]>) => {
  const first = Object.values(errors).flat()[0];
  return c.json(
    { message: first ?? say('invalidInput', languageFor(c)), code: 'validation_failed', errors },
    422,
  );
};

/** A body that is not a JSON object counts as an empty one: the fields are then simply missing. */
export const readJson = async (c: Ctx): Promise<Record<string, unknown>> => {
  const text = await c.req.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

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
  const user = userOf(session?.userId);
  return sessionId && session && user ? { sessionId, session, user } : null;
};

export const signedInUser = (c: Ctx): DemoUser | null => {
  const found = sessionOf(c);
  return found?.session.secondFactorVerified ? found.user : null;
};

/** Spec section 4: the sign-in answer carries the user and whether the second factor is verified yet. */
export const signInAnswer = (c: Ctx, kit: Kit, user: DemoUser | null, verified: boolean) => {
  const twoFactor = user ? kit.store.state.accounts[user.id]?.twoFactor : undefined;
  return c.json({
    data: {
      user: user ? userJson(user, twoFactor) : null,
      twoFactorTokenVerified: verified,
      secondFactor: user && !verified ? (twoFactor?.method ?? null) : null,
    },
  });
};

/**
 * Starts a session for the user under a fresh id (the old one of this browser ends, so an id known
 * before the sign-in is worth nothing after it) and answers like a sign-in. The second factor counts as
 * done when the account has none, or when the caller says so (switching to a linked account).
 */
export const startSession = (c: Ctx, kit: Kit, user: DemoUser, secondFactorDone = false) => {
  const sessionId = randomBytes(24).toString('hex');
  const verified = secondFactorDone || accountIn(kit.store.state, user.id).twoFactor.method === null;
  kit.store.change((state) => {
    const previous = c.get('sessionId');
    if (previous) delete state.sessions[previous];
    state.sessions[sessionId] = {
      userId: user.id,
      secondFactorVerified: verified,
      createdAt: kit.now(),
      lastActivity: kit.now(),
      failedCodes: 0,
    };
  });
  setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax' });
  return signInAnswer(c, kit, user, verified);
};

export const idleLimitMs = (kit: Kit): number => kit.store.state.settings.idleTimeoutSeconds * 1000;
