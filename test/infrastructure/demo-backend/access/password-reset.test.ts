import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MessageSchema,
  PasswordSecuritySettingsSchema,
  ResetTokenValiditySchema,
} from '../../../../src/infrastructure/access/auth-schemas';
import { hashToken } from '../../../../src/infrastructure/demo-backend/access/access-state';
import { RESET_TOKEN_LIFETIME_MS } from '../../../../src/infrastructure/demo-backend/access/password-routes';
import { DEMO_PASSWORD, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, signInAnswer } from '../demo-client';

const NEW_PASSWORD = 'Zonnebloem-2026';

async function requestReset(client: DemoClient, username: string, language = 'nl') {
  return client.post(
    `/api/external/password/forgot/?username=${encodeURIComponent(username)}`,
    undefined,
    language,
  );
}

/** The token from the link in the newest e-mail. */
function tokenFromMail(client: DemoClient): string {
  const mail = client
    .outbox()
    .filter((message) => message.channel === 'email')
    .at(-1);
  const link = new RegExp(`${TEST_ORIGIN}/password/reset-password/([A-Za-z0-9_-]+)`).exec(mail?.body ?? '');
  return link?.[1] ?? '';
}

const validity = async (client: DemoClient, token: string) =>
  v.parse(
    ResetTokenValiditySchema,
    (await client.post(`/api/external/validate_reset_password_token?token=${token}`)).json,
  ).data.valid;

const reset = (
  client: DemoClient,
  token: string,
  password: string,
  confirmation = password,
  language = 'nl',
) =>
  client.post(
    '/api/external/v2/auth/reset/',
    { token, password, passwordConfirmation: confirmation },
    language,
  );

describe('password reset on the demo backend', () => {
  it('mails a link, checks it, refuses weak passwords per rule, then changes the password once', async () => {
    const client = demoClient();
    const forgot = await requestReset(client, 'planner', 'en');
    expect(forgot.status).toBe(200);
    expect(v.parse(MessageSchema, forgot.json).message).toMatch(/e-mail/);
    const mail = client.outbox().at(-1);
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'planner@arbo-agenda.example',
      subject: 'Reset your password',
    });
    const token = tokenFromMail(client);
    expect(token).not.toBe('');
    expect(await validity(client, token)).toBe(true);

    const settings = await client.get(`/api/external/password-security-settings/?token=${token}`);
    expect(v.parse(PasswordSecuritySettingsSchema, settings.json).securitySettings).toEqual({
      minLength: 10,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      requireSpecialCharacter: true,
      disallowUsername: true,
    });

    const weak = await reset(client, token, 'planner', 'planner', 'en');
    expect(weak.status).toBe(422);
    expect(errorBody(weak).errors?.password).toEqual([
      'The password must be at least 10 characters long.',
      'The password must contain an uppercase letter.',
      'The password must contain a digit.',
      'The password must contain a special character.',
      'The password must not contain your username.',
    ]);
    const mismatch = await reset(client, token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(errorBody(mismatch).errors).toEqual({
      passwordConfirmation: ['De wachtwoorden komen niet overeen.'],
    });
    expect(await validity(client, token)).toBe(true);

    const done = await reset(client, token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(v.parse(MessageSchema, done.json).message).toBe(
      'Uw wachtwoord is gewijzigd. U kunt zich nu aanmelden.',
    );

    expect((await client.signIn('planner', DEMO_PASSWORD)).status).toBe(422);
    expect(signInAnswer(await client.signIn('planner', NEW_PASSWORD)).user?.username).toBe('planner');

    const again = await reset(client, token, 'Nogmaals-2026!');
    expect(again.status).toBe(422);
    expect(errorBody(again).code).toBe('token_invalid');
    expect(await validity(client, token)).toBe(false);
    const settingsAfter = await client.get(`/api/external/password-security-settings/?token=${token}`);
    expect([settingsAfter.status, errorBody(settingsAfter).code]).toEqual([422, 'token_invalid']);
  });

  it.each([
    ['Kort-1a', 'Het wachtwoord moet minstens 10 tekens lang zijn.'],
    ['zonnebloem-2026', 'Het wachtwoord moet een hoofdletter bevatten.'],
    ['ZONNEBLOEM-2026', 'Het wachtwoord moet een kleine letter bevatten.'],
    ['Zonnebloem-twee', 'Het wachtwoord moet een cijfer bevatten.'],
    ['Zonnebloem2026', 'Het wachtwoord moet een speciaal teken bevatten.'],
    ['Mijn-Planner-26', 'Het wachtwoord mag uw gebruikersnaam niet bevatten.'],
  ])('refuses %s with exactly the one rule it breaks', async (password, message) => {
    const client = demoClient();
    await requestReset(client, 'planner');
    const refused = await reset(client, tokenFromMail(client), password);
    expect(refused.status).toBe(422);
    expect(errorBody(refused)).toMatchObject({
      message,
      code: 'validation_failed',
      errors: { password: [message] },
    });
  });

  it('answers an unknown username exactly like a known one, and mails nobody', async () => {
    const client = demoClient();
    const unknown = await requestReset(client, 'nobody-here');
    const known = await requestReset(client, 'admin');
    expect(unknown).toMatchObject({ status: known.status, json: known.json });
    expect(client.outbox().map((message) => message.to)).toEqual(['admin@arbo-agenda.example']);
  });

  it('refuses a token after its 60 minutes', async () => {
    const client = demoClient();
    await requestReset(client, 'employer');
    const token = tokenFromMail(client);
    client.advance(RESET_TOKEN_LIFETIME_MS - 1000);
    expect(await validity(client, token)).toBe(true);
    client.advance(1000);
    expect(await validity(client, token)).toBe(false);
    const refused = await reset(client, token, NEW_PASSWORD);
    expect([refused.status, errorBody(refused).code]).toEqual([422, 'token_invalid']);
  });

  it('refuses unknown tokens and keeps only the newest link of a user working', async () => {
    const client = demoClient();
    expect(await validity(client, 'made-up')).toBe(false);
    expect((await reset(client, 'made-up', NEW_PASSWORD)).status).toBe(422);
    await requestReset(client, 'admin');
    const first = tokenFromMail(client);
    await requestReset(client, 'admin');
    expect(await validity(client, first)).toBe(false);
    expect(await validity(client, tokenFromMail(client))).toBe(true);
  });

  it('keeps only the hash of a token, not the token itself', async () => {
    const client = demoClient();
    await requestReset(client, 'admin');
    const token = tokenFromMail(client);
    const kept = client.backend.store.state.resetTokens;
    expect(Object.keys(kept)).toEqual([hashToken(token)]);
    expect(JSON.stringify(kept)).not.toContain(token);
  });

  it('ends every session of the user, and lifts a lock, when the password is reset', async () => {
    const client = demoClient();
    await client.signIn('admin');
    expect((await client.currentUser())?.username).toBe('admin');
    const admin = USERS.find((user) => user.username === 'admin')?.id ?? '';
    client.backend.store.change((state) => {
      const account = state.accounts[admin];
      if (account) account.lockedUntil = client.now() + 60_000;
    });
    await requestReset(client, 'admin');
    expect((await reset(client, tokenFromMail(client), NEW_PASSWORD)).status).toBe(200);
    expect(await client.currentUser()).toBeNull();
    expect((await client.signIn('admin', NEW_PASSWORD)).status).toBe(200);
  });
});
