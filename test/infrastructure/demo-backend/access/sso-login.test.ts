import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SSO_TOKEN_LIFETIME_MS } from '../../../../src/infrastructure/demo-backend/access/sso-routes';
import { DOCTOR_TOTP_SECRET } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody, signInAnswer } from '../demo-client';

const TokenSchema = v.object({ data: v.object({ token: v.string() }) });

async function ssoToken(client: DemoClient, username: string) {
  return v.parse(TokenSchema, (await client.post('/api/__demo/sso-token', { username })).json).data.token;
}
const ssoLogin = (client: DemoClient, token: string) => client.post('/api/auth/sso/login', { token });

describe('single sign-on on the demo backend', () => {
  it('signs in with a one-time token, like a password would', async () => {
    const client = demoClient();
    const token = await ssoToken(client, 'employer');
    expect(signInAnswer(await ssoLogin(client, token))).toMatchObject({
      twoFactorTokenVerified: true,
      secondFactor: null,
      user: { username: 'employer' },
    });
    expect((await client.currentUser())?.username).toBe('employer');
  });

  it('accepts a token only once', async () => {
    const client = demoClient();
    const token = await ssoToken(client, 'planner');
    expect((await ssoLogin(client, token)).status).toBe(200);
    const again = await ssoLogin(client, token);
    expect([again.status, errorBody(again).code]).toEqual([422, 'sso_invalid']);
  });

  it('refuses a token after 120 seconds, and one it never issued', async () => {
    const client = demoClient();
    const token = await ssoToken(client, 'planner');
    client.advance(SSO_TOKEN_LIFETIME_MS);
    const expired = await ssoLogin(client, token);
    expect([expired.status, errorBody(expired).code]).toEqual([422, 'sso_invalid']);
    expect((await ssoLogin(client, 'never-issued')).status).toBe(422);
    expect(await client.currentUser()).toBeNull();
  });

  it('still asks for the second factor of an account that has one', async () => {
    const client = demoClient();
    const answer = signInAnswer(await ssoLogin(client, await ssoToken(client, 'doctor')));
    expect(answer).toMatchObject({ twoFactorTokenVerified: false, secondFactor: 'authenticator' });
    expect(await client.currentUser()).toBeNull();
    await client.post('/api/auth/two-factor/verify', { code: client.totp(DOCTOR_TOTP_SECRET) });
    expect((await client.currentUser())?.username).toBe('doctor');
  });

  it('makes no token for an unknown user', async () => {
    const client = demoClient();
    const refused = await client.post('/api/__demo/sso-token', { username: 'nobody' }, 'en');
    expect([refused.status, errorBody(refused).message]).toEqual([422, 'This user does not exist.']);
  });
});
