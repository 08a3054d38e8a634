import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import {
  DemoStore,
  reviveState,
  seedState,
  SESSION_COOKIE,
} from '../../../../src/infrastructure/demo-backend/demo-backend';
import { storeClient } from '../case-client';
import { demoClient, START } from '../demo-client';

/** Names every JavaScript object answers to, as a cookie or a username would bring them. */
const OBJECT_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__PROTO__ '];
const TABLES = ['accounts', 'sessions', 'resetTokens', 'ssoTokens', 'preferences', 'unknownSignIns'] as const;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Whether anything was written onto every object, as a polluted prototype would show. */
const pollution = () =>
  ['userId', 'lastActivity', 'failedAttempts', 'lockedUntil', 'secondFactorVerified'].filter(
    (name) => name in {},
  );

describe('requests that name a property of every object', () => {
  it('a session cookie named like one is no session, and the next sign-in still works', async () => {
    const client = demoClient();
    for (const name of OBJECT_NAMES) {
      client.backend.jar.set(SESSION_COOKIE, encodeURIComponent(name));
      expect([name, (await client.get('/api/external/v2/users/me/preferences')).status]).toEqual([name, 401]);
      expect(await client.currentUser()).toBeNull();
    }
    expect(pollution()).toEqual([]);
    expect((await client.signIn('planner')).status).toBe(200);
    expect((await client.currentUser())?.username).toBe('planner');
    expect((await client.get('/api/external/v2/users/me/preferences')).status).toBe(200);
  });

  it('a username named like one is refused like any wrong name, never locked at once, and the next sign-in still works', async () => {
    const client = demoClient();
    for (const name of OBJECT_NAMES) {
      const answer = await client.post('/api/auth/login', { username: name, password: DEMO_PASSWORD });
      expect([name, answer.status]).toEqual([name, 422]);
      expect(answer.json).toMatchObject({ code: 'invalid_credentials' });
    }
    expect(pollution()).toEqual([]);
    expect((await client.signIn('planner')).status).toBe(200);
    expect((await client.currentUser())?.username).toBe('planner');
  });

  it('keeps its tables prototype-free through a save and a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hostile-keys-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const store = new DemoStore(file, () => START, { writeDelayMs: 0 });
    expect((await storeClient(store, () => START).signIn('planner')).status).toBe(200);
    await store.flush();

    const restarted = new DemoStore(file, () => START);
    expect(Object.keys(restarted.state.sessions)).toHaveLength(1);
    for (const table of TABLES) {
      expect([table, Object.getPrototypeOf(restarted.state[table])]).toEqual([table, null]);
      expect([table, Object.getPrototypeOf(seedState(START)[table])]).toEqual([table, null]);
    }
  });

  it('drops a stored row under a reserved name when it reads a state back', () => {
    const seeded = JSON.stringify(seedState(START));
    const hostile = seeded.replace(
      '"sessions":{}',
      '"sessions":{"__proto__":{"userId":"x","secondFactorVerified":true,"createdAt":0,"lastActivity":0}}',
    );
    expect(hostile).not.toBe(seeded);
    const revived = reviveState(JSON.parse(hostile) as Record<string, unknown>);
    expect(revived && Object.keys(revived.sessions)).toEqual([]);
    expect(revived && Object.getPrototypeOf(revived.sessions)).toBeNull();
    expect(pollution()).toEqual([]);
  });
});
