import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MessageSchema, SmsSentSchema } from '../../../../src/infrastructure/access/auth-schemas';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import {
  SMS_CODE_LIFETIME_S,
  SMS_SEND_LIMIT,
  SMS_SEND_WINDOW_MS,
} from '../../../../src/infrastructure/demo-backend/access/sms-routes';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, signInAnswer, wrongCode } from '../demo-client';

const send = (client: DemoClient, mobile?: string) =>
  client.post('/api/auth/two-factor/sendsms', mobile === undefined ? {} : { mobile });
const verify = (client: DemoClient, code: string) => client.post('/api/auth/two-factor/verifysms', { code });

/** Signs the planner in and sets up SMS codes to a new number, then signs out again. */
async function plannerWithSms(client: DemoClient) {
  await client.signIn('planner');
  await send(client, '06 98765432');
  expect((await verify(client, client.lastSmsCode())).status).toBe(200);
  await client.post('/api/auth/logout');
}

describe('SMS codes on the demo backend', () => {
  it('set up a number with the code sent to it, and then ask for a code at sign-in', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const invalid = await send(client, '0612');
    expect(invalid.status).toBe(422);
    expect(errorBody(invalid).errors?.mobile).toEqual([
      'Vul een geldig Nederlands mobiel nummer in (06 of +316 en acht cijfers).',
    ]);

    const sent = await send(client, '06 98765432');
    expect(v.parse(SmsSentSchema, sent.json).data).toEqual({
      maskedMobile: '+31 6 •• •• •4 32',
      expiresInSeconds: 300,
    });
    expect(client.outbox().at(-1)).toMatchObject({ channel: 'sms', to: '+31698765432' });
    const code = client.lastSmsCode();
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(client, wrongCode(code))).status).toBe(422);
    const confirmed = signInAnswer(await verify(client, code));
    expect(confirmed.user).toMatchObject({
      twoFactorSetupCompleted: true,
      twoFactorMethod: 'sms',
      maskedMobile: '+31 6 •• •• •4 32',
    });

    await client.post('/api/auth/logout');
    expect(signInAnswer(await client.signIn('planner'))).toMatchObject({
      twoFactorTokenVerified: false,
      secondFactor: 'sms',
    });
    expect(v.parse(SmsSentSchema, (await send(client)).json).data.maskedMobile).toBe('+31 6 •• •• •4 32');
    const signInCode = client.lastSmsCode();
    expect(signInAnswer(await verify(client, signInCode)).twoFactorTokenVerified).toBe(true);
    expect((await client.currentUser())?.username).toBe('planner');

    await client.post('/api/auth/logout');
    await client.signIn('planner');
    const reused = await verify(client, signInCode);
    expect([reused.status, errorBody(reused).code]).toEqual([422, 'invalid_code']);
  });

  it('let a code expire after 300 seconds', async () => {
    const client = demoClient();
    await plannerWithSms(client);
    await client.signIn('planner');
    await send(client);
    const code = client.lastSmsCode();
    client.advance(SMS_CODE_LIFETIME_S * 1000);
    const expired = await verify(client, code);
    expect([expired.status, errorBody(expired).code]).toEqual([422, 'invalid_code']);

    await send(client);
    client.advance(SMS_CODE_LIFETIME_S * 1000 - 1000);
    expect((await verify(client, client.lastSmsCode())).status).toBe(200);
  });

  it('replace the previous code with each new one', async () => {
    const client = demoClient();
    await plannerWithSms(client);
    await client.signIn('planner');
    await send(client);
    const first = client.lastSmsCode();
    // Two random codes are equal once in a million; send again until they differ.
    let second = first;
    for (let i = 0; i < 4 && second === first; i++) {
      await send(client);
      second = client.lastSmsCode();
    }
    expect((await verify(client, first)).status).toBe(422);
    expect((await verify(client, second)).status).toBe(200);
  });

  it('send at most five codes per ten minutes, and say when to try again', async () => {
    const client = demoClient();
    await client.signIn('planner');
    for (let i = 0; i < SMS_SEND_LIMIT; i++) {
      expect((await send(client, '0698765432')).status).toBe(200);
      client.advance(60_000);
    }
    const refused = await send(client, '0698765432');
    expect([refused.status, errorBody(refused).code]).toEqual([429, 'too_many_requests']);
    expect(refused.headers.get('Retry-After')).toBe(String((SMS_SEND_WINDOW_MS - 5 * 60_000) / 1000));
    expect(client.outbox()).toHaveLength(SMS_SEND_LIMIT);
    client.advance(SMS_SEND_WINDOW_MS - 5 * 60_000);
    expect((await send(client, '0698765432')).status).toBe(200);
  });

  it('lock the account and end the pending sign-in at the fifth wrong code in a row', async () => {
    const client = demoClient();
    await plannerWithSms(client);
    await client.signIn('planner');
    await send(client);
    const right = client.lastSmsCode();
    for (let i = 0; i < 4; i++) expect((await verify(client, wrongCode(right))).status).toBe(422);
    const fifth = await verify(client, wrongCode(right));
    expect([fifth.status, errorBody(fifth).code]).toEqual([423, 'account_locked']);
    expect((await verify(client, right)).status).toBe(401);
  });

  it('send to the number on file when none is given, and need one when there is none', async () => {
    const client = demoClient();
    await client.signIn('planner');
    expect(v.parse(SmsSentSchema, (await send(client)).json).data.maskedMobile).toBe('+31 6 •• •• •0 01');
    await client.post('/api/auth/logout');
    await client.signIn('admin');
    const missing = await send(client);
    expect([missing.status, errorBody(missing).errors?.mobile]).toEqual([422, ['Dit veld is verplicht.']]);
  });

  it('refuse codes for a sign-in that waits for the authenticator instead', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    const refused = await send(client);
    expect([refused.status, errorBody(refused).code]).toEqual([422, 'no_pending_sign_in']);
    expect(client.outbox()).toHaveLength(0);
  });

  it('are switched off by resetsms with the password, after which sign-in needs no code', async () => {
    const client = demoClient();
    await plannerWithSms(client);
    await client.signIn('planner');
    expect((await client.post('/api/auth/two-factor/resetsms')).status).toBe(401);
    await send(client);
    await verify(client, client.lastSmsCode());
    const removed = await client.post('/api/auth/two-factor/resetsms', { password: DEMO_PASSWORD });
    expect(v.parse(MessageSchema, removed.json).message).toBe('Verificatie per sms is uitgeschakeld.');
    await client.post('/api/auth/logout');
    const signIn = signInAnswer(await client.signIn('planner'));
    expect(signIn).toMatchObject({ twoFactorTokenVerified: true, secondFactor: null });
    expect(signIn.user).toMatchObject({ twoFactorMethod: null, maskedMobile: null });
  });
});
