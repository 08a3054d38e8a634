import { describe, expect, it } from 'vitest';
import { Logout } from '../../../src/application/auth/logout';
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
import { aUser } from '../../support/user-mother';

class ManualTime implements UserActivity {
  now = 1_000_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private next = 0;
  private listeners: (() => void)[] = [];
  schedule = (run: () => void, ms: number) => {
    const id = this.next++;
    this.timers.push({ at: this.now + ms, run, id });
    return () => (this.timers = this.timers.filter((timer) => timer.id !== id));
  };
  onActivity(listener: () => void) {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((candidate) => candidate !== listener));
  }
  act(): void {
    for (const listener of this.listeners) listener();
  }
  get listening(): number {
    return this.listeners.length + this.timers.length;
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer.id !== due.id);
      this.now = due.at;
      due.run();
    }
    this.now = end;
  }
}

function setUp(idleTimeoutMs = 120_000) {
  const time = new ManualTime();
  const auth = new FakeAuthGateway();
  auth.activity = ok({ lastActivity: time.now, idleTimeoutMs });
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
  const vm = new SessionTimeoutViewModel(new SessionWatch(auth, logout), time, time.schedule, () => time.now);
  return { time, auth, session, notifier, navigator, vm };
}

describe('the session timeout', () => {
  it('warns 60 seconds before the idle limit and signs out at it', async () => {
    const { time, vm, session, notifier, navigator } = setUp();
    await vm.start();
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
    await vm.start();
    for (let i = 0; i < 10; i++) {
      time.advance(30_000);
      time.act();
    }
    expect(vm.warning).toBe(false);
    expect(auth.calls.filter((call) => call === 'keepAlive')).toHaveLength(5);
  });

  it('once warned, only the button keeps the session, and it renews it', async () => {
    const { time, vm, session, auth } = setUp();
    await vm.start();
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

  it('leaves nothing running when disposed', async () => {
    const { time, vm } = setUp();
    await vm.start();
    vm.dispose();
    expect(time.listening).toBe(0);
  });
});

describe('the session timeout under a remount', () => {
  it('starts again after a dispose, with one set of listeners (React strict mode mounts twice)', async () => {
    const { time, vm } = setUp();
    const first = vm.start();
    vm.dispose();
    await vm.start();
    await first;
    expect(time.listening).toBe(2);
    time.advance(60_000);
    expect(vm.warning).toBe(true);
  });
});
