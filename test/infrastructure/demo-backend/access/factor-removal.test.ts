import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AuthenticatorSetupSchema, MessageSchema } from '../../../../src/infrastructure/access/auth-schemas';
import { LOCK_MS, MAX_FAILED_ATTEMPTS } from '../../../../src/infrastructure/demo-backend/demo-backend';
import {
  DEMO_PASSWORD,
  DOCTOR_TOTP_SECRET,
  USERS,
} from '../../../../src/infrastructure/demo-backend/access/seed';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, signInAnswer, wrongCode } from '../demo-client';

const STEP = 30_000;
const RESET_AUTHENTICATOR = '/api/auth/two-factor/reset-authenticator';
const RESET_SMS = '/api/auth/two-factor/resetsms';
const SEND_SMS = '/api/auth/two-factor/sendsms';

const idOf = (username: string) => USERS.find((user) => user.username === username)?.id ?? '';
const accountOf = (client: DemoClient, username: string) =>
  client.backend.store.state.accounts[idOf(username)];

/** The doctor (medical, internal) fully signed in with the app; the clock moved on so a fresh code is valid. */
async function doctorSignedIn(client = demoClient()) {
  expect(signInAnswer(await client.signIn('doctor')).secondFactor).toBe('authenticator');
  await client.post('/api/auth/two-factor/verify', { code: client.totp(DOCTOR_TOTP_SECRET) });
  expect((await client.currentUser())?.username).toBe('doctor');
  client.advance(STEP);
  return client;
}

/** The doctor's next sign-in still asks for the app's code: the factor is still there. */
async function stillAsksForTheApp(client: DemoClient) {
  await client.post('/api/auth/logout');
  expect(signInAnswer(await client.signIn('doctor')).secondFactor).toBe('authenticator');
}

describe('removing the authenticator app of a medical account', () => {
  it('is refused without proof, with a translated message and a field error for either proof', async () => {
    const client = await doctorSignedIn();
    for (const body of [undefined, {}, { code: '' }, { password: '' }, { code: '   ' }]) {
      const refused = await client.post(RESET_AUTHENTICATOR, body);
      expect([refused.status, errorBody(refused).code]).toEqual([422, 'proof_required']);
    }
    const nl = errorBody(await client.post(RESET_AUTHENTICATOR, {}));
    const message = 'Bevestig het verwijderen met een code uit uw authenticator-app of met uw wachtwoord.';
    expect(nl).toEqual({ message, code: 'proof_required', errors: { code: [message], password: [message] } });
    const en = errorBody(await client.post(RESET_AUTHENTICATOR, {}, 'en'));
    expect(en.message).toBe(
      'Confirm the removal with a code from your authenticator app or with your password.',
    );
    // Asking without proof is no failed attempt.
    expect(accountOf(client, 'doctor')?.failedAttempts).toBe(0);
    await stillAsksForTheApp(client);
  });

  it('is refused with a wrong or reused code, or a wrong password, each counting as a failed attempt', async () => {
    const client = await doctorSignedIn();
    const right = client.totp(DOCTOR_TOTP_SECRET);
    const wrong = await client.post(RESET_AUTHENTICATOR, { code: wrongCode(right) }, 'en');
    expect([wrong.status, errorBody(wrong)]).toEqual([
      422,
      {
        message: 'The verification code is incorrect or expired.',
        code: 'invalid_code',
        errors: { code: ['The verification code is incorrect or expired.'] },
      },
    ]);
    // The code the sign-in used may not be used again.
    const reused = await client.post(RESET_AUTHENTICATOR, {
      code: client.totp(DOCTOR_TOTP_SECRET, client.now() - STEP),
    });
    expect(errorBody(reused).code).toBe('invalid_code');
    const typo = await client.post(RESET_AUTHENTICATOR, { code: '12' });
    expect(errorBody(typo).code).toBe('invalid_code');
    const password = await client.post(RESET_AUTHENTICATOR, { password: 'Welkom02!' });
    expect([password.status, errorBody(password)]).toEqual([
      422,
      {
        message: 'Het wachtwoord is onjuist.',
        code: 'invalid_password',
        errors: { password: ['Het wachtwoord is onjuist.'] },
      },
    ]);
    expect(accountOf(client, 'doctor')?.failedAttempts).toBe(4);
    await stillAsksForTheApp(client);
  });

  it('is done with a current code of the app, which is then spent', async () => {
    const client = await doctorSignedIn();
    const code = client.totp(DOCTOR_TOTP_SECRET);
    await client.post(RESET_AUTHENTICATOR, { password: 'wrong' });
    const removed = await client.post(RESET_AUTHENTICATOR, {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(v.parse(MessageSchema, removed.json).message).toBe('De authenticator-app is verwijderd.');
    expect(accountOf(client, 'doctor')).toMatchObject({
      failedAttempts: 0,
      twoFactor: { method: null, totpSecret: null, pendingTotpSecret: null },
    });
    await client.post('/api/auth/logout');
    expect(signInAnswer(await client.signIn('doctor'))).toMatchObject({
      twoFactorTokenVerified: true,
      secondFactor: null,
    });
  });

  it('is done with the account password instead, and then also ends a pending new secret', async () => {
    const client = await doctorSignedIn();
    v.parse(AuthenticatorSetupSchema, (await client.post('/api/auth/two-factor/generate')).json);
    const removed = await client.post(RESET_AUTHENTICATOR, { password: DEMO_PASSWORD }, 'en');
    expect(v.parse(MessageSchema, removed.json).message).toBe('The authenticator app has been removed.');
    expect(accountOf(client, 'doctor')?.twoFactor).toMatchObject({
      method: null,
      totpSecret: null,
      pendingTotpSecret: null,
    });
  });

  it('checks the code when a body carries both, so a right password does not cover a wrong code', async () => {
    const client = await doctorSignedIn();
    const right = client.totp(DOCTOR_TOTP_SECRET);
    const refused = await client.post(RESET_AUTHENTICATOR, {
      code: wrongCode(right),
      password: DEMO_PASSWORD,
    });
    expect(errorBody(refused).code).toBe('invalid_code');
  });

  it('locks the account after five failed proofs in a row, counted with wrong passwords at sign-in, and ends the session', async () => {
    const client = await doctorSignedIn();
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) {
      expect((await client.post(RESET_AUTHENTICATOR, { password: `wrong-${i}` })).status).toBe(422);
    }
    const fifth = await client.post(RESET_AUTHENTICATOR, { code: '000000' }, 'en');
    expect([fifth.status, errorBody(fifth)]).toEqual([
      401,
      { message: 'Too many failed attempts. Your account is locked for 15 minutes.', code: 'account_locked' },
    ]);
    expect(await client.currentUser()).toBeNull();
    expect((await client.post(RESET_AUTHENTICATOR, { password: DEMO_PASSWORD })).status).toBe(401);
    const locked = await client.signIn('doctor');
    expect([locked.status, errorBody(locked).code]).toEqual([423, 'account_locked']);

    client.advance(LOCK_MS);
    expect(signInAnswer(await client.signIn('doctor')).secondFactor).toBe('authenticator');
  });

  it('shares its count with the sign-in: four failed proofs and one wrong password lock the account', async () => {
    const client = await doctorSignedIn();
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1)
      await client.post(RESET_AUTHENTICATOR, { password: 'nope' });
    await client.post('/api/auth/logout');
    const fifth = await client.signIn('doctor', 'nope');
    expect([fifth.status, errorBody(fifth).code]).toEqual([423, 'account_locked']);
  });

  it('is refused while the account is locked, even with the right password', async () => {
    const client = await doctorSignedIn();
    const doctor = idOf('doctor');
    client.backend.store.change((state) => {
      const account = state.accounts[doctor];
      if (account) account.lockedUntil = client.now() + LOCK_MS;
    });
    const refused = await client.post(RESET_AUTHENTICATOR, { password: DEMO_PASSWORD });
    expect([refused.status, errorBody(refused).code]).toEqual([423, 'account_locked']);
    expect(accountOf(client, 'doctor')?.twoFactor.totpSecret).toBe(DOCTOR_TOTP_SECRET);
  });

  it('needs a fully signed-in session', async () => {
    const client = demoClient();
    await client.signIn('doctor');
    const pending = await client.post(RESET_AUTHENTICATOR, { password: DEMO_PASSWORD });
    expect([pending.status, errorBody(pending).code]).toEqual([401, undefined]);
    expect(accountOf(client, 'doctor')?.twoFactor.totpSecret).toBe(DOCTOR_TOTP_SECRET);
  });
});

describe('removing a second factor of any other account', () => {
  it('needs the same proof: a non-medical administrator cannot remove the app with one click either', async () => {
    const client = demoClient();
    await client.signIn('admin');
    const { secret } = v.parse(
      AuthenticatorSetupSchema,
      (await client.post('/api/auth/two-factor/generate')).json,
    ).data;
    await client.post('/api/auth/two-factor/verify', { code: client.totp(secret) });
    client.advance(STEP);
    expect(errorBody(await client.post(RESET_AUTHENTICATOR)).code).toBe('proof_required');
    expect((await client.post(RESET_AUTHENTICATOR, { code: client.totp(secret) })).status).toBe(200);
  });

  it('needs no proof when there is nothing to remove', async () => {
    const client = demoClient();
    await client.signIn('admin');
    const removed = await client.post(RESET_AUTHENTICATOR);
    expect(v.parse(MessageSchema, removed.json).message).toBe('De authenticator-app is verwijderd.');
    const noSms = await client.post(RESET_SMS);
    expect(v.parse(MessageSchema, noSms.json).message).toBe('Verificatie per sms is uitgeschakeld.');
  });
});

describe('switching SMS codes off', () => {
  /** The planner with SMS codes to a new number, fully signed in with one. */
  async function plannerWithSms() {
    const client = demoClient();
    await client.signIn('planner');
    await client.post(SEND_SMS, { mobile: '06 98765432' });
    expect((await client.post('/api/auth/two-factor/verifysms', { code: client.lastSmsCode() })).status).toBe(
      200,
    );
    await client.post('/api/auth/logout');
    expect(signInAnswer(await client.signIn('planner')).secondFactor).toBe('sms');
    await client.post(SEND_SMS);
    await client.post('/api/auth/two-factor/verifysms', { code: client.lastSmsCode() });
    expect((await client.currentUser())?.twoFactorMethod).toBe('sms');
    return client;
  }

  it('is refused without proof, with the SMS wording', async () => {
    const client = await plannerWithSms();
    const refused = await client.post(RESET_SMS, {}, 'en');
    expect([refused.status, errorBody(refused).code, errorBody(refused).message]).toEqual([
      422,
      'proof_required',
      'Confirm turning this off with a text message code or with your password.',
    ]);
    expect(accountOf(client, 'planner')?.twoFactor.method).toBe('sms');
  });

  it('is done with a code sent for the removal to the number on file', async () => {
    const client = await plannerWithSms();
    const sent = await client.post(SEND_SMS, { purpose: 'removal', mobile: '0611111111' });
    expect(sent.status).toBe(200);
    expect(client.outbox().at(-1)).toMatchObject({ channel: 'sms', to: '+31698765432' });
    expect(accountOf(client, 'planner')?.twoFactor).toMatchObject({
      pendingMobile: null,
      sms: { purpose: 'removal' },
    });
    const code = client.lastSmsCode();
    // A removal code completes no setup.
    expect(errorBody(await client.post('/api/auth/two-factor/verifysms', { code })).code).toBe(
      'no_pending_setup',
    );
    expect(errorBody(await client.post(RESET_SMS, { code: wrongCode(code) })).code).toBe('invalid_code');
    const removed = await client.post(RESET_SMS, { code });
    expect(v.parse(MessageSchema, removed.json).message).toBe('Verificatie per sms is uitgeschakeld.');
    expect(accountOf(client, 'planner')).toMatchObject({
      failedAttempts: 0,
      twoFactor: { method: null, mobile: null, sms: null },
    });
  });

  it('does not take a code sent for something else, nor an expired one', async () => {
    const client = await plannerWithSms();
    await client.post(SEND_SMS);
    const setupCode = client.lastSmsCode();
    expect(errorBody(await client.post(RESET_SMS, { code: setupCode })).code).toBe('invalid_code');
    await client.post(SEND_SMS, { purpose: 'removal' });
    const code = client.lastSmsCode();
    client.advance(5 * 60 * 1000 + 1);
    expect(errorBody(await client.post(RESET_SMS, { code })).code).toBe('invalid_code');
    expect(accountOf(client, 'planner')?.failedAttempts).toBe(2);
    expect(accountOf(client, 'planner')?.twoFactor.method).toBe('sms');
  });

  it('locks the account after five wrong removal codes, throwing the code away and ending the session', async () => {
    const client = await plannerWithSms();
    await client.post(SEND_SMS, { purpose: 'removal' });
    const code = client.lastSmsCode();
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) {
      expect((await client.post(RESET_SMS, { code: wrongCode(code) })).status).toBe(422);
    }
    const fifth = await client.post(RESET_SMS, { code: wrongCode(code) });
    expect([fifth.status, errorBody(fifth).code]).toEqual([401, 'account_locked']);
    expect(accountOf(client, 'planner')?.twoFactor).toMatchObject({ method: 'sms', sms: null });
    expect(await client.currentUser()).toBeNull();
  });

  it('asks for a number on file before it sends a removal code', async () => {
    const client = demoClient();
    await client.signIn('admin');
    const refused = await client.post(SEND_SMS, { purpose: 'removal' });
    expect([refused.status, errorBody(refused).code]).toEqual([422, 'no_mobile']);
  });
});
