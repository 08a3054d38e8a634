import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoSession } from '../access/access-state';
import type { DemoUser } from '../access/seed';
import type { DemoStore } from '../demo-backend';
import type { ServerLanguage, ServerMessage } from './server-messages';
import { languageOf, say } from './server-messages';

/**
 * What the middleware tells every route: the request's language, its session if any, and the session's
 * user with the roles an administrator gave them (see access/users.ts, withAssignedRoles).
 */
export type Env = {
  Variables: {
    language: ServerLanguage;
    /** A csrf token this answer hands out because the request brought none; null when it did. */
    csrfIssued: string | null;
    /** The key of the session in the state: the hash of its cookie. */
    sessionId: string | null;
    session: DemoSession | null;
    sessionUser: DemoUser | null;
  };
};
export type Ctx = Context<Env>;

/** What every route module gets from createDemoBackend: the state and the injectable clock and printer. */
/** How far the demo's clock runs ahead of the real one (PUT /api/__demo/clock); 0 unless moved. */
export interface DemoClock {
  offsetMs: number;
}

export interface Kit {
  readonly store: DemoStore;
  /** The back office's now: the real time, plus the demo clock's offset. */
  readonly now: () => number;
  readonly clock: DemoClock;
  /** Where outbox messages are also printed. */
  readonly print: (line: string) => void;
}

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
