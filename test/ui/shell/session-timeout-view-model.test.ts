import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/access/logout';
import { SessionWatch } from '../../../src/application/session/session-watch';
import type { UserActivity } from '../../../src/application/session/user-activity';
import { ok } from '../../../src/domain/shared/result';
import { SessionTimeoutViewModel } from '../../../src/ui/shell/session-timeout-view-model';
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

/** The user's activity and the clock, both driven by the test. */
class ManualTime extends FakeScheduler implements UserActivity {
  private listeners: (() => void)[] = [];
  constructor() {
    super(1_000_000);
  }
  onActivity(listener: () => void) {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((candidate) => candidate !== listener));
  }
  act(): void {
    for (const listener of this.listeners) listener();
  }
  get listening(): number {
    return this.listeners.length + this.running;
  }
}

/** Lets the view-model's first call (the sync with the server) answer. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setUp(idleTimeoutMs = 120_000) {
  const time = new ManualTime();
  const auth = new FakeAuthGateway();
  auth.activity = ok({ lastActivity: time.now(), idleTimeoutMs });
  const session = new FakeSessionStore();
  session.signIn(aUser().build());
  const notifier = new RecordingNotifier();
  const navigator = new FakeNavigator('/tasks');
  const logout = new Logout(
    auth,
    session,
    new FakeThemePainter(),
    navigator,
    new FakeSessionBroadcast(),
    notifier,
  );
  const vm = new SessionTimeoutViewModel(new SessionWatch(auth, logout), time, time);
  return { time, auth, session, notifier, navigator, vm };
}

describe('the session timeout', () => {
  it('warns 60 seconds before the idle limit and signs out at it', async () => {
    const { time, vm, session, notifier, navigator } = setUp();
    vm.attach();
    await settle();
    time.advance(59_999);
    expect(vm.warning).toBe(false);
    time.advance(1);
    expect(vm.warning).toBe(true);
    expect(vm.secondsLeft).toBe(60);
    time.advance(30_000);
    expect(vm.secondsLeft).toBe(30);
    time.advance(30_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(session.user).toBeNull();
    expect(notifier.notices).toEqual([{ type: 'info', title: 'auth.signedOutIdle' }]);
    expect(navigator.visited).toEqual(['/login']);
    expect(time.listening).toBe(0);
  });

  it('keeps an active user signed in, pinging the server at most once a minute', async () => {
    const { time, vm, auth } = setUp();
    vm.attach();
    await settle();
    for (let i = 0; i < 10; i++) {
      time.advance(30_000);
      time.act();
    }
    expect(vm.warning).toBe(false);
    expect(auth.calls.filter((call) => call === 'keepAlive')).toHaveLength(5);
  });

  it('once warned, only the button keeps the session, and it renews it', async () => {
    const { time, vm, session, auth } = setUp();
    vm.attach();
    await settle();
    time.advance(70_000);
    time.act();
    expect(vm.warning).toBe(true);
    await vm.stay();
    expect(auth.calls).toContain('refreshSession');
    expect(vm.warning).toBe(false);
    time.advance(59_000);
    expect(vm.warning).toBe(false);
    expect(session.user).not.toBeNull();
  });

  it('leaves nothing running when detached', async () => {
    const { time, vm } = setUp();
    const detach = vm.attach();
    await settle();
    detach();
    expect(time.listening).toBe(0);
  });
});

describe('the session timeout under a remount', () => {
  it('starts again after a detach, with one set of listeners (React strict mode mounts twice)', async () => {
    const { time, vm } = setUp();
    const detach = vm.attach();
    detach();
    vm.attach();
    await settle();
    expect(time.listening).toBe(2);
    time.advance(60_000);
    expect(vm.warning).toBe(true);
  });
});
