import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { demoClient, errorBody, signInAnswer } from '../demo-client';

describe('the demo backend’s middleware and sign-in answer', () => {
  it('answers both sign-in paths with the user and the second factor it still needs', async () => {
    const client = demoClient();
    const doctor = signInAnswer(
      await client.post('/api/auth/login', { username: 'doctor', password: DEMO_PASSWORD }),
    );
    expect(doctor).toMatchObject({ twoFactorTokenVerified: false, secondFactor: 'authenticator' });
    expect(doctor.user).toMatchObject({ username: 'doctor', twoFactorMethod: 'authenticator' });
    const planner = signInAnswer(await client.signIn('planner'));
    expect(planner).toMatchObject({ twoFactorTokenVerified: true, secondFactor: null });
    expect(planner.user?.maskedMobile).toBe('+31 6 •• •• •0 01');
  });

  it('refuses a write to the new routes without the csrf header', async () => {
    const client = demoClient();
    await client.get('/api/auth/csrf');
    const response = await client.backend.fetch(
      `${TEST_ORIGIN}/api/external/password/forgot/?username=planner`,
      {
        method: 'POST',
        headers: { 'Accept-Language': 'en' },
      },
    );
    expect(response.status).toBe(419);
    expect(client.outbox()).toHaveLength(0);
  });

  it('injects faults into the new routes but never into the demo controls', async () => {
    const client = demoClient();
    await client.put('/api/__demo/faults', { errorRate: 1 });
    expect((await client.post('/api/external/password/forgot/?username=planner')).status).toBe(503);
    expect((await client.post('/api/__demo/sso-token', { username: 'planner' })).status).toBe(200);
    expect((await client.put('/api/__demo/faults', {})).status).toBe(200);
  });

  it('needs a session for every two-factor call', async () => {
    const client = demoClient();
    for (const call of ['generate', 'verify', 'sendsms', 'verifysms', 'resetsms', 'reset-authenticator']) {
      const answer = await client.post(`/api/auth/two-factor/${call}`, { code: '123456' }, 'en');
      expect([call, answer.status, errorBody(answer).message]).toEqual([call, 401, 'You are not signed in.']);
    }
  });
});
