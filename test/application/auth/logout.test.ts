import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/auth/logout';
import { RestoreSession } from '../../../src/application/auth/restore-session';
import { fail, ok } from '../../../src/domain/shared/result';
import { FakeAuthGateway, FakeNavigator, FakeSessionStore, FakeThemePainter } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

describe('logout', () => {
  it('clears the user and the theme and goes to /login', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const theme = new FakeThemePainter();
    const navigator = new FakeNavigator('/tasks');

    await new Logout(auth, session, theme, navigator).execute();

    expect(auth.calls).toEqual(['signOut']);
    expect(session.user).toBeNull();
    expect(session.status).toBe('unauthenticated');
    expect(theme.resets).toBe(1);
    expect(navigator.visited).toEqual(['/login']);
  });
});

describe('restoring the session on start', () => {
  it('signs in the user the server still knows, with their theme', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    const theme = new FakeThemePainter();
    auth.current = ok(aUser().withBranding(7).build());
    await new RestoreSession(auth, session, theme).execute();
    expect(session.status).toBe('authenticated');
    expect(theme.current.name).toBe('crimson');
  });

  it('ends loading as signed out when nobody is signed in or the server cannot say', async () => {
    for (const answer of [ok(null), fail({ kind: 'network' as const })]) {
      const auth = new FakeAuthGateway();
      const session = new FakeSessionStore();
      auth.current = answer;
      await new RestoreSession(auth, session, new FakeThemePainter()).execute();
      expect(session.status).toBe('unauthenticated');
    }
  });
});
