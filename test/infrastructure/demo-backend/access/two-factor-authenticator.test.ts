import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthenticatorSetupSchema, MessageSchema } from '../../../../src/infrastructure/access/auth-schemas';
import { DOCTOR_TOTP_SECRET } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, signInAnswer, wrongCode } from '../demo-client';

const STEP = 30_000;

async function generate(client: DemoClient) {
  const answer = await client.post('/api/auth/two-factor/generate');
  expect(answer.status).toBe(200);
  return v.parse(AuthenticatorSetupSchema, answer.json).data;
}

const verify = (client: DemoClient, code: string) => client.post('/api/auth/two-factor/verify', { code });

describe('the authenticator app on the demo backend', () => {
  it('is set up with a generated secret and its first code, and then asked for at sign-in', async () => {
    const client = demoClient();
    expect(signInAnswer(await client.signIn('planner')).user?.twoFactorMethod).toBeNull();
    const { secret, otpauthUrl } = await generate(client);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Arbo%20Agenda:planner?secret=${secret}&issuer=Arbo%20Agenda&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await verify(client, wrongCode(client.totp(secret)));
    expect([wrong.status, errorBody(wrong).code]).toEqual([422, 'invalid_code']);
    const confirmed = signInAnswer(await verify(client, client.totp(secret)));
    expect(confirmed).toMatchObject({ twoFactorTokenVerified: true, secondFactor: null });
    expect(confirmed.user).toMatchObject({ twoFactorSetupCompleted: true, twoFactorMethod: 'authenticator' });

    await client.post('/api/auth/logout');
    const signIn = signInAnswer(await client.signIn('planner'));
    expect(signIn).toMatchObject({ twoFactorTokenVerified: false, secondFactor: 'authenticator' });
    expect(signIn.user?.username).toBe('planner');
    expect(await client.currentUser()).toBeNull();

    client.advance(STEP);
    expect(signInAnswer(await verify(client, client.totp(secret))).twoFactorTokenVerified).toBe(true);
    expect((await client.currentUser())?.username).toBe('planner');
  });

  it('never accepts the same code twice, and accepts one step either way', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    const code = client.totp(DOCTOR_TOTP_SECRET);
    expect((await verify(client, code)).status).toBe(200);
    await client.post('/api/auth/logout');
    await client.signIn('doctor');
    expect((await verify(client, code)).status).toBe(422);
    expect((await verify(client, client.totp(DOCTOR_TOTP_SECRET, client.now() - 2 * STEP))).status).toBe(422);
    expect((await verify(client, client.totp(DOCTOR_TOTP_SECRET, client.now() + STEP))).status).toBe(200);
  });

  it('locks the account and ends the pending sign-in at the fifth wrong code in a row', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    const right = client.totp(DOCTOR_TOTP_SECRET);
    for (let i = 0; i < 4; i++) expect((await verify(client, wrongCode(right))).status).toBe(422);
    const fifth = await verify(client, wrongCode(right));
    expect([fifth.status, errorBody(fifth).code]).toEqual([423, 'account_locked']);
    expect((await verify(client, right)).status).toBe(401);
  });

  it('generates a secret only for a fully signed-in session', async () => {
    const client = demoClient();
    expect((await client.post('/api/auth/two-factor/generate')).status).toBe(401);
    await client.signIn('doctor');
    expect((await client.post('/api/auth/two-factor/generate')).status).toBe(401);
  });

  it('keeps the old secret working until the new one is confirmed', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    await verify(client, client.totp(DOCTOR_TOTP_SECRET));
    const { secret } = await generate(client);
    await client.post('/api/auth/logout');
    client.advance(STEP);
    await client.signIn('doctor');
    expect((await verify(client, client.totp(secret))).status).toBe(422);
    expect((await verify(client, client.totp(DOCTOR_TOTP_SECRET))).status).toBe(200);
  });

  it('is removed by reset-authenticator with a code of the app, after which sign-in needs no code', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    expect((await client.post('/api/auth/two-factor/reset-authenticator')).status).toBe(401);
    await verify(client, client.totp(DOCTOR_TOTP_SECRET));
    client.advance(STEP);
    const removed = await client.post(
      '/api/auth/two-factor/reset-authenticator',
      { code: client.totp(DOCTOR_TOTP_SECRET) },
      'en',
    );
    expect(v.parse(MessageSchema, removed.json).message).toBe('The authenticator app has been removed.');
    await client.post('/api/auth/logout');
    const signIn = signInAnswer(await client.signIn('doctor'));
    expect(signIn).toMatchObject({ twoFactorTokenVerified: true, secondFactor: null });
    expect(signIn.user).toMatchObject({ twoFactorSetupCompleted: false, twoFactorMethod: null });
  });
});
