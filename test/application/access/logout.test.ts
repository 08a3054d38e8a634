import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/access/logout';
import { SESSION_CHECK_RETRY_MS, RestoreSession } from '../../../src/application/access/restore-session';
import { fail, ok } from '../../../src/domain/shared/result';
import {
  FakeAuthGateway,
  FakeNavigator,
  FakeSessionBroadcast,
  FakeSessionStore,
  FakeThemePainter,
  RecordingNotifier,
} from '../../support/fakes';
import { FakeScheduler } from '../../support/fake-scheduler';
import { aUser } from '../../support/user-mother';

describe('logout', () => {
  it('clears the user and the theme and goes to /login', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const theme = new FakeThemePainter();
    const navigator = new FakeNavigator('/tasks');

    const broadcast = new FakeSessionBroadcast();
    await new Logout(auth, session, theme, navigator, broadcast, new RecordingNotifier()).execute();

    expect(auth.calls).toEqual(['signOut']);
    expect(broadcast.announced).toBe(1);
    expect(session.user).toBeNull();
    expect(session.status).toBe('unauthenticated');
    expect(theme.resets).toBe(1);
    expect(navigator.visited).toEqual(['/login']);
  });
});

describe('signing out', () => {
  it('after idling tells the user why', async () => {
    const notifier = new RecordingNotifier();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const logout = new Logout(
      new FakeAuthGateway(),
      session,
      new FakeThemePainter(),
      new FakeNavigator(),
      new FakeSessionBroadcast(),
      notifier,
    );
    await logout.execute('idle');
    expect(notifier.notices).toEqual([{ type: 'info', title: 'auth.signedOutIdle' }]);
  });

  it('in another tab clears this tab without calling the server', () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const navigator = new FakeNavigator('/tasks');
    const broadcast = new FakeSessionBroadcast();
    const logout = new Logout(
      auth,
      session,
      new FakeThemePainter(),
      navigator,
      broadcast,
      new RecordingNotifier(),
    );
    broadcast.onSignOut(() => logout.followOtherTab());
    broadcast.otherTabSignedOut();
    expect(session.user).toBeNull();
    expect(navigator.visited).toEqual(['/login']);
    expect(auth.calls).toEqual([]);
  });
});

describe('restoring the session on start', () => {
  it('signs in the user the server still knows, with their theme', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    const theme = new FakeThemePainter();
    auth.current = ok(aUser().withBranding(7).build());
    await new RestoreSession(auth, session, theme, new FakeScheduler()).execute();
    expect(session.status).toBe('authenticated');
    expect(theme.current.name).toBe('crimson');
  });

  it('ends loading as signed out when nobody is signed in, or the server says the session is over', async () => {
    const refusals = [
      ok(null),
      fail({ kind: 'unauthorized' as const }),
      fail({ kind: 'rejected' as const, status: 403, message: '', code: null, fieldErrors: {}, told: false }),
    ];
    for (const answer of refusals) {
      const auth = new FakeAuthGateway();
      const session = new FakeSessionStore();
      auth.current = answer;
      await new RestoreSession(auth, session, new FakeThemePainter(), new FakeScheduler()).execute();
      expect(session.status).toBe('unauthenticated');
    }
  });

  it('tries again after a server hiccup and keeps the user signed in when the server answers', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    const scheduler = new FakeScheduler();
    const answers = [
      fail({ kind: 'rejected' as const, status: 503, message: '', code: null, fieldErrors: {}, told: false }),
      fail({ kind: 'malformed' as const, told: false }),
      ok(aUser().build()),
    ];
    auth.currentUser = () => Promise.resolve(answers.shift() ?? ok(null));
    const restoring = new RestoreSession(auth, session, new FakeThemePainter(), scheduler).execute();
    for (const pause of SESSION_CHECK_RETRY_MS) {
      await settle();
      expect(session.status).toBe('loading');
      scheduler.advance(pause);
    }
    await restoring;
    expect(session.status).toBe('authenticated');
  });

  it('says the server cannot be reached after the last try, without signing anyone out', async () => {
    const auth = new FakeAuthGateway();
    const session = new FakeSessionStore();
    const scheduler = new FakeScheduler();
    auth.current = fail({ kind: 'network' as const, told: false });
    const restoring = new RestoreSession(auth, session, new FakeThemePainter(), scheduler).execute();
    for (const pause of SESSION_CHECK_RETRY_MS) {
      await settle();
      scheduler.advance(pause);
    }
    await restoring;
    expect(session.status).toBe('loading');
    expect(session.unreachable).toBe(true);
    expect(session.clears).toBe(0);
  });
});

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
