import { describe, expect, it } from 'vitest';
import type { LinkedUsers } from '../../../src/application/access/auth-gateway';
import { SwitchUser } from '../../../src/application/access/switch-user';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { ListLinkedUsers } from '../../../src/application/access/list-linked-users';
import { LinkedUsersViewModel } from '../../../src/ui/screens/access/linked-users-view-model';
import {
  FakeAuthGateway,
  FakeNavigator,
  FakeSessionStore,
  FakeThemePainter,
  RecordingNotifier,
} from '../../support/fakes';
import { aUser } from '../../support/user-mother';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const linked = [
  { id: 'l-1', username: 'met.rol', displayName: 'Met rol', employerName: 'Zorggroep', hasRole: true },
  { id: 'l-2', username: 'zonder.rol', displayName: 'Zonder rol', employerName: null, hasRole: false },
];

/**
 * Holds every list request until it is answered. Like fetch it answers a cancelled one as aborted,
 * unless told to be a server that answers late anyway.
 */
class HeldAuthGateway extends FakeAuthGateway {
  readonly pending: ((answer: Result<LinkedUsers, GatewayFailure>) => void)[] = [];
  answersLateAnyway = false;
  override linkedUsers(signal?: AbortSignal) {
    this.calls.push('linkedUsers');
    this.signals.push(signal);
    return new Promise<Result<LinkedUsers, GatewayFailure>>((resolve) => {
      this.pending.push(resolve);
      signal?.addEventListener('abort', () => {
        if (!this.answersLateAnyway) resolve(fail({ kind: 'aborted' }));
      });
    });
  }
}

function setUp(onlyShowRoleLinkedUsers: boolean, auth = new FakeAuthGateway()) {
  auth.linked = ok({ users: linked, onlyShowRoleLinkedUsers });
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['view_rooms']).build());
  const switchUser = new SwitchUser(
    auth,
    session,
    new FakeThemePainter(),
    new FakeNavigator(),
    new RecordingNotifier(),
  );
  return { auth, vm: new LinkedUsersViewModel(new ListLinkedUsers(auth), switchUser) };
}

describe('the linked accounts screen', () => {
  it('offers every linked account', async () => {
    const { vm } = setUp(false);
    await vm.load();
    expect(vm.choices.map((user) => user.id)).toEqual(['l-1', 'l-2']);
  });

  it('offers only accounts with a role when onlyShowRoleLinkedUsers says so', async () => {
    const { vm } = setUp(true);
    await vm.load();
    expect(vm.choices.map((user) => user.id)).toEqual(['l-1']);
  });

  it('says so when the list cannot be loaded', async () => {
    const { auth, vm } = setUp(false);
    auth.linked = fail({ kind: 'network', told: true });
    await vm.load();
    expect(vm.state).toBe('failed');
  });

  it('switches once even when chosen twice quickly', async () => {
    const { auth, vm } = setUp(false);
    auth.switchAnswer = ok({
      user: aUser().withRole(['view_rooms']).build(),
      twoFactorTokenVerified: true,
      secondFactor: null,
    });
    await vm.load();
    await Promise.all([vm.choose('l-1'), vm.choose('l-1')]);
    expect(auth.calls.filter((call) => call === 'switchUser')).toHaveLength(1);
  });

  it('loads on attach and cancels the load when the screen is left, showing no error', async () => {
    const { auth, vm } = setUp(false, new HeldAuthGateway());
    const detach = vm.attach();
    const signal = auth.signals.at(-1);
    expect(signal?.aborted).toBe(false);
    detach();
    expect(signal?.aborted).toBe(true);
    await settle();
    expect(vm.state).not.toBe('failed');
  });

  it('cancels an older load when a newer one starts, and keeps the newer answer', async () => {
    const auth = new HeldAuthGateway();
    auth.answersLateAnyway = true;
    const { vm } = setUp(false, auth);
    const first = vm.load();
    const second = vm.load();
    expect(auth.signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    auth.pending[1]?.(ok({ users: linked, onlyShowRoleLinkedUsers: false }));
    await second;
    auth.pending[0]?.(ok({ users: linked.slice(1), onlyShowRoleLinkedUsers: false }));
    await first;
    expect(vm.state).toBe('ready');
    expect(vm.choices.map((user) => user.id)).toEqual(['l-1', 'l-2']);
  });

  it('shows no error for an answer that says the load was cancelled', async () => {
    const { auth, vm } = setUp(false);
    auth.linked = fail({ kind: 'aborted' });
    await vm.load();
    expect(vm.state).not.toBe('failed');
  });
});
