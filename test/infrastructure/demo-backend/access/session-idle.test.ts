import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { KeepAliveSchema, LastActivitySchema } from '../../../../src/infrastructure/access/auth-schemas';
import { IDLE_LIMIT_MS } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody } from '../demo-client';

const lastActivity = async (client: DemoClient) =>
  v.parse(LastActivitySchema, (await client.get('/api/external/v2/auth/user/last-activity')).json).data;

describe('idle sessions on the demo backend', () => {
  it('tells when the session was last active and how long it may idle, without counting as activity', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const signedInAt = client.now();
    client.advance(5000);
    expect(await lastActivity(client)).toEqual({
      lastActivity: new Date(signedInAt).toISOString(),
      idleTimeoutSeconds: IDLE_LIMIT_MS / 1000,
    });
    const kept = v.parse(KeepAliveSchema, (await client.post('/api/auth/keep-alive')).json);
    expect(kept.data.expiresAt).toBe(new Date(client.now() + IDLE_LIMIT_MS).toISOString());
    expect((await lastActivity(client)).lastActivity).toBe(new Date(client.now()).toISOString());
  });

  it('ends a session after the idle limit set through the demo control', async () => {
    const client = demoClient();
    const set = await client.put('/api/__demo/settings', { idleTimeoutSeconds: 60 });
    expect(set.json).toEqual({ data: { idleTimeoutSeconds: 60 } });
    await client.signIn('planner');
    expect((await lastActivity(client)).idleTimeoutSeconds).toBe(60);
    const refreshed = v.parse(KeepAliveSchema, (await client.post('/api/auth/refresh')).json);
    expect(refreshed.data.expiresAt).toBe(new Date(client.now() + 60_000).toISOString());

    client.advance(60_000);
    expect((await client.currentUser())?.username).toBe('planner');
    client.advance(60_001);
    expect(await client.currentUser()).toBeNull();
    expect((await client.get('/api/external/v2/auth/user/last-activity')).status).toBe(401);
  });

  it('refuses an idle limit under 30 seconds, and goes back to 30 minutes on reset', async () => {
    const client = demoClient();
    const refused = await client.put('/api/__demo/settings', { idleTimeoutSeconds: 29 }, 'en');
    expect(refused.status).toBe(422);
    expect(errorBody(refused).errors?.idleTimeoutSeconds).toEqual([
      'The timeout must be a whole number of seconds, at least 30.',
    ]);
    await client.put('/api/__demo/settings', { idleTimeoutSeconds: 30 });
    await client.post('/api/__demo/reset');
    expect((await client.get('/api/__demo/settings')).json).toEqual({ data: { idleTimeoutSeconds: 1800 } });
  });
});
