import { describe, expect, it } from 'vitest';
import { DOCTOR_TOTP_SECRET } from '../../../../src/infrastructure/demo-backend/access/seed';
import { LOCK_MS, MAX_FAILED_ATTEMPTS } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { storeClient } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, wrongCode } from '../demo-client';

const STEP = 30_000;
const verifyTotp = (client: DemoClient, code: string) => client.post('/api/auth/two-factor/verify', { code });
const sendSms = (client: DemoClient, body: Record<string, unknown> = {}) =>
  client.post('/api/auth/two-factor/sendsms', body);
const verifySms = (client: DemoClient, code: string) =>
  client.post('/api/auth/two-factor/verifysms', { code });

/** The planner with SMS codes to a number of their own, signed out again. */
async function plannerWithSms(client: DemoClient) {
  await client.signIn('planner');
  await sendSms(client, { mobile: '06 98765432' });
  expect((await verifySms(client, client.lastSmsCode())).status).toBe(200);
  await client.post('/api/auth/logout');
}

describe('guessing a second-factor code', () => {
  it('counts wrong authenticator codes on the account, so signing in again between guesses still locks it at the fifth', async () => {
    const client = demoClient();
    const right = client.totp(DOCTOR_TOTP_SECRET);
    for (let guess = 1; guess < MAX_FAILED_ATTEMPTS; guess++) {
      expect((await client.signIn('doctor')).status).toBe(200);
      expect((await verifyTotp(client, wrongCode(right))).status).toBe(422);
    }
    expect((await client.signIn('doctor')).status).toBe(200);
    const fifth = await verifyTotp(client, wrongCode(right));
    expect([fifth.status, errorBody(fifth).code]).toEqual([423, 'account_locked']);
    expect(errorBody(fifth).message).toBe('Te veel mislukte pogingen. Uw account is 15 minuten geblokkeerd.');

    // Locked like five wrong passwords: the right password is refused, for fifteen minutes.
    expect((await client.signIn('doctor')).status).toBe(423);
    client.advance(LOCK_MS + STEP);
    expect((await client.signIn('doctor')).status).toBe(200);
    expect((await verifyTotp(client, client.totp(DOCTOR_TOTP_SECRET))).status).toBe(200);
  });

  it('counts wrong SMS codes on the account too, whichever sign-in they come in', async () => {
    const client = demoClient();
    await plannerWithSms(client);
    for (let guess = 1; guess < MAX_FAILED_ATTEMPTS; guess++) {
      await client.signIn('planner');
      await sendSms(client);
      expect((await verifySms(client, wrongCode(client.lastSmsCode()))).status).toBe(422);
    }
    await client.signIn('planner');
    await sendSms(client);
    const fifth = await verifySms(client, wrongCode(client.lastSmsCode()));
    expect([fifth.status, errorBody(fifth).code]).toEqual([423, 'account_locked']);
    expect((await client.signIn('planner')).status).toBe(423);
  });

  it('ends every other sign-in waiting for a code when wrong codes lock the account', async () => {
    const client = demoClient();
    const otherBrowser = storeClient(client.backend.store, client.now);
    const right = client.totp(DOCTOR_TOTP_SECRET);
    await client.signIn('doctor');
    expect((await otherBrowser.signIn('doctor')).status).toBe(200);
    for (let guess = 1; guess < MAX_FAILED_ATTEMPTS; guess++) await verifyTotp(client, wrongCode(right));
    expect((await verifyTotp(client, wrongCode(right))).status).toBe(423);
    expect((await otherBrowser.post('/api/auth/two-factor/verify', { code: right })).status).toBe(401);
  });

  it('takes no code, not even the right one, in a sign-in that waits while the account is locked', async () => {
    const client = demoClient();
    const otherBrowser = storeClient(client.backend.store, client.now);
    await plannerWithSms(client);
    await client.signIn('planner');
    await sendSms(client);
    const right = client.lastSmsCode();
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      await otherBrowser.post('/api/auth/login', { username: 'planner', password: 'not-the-password' });
    }
    const refused = await verifySms(client, right);
    expect([refused.status, errorBody(refused).code]).toEqual([423, 'account_locked']);
    expect((await sendSms(client)).status).toBe(401);
  });

  it('ends the count with a right code, so the next wrong ones start from nothing', async () => {
    const client = demoClient();
    for (let guess = 1; guess < MAX_FAILED_ATTEMPTS; guess++) {
      await client.signIn('doctor');
      expect((await verifyTotp(client, wrongCode(client.totp(DOCTOR_TOTP_SECRET)))).status).toBe(422);
    }
    await client.signIn('doctor');
    expect((await verifyTotp(client, client.totp(DOCTOR_TOTP_SECRET))).status).toBe(200);
    await client.post('/api/auth/logout');
    client.advance(STEP);
    for (let guess = 1; guess < MAX_FAILED_ATTEMPTS; guess++) {
      await client.signIn('doctor');
      expect((await verifyTotp(client, wrongCode(client.totp(DOCTOR_TOTP_SECRET)))).status).toBe(422);
    }
    await client.signIn('doctor');
    expect((await verifyTotp(client, client.totp(DOCTOR_TOTP_SECRET))).status).toBe(200);
  });
});
