import * as OTPAuth from 'otpauth';
import * as v from 'valibot';
import { SignInAnswerSchema } from '../../../src/infrastructure/access/auth-schemas';
import { CSRF_COOKIE } from '../../../src/infrastructure/demo-backend/demo-backend';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import {
  DEMO_CONTROL_HEADER,
  DEMO_CONTROL_VALUE,
} from '../../../src/infrastructure/demo-backend/platform/demo-control-guard';
import { ErrorBodySchema } from '../../../src/infrastructure/http/error-body';
import { inProcessBackend, TEST_ORIGIN } from '../../support/in-process-backend';

/** A Monday morning in Amsterdam; any fixed instant would do, the clock only moves when a test says so. */
export const START = Date.parse('2026-03-02T08:00:00Z');

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly json: unknown;
}

/**
 * A browser talking plain HTTP to the in-process demo backend: a cookie jar, the csrf header copied from
 * its cookie on every call (as the portal does), a language, and a clock the test moves. Calls to the
 * demo controls carry their header.
 */
export function demoClient(options: { start?: number } = {}) {
  let time = options.start ?? START;
  const backend = inProcessBackend({ now: () => time });

  const call = async (method: string, path: string, body?: unknown, language = 'nl'): Promise<Answer> => {
    if (!backend.cookie(CSRF_COOKIE)) await backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
    const response = await backend.fetch(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': language,
        'csrf-token': backend.cookie(CSRF_COOKIE) ?? '',
        // The demo controls' header, as curl and the reset script send it (see demo-controls.test.ts).
        ...(path.startsWith('/api/__demo/') ? { [DEMO_CONTROL_HEADER]: DEMO_CONTROL_VALUE } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
  };

  const client = {
    backend,
    now: () => time,
    advance: (ms: number) => (time += ms),
    get: (path: string, language?: string) => call('GET', path, undefined, language),
    post: (path: string, body?: unknown, language?: string) => call('POST', path, body, language),
    put: (path: string, body?: unknown, language?: string) => call('PUT', path, body, language),
    patch: (path: string, body?: unknown, language?: string) => call('PATCH', path, body, language),
    delete: (path: string, language?: string) => call('DELETE', path, undefined, language),
    signIn: (username: string, password = DEMO_PASSWORD) =>
      call('POST', '/api/auth/user', { username, password }),
    /** Who the session belongs to, as the portal asks on start: a user only once fully signed in. */
    currentUser: async () => {
      const answer = v.parse(SignInAnswerSchema, (await call('POST', '/api/auth/user', {})).json);
      return answer.twoFactorTokenVerified ? answer.user : null;
    },
    outbox: () => backend.store.state.outbox,
    /** The six-digit code in the newest text message. */
    lastSmsCode: () => {
      const sms = backend.store.state.outbox.filter((message) => message.channel === 'sms').at(-1);
      return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
    },
    totp: (secret: string, at = time) =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp: at,
      }),
  };
  return client;
}

export type DemoClient = ReturnType<typeof demoClient>;

export const signInAnswer = (answer: Answer) => v.parse(SignInAnswerSchema, answer.json);
export const errorBody = (answer: Answer) => v.parse(ErrorBodySchema, answer.json);

/** A six-digit code that is surely not the right one. */
export const wrongCode = (right: string): string => (right === '000000' ? '111111' : '000000');
