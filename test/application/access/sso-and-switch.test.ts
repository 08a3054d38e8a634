import { describe, expect, it } from 'vitest';
import { CompleteSignIn } from '../../../src/application/access/complete-sign-in';
import { SsoLogin } from '../../../src/application/access/sso-login';
import { SwitchUser } from '../../../src/application/access/switch-user';
import { fail, ok } from '../../../src/domain/shared/result';
import { LocationSsoTokenSource } from '../../../src/infrastructure/browser/location-sso-token-source';
import {
  FakeAuthGateway,
  FakeNavigator,
  FakeSessionStore,
  FakeThemePainter,
  RecordingNotifier,
} from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function tokenSource(path: string) {
  const replaced: string[] = [];
  const source = new LocationSsoTokenSource(
    { pathname: path },
    { replaceState: (_d, _u, url) => replaced.push(String(url)) },
  );
  return { source, replaced };
}

describe('the SSO token', () => {
  it('leaves the address bar at once and is handed out only once', () => {
    const { source, replaced } = tokenSource('/auth/sso/login/abc/def%2Bghi');
    expect(replaced).toEqual(['/auth/sso/login/redeeming']);
    expect(source.take()).toBe('abc/def+ghi');
    expect(source.take()).toBeNull();
  });

  it('is not looked for on other pages', () => {
    const { source, replaced } = tokenSource('/tasks');
    expect(replaced).toEqual([]);
    expect(source.take()).toBeNull();
  });
});

describe('signing in with SSO', () => {
  const setUp = (path: string) => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    const navigator = new FakeNavigator();
    const completion = new CompleteSignIn(auth, session, new FakeThemePainter(), navigator);
    const sso = new SsoLogin(auth, completion, navigator, tokenSource(path).source);
    return { auth, session, navigator, sso };
  };

  it('works like a password sign-in', async () => {
    const { auth, session, navigator, sso } = setUp('/auth/sso/login/tok');
    auth.ssoAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: true, secondFactor: null });
    await sso.execute();
    expect(auth.lastToken).toBe('tok');
    expect(session.status).toBe('authenticated');
    expect(navigator.visited).toEqual(['/']);
  });

  it('lands on /auth/sso/failed for a refused token, or when there is none', async () => {
    const refused = setUp('/auth/sso/login/tok');
    refused.auth.ssoAnswer = fail({
      kind: 'rejected',
      status: 422,
      message: '',
      code: 'sso_invalid',
      fieldErrors: {},
      told: true,
    });
    await refused.sso.execute();
    expect(refused.navigator.visited).toEqual(['/auth/sso/failed']);
    const none = setUp('/auth/sso/login/redeeming');
    await none.sso.execute();
    expect(none.auth.calls).toEqual([]);
    expect(none.navigator.visited).toEqual(['/auth/sso/failed']);
  });
});

describe('switching to a linked account', () => {
  const setUp = () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().withRole(['view_rooms']).build());
    const navigator = new FakeNavigator('/linkedUsers');
    const notifier = new RecordingNotifier();
    const theme = new FakeThemePainter();
    return {
      auth,
      session,
      navigator,
      notifier,
      theme,
      switchUser: new SwitchUser(auth, session, theme, navigator, notifier),
    };
  };

  it('takes on the new user and their branding, toasts the person’s name (not the username) and goes to /', async () => {
    const { auth, session, navigator, notifier, theme, switchUser } = setUp();
    const other = aUser()
      .named('linked.rivierenland')
      .displayedAs('Lars Koppeling')
      .withRole(['employer_view_dashboard'], 5)
      .withBranding(6)
      .build();
    auth.switchAnswer = ok({ user: other, twoFactorTokenVerified: true, secondFactor: null });
    await switchUser.execute('l-1');
    expect(auth.lastSwitch).toBe('l-1');
    expect(session.user).toBe(other);
    expect(theme.current.name).toBe('magenta');
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'common.successfullySwitchUser',
        values: { username: 'Lars Koppeling' },
      },
    ]);
    expect(navigator.visited).toEqual(['/']);
  });

  it('sends a user without roles to /portals', async () => {
    const { auth, navigator, switchUser } = setUp();
    auth.switchAnswer = ok({ user: aUser().build(), twoFactorTokenVerified: true, secondFactor: null });
    await switchUser.execute('l-2');
    expect(navigator.visited).toEqual(['/portals']);
  });

  it('on failure shows somethingWentWrong and clears the user', async () => {
    const { auth, session, notifier, navigator, switchUser } = setUp();
    auth.switchAnswer = fail({
      kind: 'rejected',
      status: 403,
      message: '',
      code: 'not_linked',
      fieldErrors: {},
      told: false,
    });
    await switchUser.execute('x');
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
    expect(session.user).toBeNull();
    expect(navigator.visited).toEqual(['/login']);
  });

  it('adds no second message to a failure the user was already told of (a network fault)', async () => {
    const { auth, notifier, switchUser } = setUp();
    auth.switchAnswer = fail({ kind: 'network', told: true });
    await switchUser.execute('x');
    expect(notifier.notices).toEqual([]);
  });
});
