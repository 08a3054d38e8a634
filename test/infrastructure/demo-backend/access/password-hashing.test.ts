import type { ScryptOptions } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_COST,
  seedPasswordHash,
  verifyPassword,
} from '../../../../src/infrastructure/demo-backend/access/passwords';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient, START } from '../demo-client';

// The cost of every scrypt the demo backend runs, so a test can tell how much work a sign-in did.
const scrypts = vi.hoisted((): number[] => []);
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    scrypts.push((args[3] as ScryptOptions).N ?? 0);
    return (actual.scrypt as (...given: unknown[]) => void)(...args);
  };
  const scryptSync = (...args: unknown[]) => {
    scrypts.push((args[3] as ScryptOptions).N ?? 0);
    return (actual.scryptSync as (...given: unknown[]) => Buffer)(...args);
  };
  return { ...actual, scrypt, scryptSync };
});
const scryptCalls = () => [...scrypts];
const forgetScrypts = () => void scrypts.splice(0);

const NEW_PASSWORD = 'Zomer2026!Lang';
const HASH = /^scrypt\$16384\$8\$1\$[\w-]{22,}\$[\w-]{43}$/;

async function resetTo(client: DemoClient, username: string, password: string) {
  await client.post(`/api/external/password/forgot/?username=${username}`);
  const token = /reset-password\/(\S+)/.exec(client.outbox().at(-1)?.body ?? '')?.[1] ?? '';
  const answer = await client.post('/api/external/v2/auth/reset/', {
    token,
    password,
    passwordConfirmation: password,
  });
  expect(answer.status).toBe(200);
}

const hashOf = (client: DemoClient, username: string) =>
  client.backend.store.state.accounts[userNamed(username).id]?.passwordHash ?? '';

beforeEach(forgetScrypts);

describe('the passwords the demo backend keeps', () => {
  it('are salted scrypt hashes that name their cost, a salt of their own for every new password', async () => {
    const client = demoClient();
    await resetTo(client, 'planner', NEW_PASSWORD);
    await resetTo(client, 'admin', NEW_PASSWORD);
    expect(hashOf(client, 'planner')).toMatch(HASH);
    expect(hashOf(client, 'admin')).toMatch(HASH);
    expect(hashOf(client, 'admin')).not.toBe(hashOf(client, 'planner'));
    expect(JSON.stringify(client.backend.store.state)).not.toContain(NEW_PASSWORD);
    expect((await client.signIn('planner', NEW_PASSWORD)).status).toBe(200);
    expect((await client.signIn('admin', DEMO_PASSWORD)).status).toBe(422);
  });

  it('hash the seed’s one password once per process, so a fresh seed costs no scrypt', () => {
    seedPasswordHash();
    forgetScrypts();
    const seeded = seedState(START);
    const hashes = new Set(Object.values(seeded.accounts).map((account) => account.passwordHash));
    expect([...hashes]).toEqual([seedPasswordHash()]);
    expect(seedPasswordHash()).toMatch(HASH);
    expect(scryptCalls()).toEqual([]);
  });

  it('cost one scrypt of the same cost for a sign-in, whether or not the username has an account', async () => {
    const client = demoClient();
    const work: Record<string, number[]> = {};
    for (const username of ['planner', 'nobody.here']) {
      forgetScrypts();
      expect((await client.post('/api/auth/login', { username, password: 'not-it' })).status).toBe(422);
      work[username] = scryptCalls();
    }
    expect(work).toEqual({ planner: [PASSWORD_COST.N], 'nobody.here': [PASSWORD_COST.N] });
  });

  it('never take the seed’s password for a username without an account, though it is checked against that hash', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, seedPasswordHash())).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, null)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, 'sha256$not-a-scrypt-hash')).toBe(false);
  });

  it('refuse a stored hash that names an unfair cost at once, instead of working for minutes', async () => {
    const client = demoClient();
    const unfair = seedPasswordHash().replace('scrypt$16384$', `scrypt$${2 ** 24}$`);
    client.backend.store.change((state) => {
      const account = state.accounts[userNamed('planner').id];
      if (account) account.passwordHash = unfair;
    });
    forgetScrypts();
    expect((await client.signIn('planner')).status).toBe(422);
    expect(scryptCalls()).toEqual([PASSWORD_COST.N]);
  });
});
