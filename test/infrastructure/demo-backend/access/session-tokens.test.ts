import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpPreferencesGateway } from '../../../../src/infrastructure/account/http-preferences-gateway';
import { HttpAuthGateway } from '../../../../src/infrastructure/access/http-auth-gateway';
import { KeepAliveSchema } from '../../../../src/infrastructure/access/auth-schemas';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import { SESSION_LIFETIME_MS } from '../../../../src/infrastructure/demo-backend/access/session-kit';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { httpClientFor, inProcessBackend, TEST_ORIGIN } from '../../../support/in-process-backend';
import { userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient, START } from '../demo-client';

const PREFERENCES = '/api/external/v2/users/me/preferences';
const MINUTE = 60_000;

/** A write of the signed-in user, with exactly this csrf cookie and header. */
function writeWith(client: DemoClient, token: string) {
  client.backend.jar.set(CSRF_COOKIE, token);
  return client.patch(PREFERENCES, { preferences: { language: 'en' } });
}

const csrfOf = (client: DemoClient) => client.backend.cookie(CSRF_COOKIE) ?? '';

const cookieIn = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .findLast((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

/** The csrf token a second browser gets when it signs in to the same backend as the planner did. */
async function tokenOfAnotherSession(client: DemoClient): Promise<string> {
  const { app } = client.backend;
  const token = cookieIn(await app.fetch(new Request(`${TEST_ORIGIN}/api/auth/csrf`)), CSRF_COOKIE);
  const signedIn = await app.fetch(
    new Request(`${TEST_ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `${CSRF_COOKIE}=${token}`,
        'csrf-token': token,
      },
      body: JSON.stringify({ username: 'planner', password: DEMO_PASSWORD }),
    }),
  );
  expect(signedIn.status).toBe(200);
  return cookieIn(signedIn, CSRF_COOKIE);
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the csrf token of a session', () => {
  it('is a new one after signing in, and the one from before no longer writes', async () => {
    const client = demoClient();
    await client.get('/api/auth/csrf');
    const before = csrfOf(client);
    expect(before).not.toBe('');
    expect((await client.signIn('planner')).status).toBe(200);
    const after = csrfOf(client);
    expect(after).not.toBe(before);

    const refused = await writeWith(client, before);
    expect([refused.status, (refused.json as { code: string }).code]).toEqual([419, 'csrf_mismatch']);
    expect((await writeWith(client, after)).status).toBe(200);
  });

  it('belongs to its session: the token of another session is refused, even placed in the cookie', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const own = csrfOf(client);
    const others = await tokenOfAnotherSession(client);
    expect(others).not.toBe(own);
    expect((await writeWith(client, others)).status).toBe(419);
    expect((await writeWith(client, own)).status).toBe(200);
  });

  it('is a new one after a single sign-on, a switch to a linked account and a sign-out', async () => {
    const client = demoClient();
    const { token } = (
      (await client.post('/api/__demo/sso-token', { username: 'linked' })).json as { data: { token: string } }
    ).data;
    const beforeSso = csrfOf(client);
    expect((await client.post('/api/auth/sso/login', { token })).status).toBe(200);
    const afterSso = csrfOf(client);
    expect(afterSso).not.toBe(beforeSso);

    const switched = await client.post(`/api/auth/switchUser/${userNamed('linked.rivierenland').id}`);
    expect(switched.status).toBe(200);
    const afterSwitch = csrfOf(client);
    expect(afterSwitch).not.toBe(afterSso);
    expect((await writeWith(client, afterSso)).status).toBe(419);
    expect((await writeWith(client, afterSwitch)).status).toBe(200);

    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect(csrfOf(client)).not.toBe(afterSwitch);
    expect((await client.signIn('planner')).status).toBe(200);
  });

  it('is found again by a browser that lost its csrf cookie: the next answer brings one its session takes', async () => {
    const client = demoClient();
    await client.signIn('planner');
    client.backend.jar.delete(CSRF_COOKIE);
    expect((await client.get(PREFERENCES)).status).toBe(200);
    expect(csrfOf(client)).not.toBe('');
    expect((await client.patch(PREFERENCES, { preferences: { language: 'en' } })).status).toBe(200);
  });

  it('changes without the portal noticing: its HTTP client keeps writing across sign-ins and a sign-out', async () => {
    const backend = inProcessBackend({ now: () => START });
    const http = httpClientFor(backend);
    const auth = new HttpAuthGateway(http);
    const preferences = new HttpPreferencesGateway(http);
    for (const username of ['planner', 'admin']) {
      expect((await auth.signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
      expect((await preferences.save({ agendaView: 'workweek' })).ok).toBe(true);
      expect((await auth.signOut()).ok).toBe(true);
    }
  });
});

describe('the lifetime of a session', () => {
  it('ends twelve hours after the sign-in, however active it stays', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const signedInAt = client.now();
    while (client.now() + 20 * MINUTE < signedInAt + SESSION_LIFETIME_MS) {
      client.advance(20 * MINUTE);
      expect((await client.post('/api/auth/keep-alive')).status).toBe(200);
    }
    const last = v.parse(KeepAliveSchema, (await client.post('/api/auth/keep-alive')).json);
    expect(last.data.expiresAt).toBe(new Date(signedInAt + SESSION_LIFETIME_MS).toISOString());
    client.advance(signedInAt + SESSION_LIFETIME_MS - 1 - client.now());
    expect((await client.currentUser())?.username).toBe('planner');
    client.advance(1);
    expect(await client.currentUser()).toBeNull();
    expect((await client.get(PREFERENCES)).status).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is kept only as its hash, so the state file signs no one in', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const cookie = client.backend.cookie(SESSION_COOKIE) ?? '';
    const { sessions } = client.backend.store.state;
    expect(Object.keys(sessions)).toEqual([sha256(cookie)]);
    expect(JSON.stringify(client.backend.store.state)).not.toContain(cookie);

    // Whoever copies the state file has the key, not the cookie: the key signs no one in.
    client.backend.jar.set(SESSION_COOKIE, sha256(cookie));
    expect(await client.currentUser()).toBeNull();
  });
});
