import * as v from 'valibot';
import { expect } from 'vitest';
import type { StoredDossier, StoredTask } from '../../../src/infrastructure/demo-backend/tasks/case-seed';
import { CSRF_COOKIE, createDemoBackend } from '../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoStore } from '../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoUser } from '../../../src/infrastructure/demo-backend/access/seed';
import {
  DEMO_PASSWORD,
  DOCTOR_TOTP_SECRET,
  USERS,
} from '../../../src/infrastructure/demo-backend/access/seed';
import { TEST_ORIGIN } from '../../support/in-process-backend';
import type { Answer, DemoClient } from './demo-client';
import { demoClient, START } from './demo-client';

/** Test helpers for the dossier and task calls: signed-in clients, the seed's records, exact parsing. */

export const TASKS = '/api/external/v2/dossier/dossier-tasks';
export const COUNT = '/api/external/v2/dossier/dossier-task-count';
export const TASK = '/api/external/v2/dossier/dossier-task';
export const DOSSIERS = '/api/external/v2/dossier';
export const APPOINTMENTS = '/api/external/v3/agenda/appointments';

/** The day START falls on in Amsterdam (a Monday). */
export const START_DAY = '2026-03-02';

export const userNamed = (username: string): DemoUser => {
  const user = USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
};

/** A client signed in as this user, the doctor with the authenticator code, on a seed made at `start`. */
export async function signedIn(username: string, start = START): Promise<DemoClient> {
  const client = demoClient({ start });
  await client.signIn(username);
  if (username === 'doctor') {
    await client.post('/api/auth/two-factor/verify', { code: client.totp(DOCTOR_TOTP_SECRET) });
  }
  expect((await client.currentUser())?.username).toBe(username);
  return client;
}

/**
 * Parses with the contract and insists nothing was dropped: valibot's objects strip unknown keys, so
 * an extra or renamed field would otherwise pass unnoticed.
 */
export function exactly<S extends v.GenericSchema>(schema: S, answer: Answer): v.InferOutput<S> {
  const parsed = v.parse(schema, answer.json);
  expect(parsed).toEqual(answer.json);
  return parsed;
}

export const stateOf = (client: DemoClient) => client.backend.store.state;

export function dossierOf(store: DemoStore, task: StoredTask): StoredDossier {
  const dossier = store.state.dossiers.find((candidate) => candidate.id === task.dossierId);
  if (!dossier) throw new Error(`no dossier ${task.dossierId}`);
  return dossier;
}

export const query = (path: string, params: Record<string, string | number>): string => {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * A browser against a backend on a given store (a file-backed one, say): a cookie jar and the csrf
 * header, as demoClient has for the in-memory store.
 */
export function storeClient(store: DemoStore, now: () => number) {
  const app = createDemoBackend({ store, now, random: () => 0 });
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const send = async (target: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await app.fetch(new Request(`${TEST_ORIGIN}${target}`, { ...init, headers }));
      for (const header of response.headers.getSetCookie()) {
        const [name, ...value] = (header.split(';')[0] ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      return response;
    };
    if (!jar.has(CSRF_COOKIE)) await send('/api/auth/csrf');
    const response = await send(path, {
      method,
      headers: { 'Content-Type': 'application/json', 'csrf-token': jar.get(CSRF_COOKIE) ?? '' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    /** Any method, for calls the helpers above do not name. */
    request: (method: string, path: string, body?: unknown) => call(method, path, body),
    signIn: (username: string) => call('POST', '/api/auth/user', { username, password: DEMO_PASSWORD }),
  };
}
