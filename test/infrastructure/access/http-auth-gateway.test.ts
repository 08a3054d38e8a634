import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { CSRF_COOKIE } from '../../../src/infrastructure/browser/cookie-names';
import { MAX_FAILED_ATTEMPTS } from '../../../src/infrastructure/demo-backend/demo-backend';
import { DEMO_PASSWORD, DOCTOR_TOTP_SECRET } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';
import { inProcessBackend, TEST_ORIGIN } from '../../support/in-process-backend';

function setUp(options: { now?: () => number } = {}) {
  const backend = inProcessBackend(options);
  const notifier = new RecordingNotifier();
  let unauthorized = 0;
  let locale: 'nl' | 'en' = 'nl';
  const http = new HttpClient({
    fetch: backend.fetch,
    origin: TEST_ORIGIN,
    locale: () => locale,
    portal: () => 'arbo',
    csrfToken: () => backend.cookie(CSRF_COOKIE),
    notifier,
    onUnauthorized: () => (unauthorized += 1),
    backoffMs: 1,
  });
  return {
    backend,
    notifier,
    gateway: new HttpAuthGateway(http),
    unauthorizedCount: () => unauthorized,
    speak: (next: 'nl' | 'en') => (locale = next),
  };
}

describe('the auth gateway against the demo backend', () => {
  it('signs in the planner and then knows them as the current user', async () => {
    const { gateway } = setUp();
    const answer = await gateway.signIn({ username: 'planner', password: DEMO_PASSWORD });
    expect(answer.ok && answer.value.user?.username).toBe('planner');
    expect(answer.ok && answer.value.twoFactorTokenVerified).toBe(true);
    const current = await gateway.currentUser();
    expect(current.ok && current.value?.roles.map((role) => role.product)).toEqual(['agenda']);
  });

  it('gives the employer their branding and the employer user type', async () => {
    const { gateway } = setUp();
    const answer = await gateway.signIn({ username: 'employer', password: DEMO_PASSWORD });
    const user = answer.ok ? answer.value.user : null;
    expect(user?.userTypeId).toBe(3);
    expect(user?.employer?.branding?.themeId).toBe(4);
  });

  it('refuses a wrong password with the server’s message in the request’s language, and no toast of its own', async () => {
    const { gateway, notifier, speak } = setUp();
    speak('en');
    const answer = await gateway.signIn({ username: 'planner', password: 'nope' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.kind === 'rejected' && answer.error.status).toBe(422);
    expect(!answer.ok && answer.error.kind === 'rejected' && answer.error.message).toBe(
      'The username or password is not correct. You have 4 more tries; after that the account is locked for 15 minutes.',
    );
    expect(notifier.notices).toEqual([]);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const { gateway } = setUp();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++)
      await gateway.signIn({ username: 'admin', password: 'wrong' });
    const answer = await gateway.signIn({ username: 'admin', password: DEMO_PASSWORD });
    expect(!answer.ok && answer.error.kind === 'rejected' && answer.error.code).toBe('account_locked');
  });

  it('asks the doctor for a TOTP code and accepts a valid one once', async () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    const { gateway } = setUp({ now: () => now });
    const first = await gateway.signIn({ username: 'doctor', password: DEMO_PASSWORD });
    expect(first.ok && first.value).toMatchObject({
      twoFactorTokenVerified: false,
      secondFactor: 'authenticator',
    });
    expect((await gateway.currentUser()).ok && (await gateway.currentUser())).toEqual({
      ok: true,
      value: null,
    });

    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(DOCTOR_TOTP_SECRET),
      digits: 6,
      period: 30,
    });
    const code = totp.generate({ timestamp: now });
    const wrong = await gateway.verifySecondFactor('authenticator', code === '000000' ? '111111' : '000000');
    expect(wrong.ok).toBe(false);
    const verified = await gateway.verifySecondFactor('authenticator', code);
    expect(verified.ok && verified.value.user?.isMedical).toBe(true);

    await gateway.signOut();
    await gateway.signIn({ username: 'doctor', password: DEMO_PASSWORD });
    expect((await gateway.verifySecondFactor('authenticator', code)).ok).toBe(false);
  });

  it('signs out so the session no longer has a user', async () => {
    const { gateway } = setUp();
    await gateway.signIn({ username: 'planner', password: DEMO_PASSWORD });
    expect((await gateway.signOut()).ok).toBe(true);
    expect(await gateway.currentUser()).toEqual({ ok: true, value: null });
  });

  it('keeps a session alive, and answers 401 without one', async () => {
    const { gateway, unauthorizedCount } = setUp();
    expect((await gateway.keepAlive()).ok).toBe(false);
    expect(unauthorizedCount()).toBe(1);
    await gateway.signIn({ username: 'planner', password: DEMO_PASSWORD });
    expect((await gateway.keepAlive()).ok).toBe(true);
  });

  it('lists the linked accounts of the linked user', async () => {
    const { gateway } = setUp();
    await gateway.signIn({ username: 'linked', password: DEMO_PASSWORD });
    const linked = await gateway.linkedUsers();
    expect(linked.ok && linked.value.users.map((user) => user.username)).toEqual([
      'linked.rivierenland',
      'linked.vanderlinden',
    ]);
  });

  it('passes the caller’s signal on: a cancelled read answers aborted, telling nobody', async () => {
    const { gateway, notifier } = setUp();
    await gateway.signIn({ username: 'linked', password: DEMO_PASSWORD });
    const live = new AbortController();
    expect((await gateway.linkedUsers(live.signal)).ok).toBe(true);
    const cancelled = new AbortController();
    cancelled.abort();
    expect(await gateway.linkedUsers(cancelled.signal)).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(await gateway.lastActivity(cancelled.signal)).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(await gateway.currentUser(cancelled.signal)).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(notifier.notices.filter((notice) => notice.type === 'error')).toEqual([]);
  });

  it('refuses a write whose csrf-token header does not match the cookie', async () => {
    const { backend } = setUp();
    await backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
    const response = await backend.fetch(`${TEST_ORIGIN}/api/auth/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'csrf-token': 'forged' },
      body: JSON.stringify({ username: 'planner', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(419);
  });

  it('survives injected faults: 503s become typed failures and malformed bodies a generic error', async () => {
    const { gateway, backend, notifier } = setUp();
    await gateway.signIn({ username: 'linked', password: DEMO_PASSWORD });
    backend.store.change((state) => (state.faults.malformedRate = 1));
    expect(await gateway.linkedUsers()).toEqual({ ok: false, error: { kind: 'malformed', told: true } });
    expect(notifier.notices.at(-1)?.title).toBe('common.malformedResponse');
    backend.store.change((state) => {
      state.faults.malformedRate = 0;
      state.faults.errorRate = 1;
    });
    const failed = await gateway.linkedUsers();
    expect(!failed.ok && failed.error.kind === 'rejected' && failed.error.status).toBe(503);
  });

  it('ends the session with a 401 mid-session when told to', async () => {
    const { gateway, backend, unauthorizedCount } = setUp();
    await gateway.signIn({ username: 'planner', password: DEMO_PASSWORD });
    backend.store.change((state) => (state.faults.unauthorizedOnce = true));
    expect(await gateway.linkedUsers()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(unauthorizedCount()).toBe(1);
    expect(await gateway.currentUser()).toEqual({ ok: true, value: null });
  });
});
