import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import { MAX_FAILED_ATTEMPTS } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { demoClient } from '../demo-client';

const wrong = (client: ReturnType<typeof demoClient>, username: string) =>
  client.post('/api/auth/login', { username, password: 'not-the-password' });

describe('the tries left before an account locks', () => {
  it('counts down in the refusal until the fifth wrong password locks the account', async () => {
    const client = demoClient();
    for (let left = MAX_FAILED_ATTEMPTS - 1; left >= 1; left -= 1) {
      const answer = await wrong(client, 'planner');
      expect(answer.status).toBe(422);
      const body = answer.json as { message: string; code: string; attemptsLeft: number };
      expect(body.code).toBe('invalid_credentials');
      expect(body.attemptsLeft).toBe(left);
      expect(body.message).toContain(left === 1 ? 'Nog één poging' : `nog ${left} keer`);
    }
    expect((await wrong(client, 'planner')).status).toBe(423);
    expect(
      (await client.post('/api/auth/login', { username: 'planner', password: DEMO_PASSWORD })).status,
    ).toBe(423);
  });

  it('answers a username without an account exactly like one with, tries and lock alike', async () => {
    const client = demoClient();
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt += 1) {
      const a = await wrong(client, 'planner');
      const b = await wrong(client, 'Nobody.Here');
      known.push([a.status, a.json]);
      unknown.push([b.status, b.json]);
    }
    expect(unknown).toEqual(known);
  });

  it('starts the count again after a right password', async () => {
    const client = demoClient();
    await wrong(client, 'planner');
    await wrong(client, 'planner');
    expect(
      (await client.post('/api/auth/login', { username: 'planner', password: DEMO_PASSWORD })).status,
    ).toBe(200);
    const body = (await wrong(client, 'planner')).json as { attemptsLeft: number };
    expect(body.attemptsLeft).toBe(MAX_FAILED_ATTEMPTS - 1);
  });
});
