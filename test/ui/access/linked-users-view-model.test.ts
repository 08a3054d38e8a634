import { describe, expect, it } from 'vitest';
import { SwitchUser } from '../../../src/application/auth/switch-user';
import { fail, ok } from '../../../src/domain/shared/result';
import { LinkedUsersViewModel } from '../../../src/ui/screens/access/linked-users-view-model';
import {
  FakeAuthGateway,
  FakeNavigator,
  FakeSessionStore,
  FakeThemePainter,
  RecordingNotifier,
} from '../../support/fakes';
import { aUser } from '../../support/user-mother';

const linked = [
  { id: 'l-1', username: 'met.rol', displayName: 'Met rol', employerName: 'Zorggroep', hasRole: true },
  { id: 'l-2', username: 'zonder.rol', displayName: 'Zonder rol', employerName: null, hasRole: false },
];

function setUp(onlyShowRoleLinkedUsers: boolean) {
  const auth = new FakeAuthGateway();
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
  return { auth, vm: new LinkedUsersViewModel(auth, switchUser) };
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
});
