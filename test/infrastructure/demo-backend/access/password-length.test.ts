import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DOCTOR_TOTP_SECRET } from '../../../../src/infrastructure/demo-backend/access/seed';
import { MAX_FAILED_ATTEMPTS } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { userNamed } from '../case-client';
import { demoClient, errorBody } from '../demo-client';

const TOO_LONG = `Aa1!${'x'.repeat(253)}`;
const LONGEST = `Aa1!${'x'.repeat(252)}`;
const FIELD_MESSAGE = ['The password may be at most 256 characters long.'];

/** The reset link's token from the newest mail in the outbox. */
const resetToken = (client: ReturnType<typeof demoClient>) =>
  /reset-password\/(\S+)/.exec(client.outbox().at(-1)?.body ?? '')?.[1] ?? '';

describe('the length of a password', () => {
  it('refuses a password over 256 characters at sign-in with a field message, without counting it as a try', async () => {
    expect([...TOO_LONG]).toHaveLength(257);
    const client = demoClient();
    for (const username of ['planner', 'nobody.here']) {
      const answer = await client.post('/api/auth/login', { username, password: TOO_LONG }, 'en');
      expect([username, answer.status, errorBody(answer).errors?.password]).toEqual([
        username,
        422,
        FIELD_MESSAGE,
      ]);
    }
    const next = await client.post('/api/auth/login', { username: 'planner', password: LONGEST });
    expect(next.json).toMatchObject({ code: 'invalid_credentials', attemptsLeft: MAX_FAILED_ATTEMPTS - 1 });
  });

  it('refuses a new password over 256 characters at a reset, and takes one of 256', async () => {
    const client = demoClient();
    await client.post('/api/external/password/forgot/?username=planner');
    const token = resetToken(client);
    const refused = await client.post(
      '/api/external/v2/auth/reset/',
      { token, password: TOO_LONG, passwordConfirmation: TOO_LONG },
      'en',
    );
    expect([refused.status, errorBody(refused).errors?.password]).toEqual([422, FIELD_MESSAGE]);
    const reset = await client.post('/api/external/v2/auth/reset/', {
      token,
      password: LONGEST,
      passwordConfirmation: LONGEST,
    });
    expect(reset.status).toBe(200);
    expect((await client.signIn('planner', LONGEST)).status).toBe(200);
  });

  it('refuses a password over 256 characters as proof for removing a second factor, without counting it', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    await client.post('/api/auth/two-factor/verify', { code: client.totp(DOCTOR_TOTP_SECRET) });
    const refused = await client.post(
      '/api/auth/two-factor/reset-authenticator',
      { password: TOO_LONG },
      'en',
    );
    expect([refused.status, errorBody(refused).errors?.password]).toEqual([422, FIELD_MESSAGE]);
    const doctor = client.backend.store.state.accounts[userNamed('doctor').id];
    expect(doctor?.failedAttempts).toBe(0);
    const removed = await client.post('/api/auth/two-factor/reset-authenticator', {
      password: DEMO_PASSWORD,
    });
    expect(removed.status).toBe(200);
  });
});
