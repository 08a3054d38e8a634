import { describe, expect, it } from 'vitest';
import { CompleteSignIn } from '../../../src/application/access/complete-sign-in';
import { Login } from '../../../src/application/access/login';
import { VerifyTwoFactor } from '../../../src/application/access/verify-two-factor';
import { fail, ok } from '../../../src/domain/shared/result';
import { FakeAuthGateway, FakeNavigator, FakeSessionStore, FakeThemePainter } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp() {
  const auth = new FakeAuthGateway();
  const session = new FakeSessionStore();
  const theme = new FakeThemePainter();
  const navigator = new FakeNavigator('/login');
  const completion = new CompleteSignIn(auth, session, theme, navigator);
  const login = new Login(auth, completion, navigator);
  const verify = new VerifyTwoFactor(auth, completion, navigator);
  return { auth, session, theme, navigator, login, verify };
}

const rejected = (status: number, code: string | null) =>
  fail({ kind: 'rejected' as const, status, message: '', code, fieldErrors: {}, told: true });

const credentials = { username: 'planner', password: 'Welkom01!' };

describe('login', () => {
  it('signs in, applies the employer branding and goes to / when there are no linked accounts', async () => {
    const { auth, session, theme, navigator, login } = setUp();
    const user = aUser().withBranding(4).build();
    auth.signInAnswer = ok({ user, twoFactorTokenVerified: true, secondFactor: null });

    const result = await login.execute(credentials, null);

    expect(result).toEqual(ok({ kind: 'signed-in', landing: '/' }));
    expect(session.user).toBe(user);
    expect(theme.resets).toBe(1);
    expect(theme.current.name).toBe('emerald-green');
    expect(navigator.visited).toEqual(['/']);
  });

  it('sends a user with linked accounts to /linkedUsers', async () => {
    const { auth, navigator, login } = setUp();
    auth.signInAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: true, secondFactor: null });
    auth.linked = ok({
      users: [{ id: 'l-1', username: 'other', displayName: 'Other', employerName: null, hasRole: true }],
      onlyShowRoleLinkedUsers: false,
    });

    await login.execute(credentials, '/tasks');

    expect(navigator.visited).toEqual(['/linkedUsers']);
  });

  it('returns to where the user was heading, but never off the portal', async () => {
    const { auth, navigator, login } = setUp();
    auth.signInAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: true, secondFactor: null });
    await login.execute(credentials, '/tasks?page[number]=2');
    await login.execute(credentials, '//evil.example/');
    expect(navigator.visited).toEqual(['/tasks?page[number]=2', '/']);
  });

  it('asks for the second factor and keeps the session closed until it is verified', async () => {
    const { auth, session, navigator, login } = setUp();
    auth.signInAnswer = ok({
      user: aUser().build(),
      twoFactorTokenVerified: false,
      secondFactor: 'authenticator',
    });

    const result = await login.execute(credentials, null);

    expect(result).toEqual(ok({ kind: 'second-factor', method: 'authenticator' }));
    expect(session.status).toBe('loading');
    expect(navigator.visited).toEqual([]);
  });

  it('completes the sign-in once the second factor is verified, without spaces in the code', async () => {
    const { auth, session, verify } = setUp();
    const user = aUser().medical().build();
    auth.verifyAnswer = ok({ user, twoFactorTokenVerified: true, secondFactor: null });

    const result = await verify.execute('sms', '123 456', null);

    expect(auth.lastMethod).toBe('sms');
    expect(auth.lastCode).toBe('123456');
    expect(result.ok).toBe(true);
    expect(session.user).toBe(user);
  });

  it('goes to /login when the backend returns no user', async () => {
    const { auth, navigator, login } = setUp();
    auth.signInAnswer = ok({ user: null, twoFactorTokenVerified: true, secondFactor: null });
    expect(await login.execute(credentials, null)).toEqual(fail({ error: 'login.no-user', message: null }));
    expect(navigator.visited).toEqual(['/login']);
  });

  it('passes on the server’s words for wrong credentials, which tell the tries left', async () => {
    const { auth, login } = setUp();
    auth.signInAnswer = fail({
      kind: 'rejected' as const,
      status: 422,
      message: 'Onjuiste gebruikersnaam of wachtwoord. U kunt het nog 3 keer proberen.',
      code: 'invalid_credentials',
      fieldErrors: {},
      told: false,
    });
    expect(await login.execute(credentials, null)).toEqual(
      fail({
        error: 'login.invalid-credentials',
        message: 'Onjuiste gebruikersnaam of wachtwoord. U kunt het nog 3 keer proberen.',
      }),
    );
  });

  it('tells wrong credentials, a locked account, an unreachable server and a malformed answer apart', async () => {
    const { auth, login } = setUp();
    auth.signInAnswer = rejected(422, 'invalid_credentials');
    expect(await login.execute(credentials, null)).toEqual(
      fail({ error: 'login.invalid-credentials', message: null }),
    );
    auth.signInAnswer = rejected(423, 'account_locked');
    expect(await login.execute(credentials, null)).toEqual(fail({ error: 'login.locked', message: null }));
    auth.signInAnswer = fail({ kind: 'network', told: true });
    expect(await login.execute(credentials, null)).toEqual(
      fail({ error: 'login.unavailable', message: null }),
    );
    auth.signInAnswer = fail({ kind: 'malformed', told: false });
    expect(await login.execute(credentials, null)).toEqual(fail({ error: 'login.malformed', message: null }));
  });
});
