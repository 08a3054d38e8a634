import { describe, expect, it } from 'vitest';
import { GuardNavigation } from '../../../src/application/access/guard-navigation';
import { ResolvePortalRedirect } from '../../../src/application/access/resolve-portal-redirect';
import type { RestoreSession } from '../../../src/application/access/restore-session';
import { NavigationGateViewModel } from '../../../src/ui/shell/navigation-gate-view-model';
import { FakeAttempts, FakeExternalNavigator, FakePortalSelection } from '../../support/access-fakes';
import { FakeNavigator, FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp() {
  const session = new FakeSessionStore();
  const attempts = new FakeAttempts();
  const navigator = new FakeNavigator();
  const portalRedirect = new ResolvePortalRedirect(
    session,
    attempts,
    new FakeExternalNavigator(),
    new FakePortalSelection(),
  );
  const guard = new GuardNavigation(session, attempts, navigator, new RecordingNotifier(), portalRedirect);
  const restore = { execute: () => Promise.resolve() } as unknown as RestoreSession;
  return { session, navigator, gate: new NavigationGateViewModel(guard, session, restore) };
}

describe('the navigation gate', () => {
  it('shows an allowed page in the same render as its address, before the move is recorded', () => {
    const { session, gate } = setUp();
    session.signIn(aUser().withRole(['view_rooms', 'view_tasks']).build());
    gate.navigated('first', { pathname: '/rooms', search: '' });
    // The next page's decision is there at once, so the frame around the pages never unmounts.
    expect(gate.decisionFor('second', { pathname: '/tasks', search: '' })).toMatchObject({
      kind: 'allow',
      routeId: 'tasks',
    });
  });

  it('holds back a page the user may not open until the move elsewhere is carried out', () => {
    const { session, gate, navigator } = setUp();
    session.signIn(aUser().withRole(['view_rooms']).build());
    expect(gate.decisionFor('second', { pathname: '/tasks', search: '' })).toBeNull();
    expect(navigator.visited).toEqual([]);
    gate.navigated('second', { pathname: '/tasks', search: '' });
    expect(gate.decisionFor('second', { pathname: '/tasks', search: '' })?.kind).toBe('redirect');
    expect(navigator.visited).toEqual(['/rooms']);
  });

  it('decides nothing while the session is still being checked', () => {
    const { gate } = setUp();
    expect(gate.decisionFor('first', { pathname: '/tasks', search: '' })).toBeNull();
  });
});
