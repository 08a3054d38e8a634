import { describe, expect, it } from 'vitest';
import { GuardNavigation } from '../../../src/application/access/guard-navigation';
import { ResolvePortalRedirect } from '../../../src/application/access/resolve-portal-redirect';
import { FakeAttempts, FakeExternalNavigator, FakePortalSelection } from '../../support/access-fakes';
import { FakeNavigator, FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp() {
  const session = new FakeSessionStore();
  const attempts = new FakeAttempts();
  const navigator = new FakeNavigator();
  const notifier = new RecordingNotifier();
  const external = new FakeExternalNavigator();
  const selection = new FakePortalSelection();
  const portalRedirect = new ResolvePortalRedirect(session, attempts, external, selection);
  const guard = new GuardNavigation(session, attempts, navigator, notifier, portalRedirect);
  return { session, attempts, navigator, notifier, external, selection, portalRedirect, guard };
}

describe('guarding a navigation', () => {
  it('keeps a protected page waiting while the session is still being checked, but opens sign-in at once', () => {
    const { guard } = setUp();
    expect(guard.decide({ pathname: '/tasks', search: '' })).toBeNull();
    expect(guard.decide({ pathname: '/login', search: '?redirect=/agenda' })?.kind).toBe('allow');
  });

  it('sends a visitor on from sign-in once the check finds them signed in', () => {
    const { session, guard } = setUp();
    expect(guard.decide({ pathname: '/login', search: '' })?.kind).toBe('allow');
    session.signIn(aUser().withRole(['see_tasks']).build());
    expect(guard.decide({ pathname: '/login', search: '' })?.kind).toBe('redirect');
  });

  it('keeps a protected page waiting, but opens sign-in, while the server cannot be reached', () => {
    const { session, guard } = setUp();
    session.setUnreachable(true);
    expect(guard.decide({ pathname: '/tasks', search: '' })).toBeNull();
    expect(guard.decide({ pathname: '/login', search: '' })?.kind).toBe('allow');
    expect(guard.decide({ pathname: '/forgot', search: '' })?.kind).toBe('allow');
  });

  it('shows the forbidden toast and redirects when a permission is missing', () => {
    const { session, guard, navigator, notifier } = setUp();
    session.signIn(aUser().withRole(['view_rooms']).build());
    const decision = guard.decide({ pathname: '/tasks', search: '' });
    expect(decision).toEqual({ kind: 'redirect', to: '/rooms', reason: 'forbidden' });
    guard.enact(decision!);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'permissions.errors.forbidden' }]);
    expect(navigator.visited).toEqual(['/rooms']);
  });

  it('redirects without a toast when sign-in is needed', () => {
    const { session, guard, navigator, notifier } = setUp();
    session.clear();
    guard.enact(guard.decide({ pathname: '/rooms', search: '' })!);
    expect(notifier.notices).toEqual([]);
    expect(navigator.visited).toEqual([`/login?redirect=${encodeURIComponent('/rooms')}`]);
  });

  it('enters a portal through redirect-dwc once, remembering the attempt and the portal', () => {
    const { session, guard, external, attempts, selection } = setUp();
    session.signIn(aUser().withRole(['view_rooms']).withPortals(['agenda', 'arbo']).build());
    guard.enact(guard.decide({ pathname: '/rooms', search: '?redirectToPortal=agenda' })!);
    expect(external.left).toEqual([
      `/api/auth/redirect-dwc?portal=agenda&url=${encodeURIComponent('https://portal.example/rooms')}`,
    ]);
    expect(attempts.records).toBe(1);
    expect(selection.current).toBe('agenda');
    expect(guard.decide({ pathname: '/rooms', search: '?redirectToPortal=agenda' })).toMatchObject({
      to: '/',
    });
  });
});

describe('resolving a portal redirect', () => {
  it('refuses a portal the user may not enter', () => {
    const { session, portalRedirect, external } = setUp();
    session.signIn(aUser().withPortals(['arbo']).build());
    expect(portalRedirect.execute('admin', '/')).toEqual({ ok: false, error: 'portal.not-allowed' });
    expect(external.left).toEqual([]);
  });

  it('refuses a destination off the portal’s origin', () => {
    const { session, portalRedirect, external } = setUp();
    session.signIn(aUser().withPortals(['arbo']).build());
    expect(portalRedirect.execute('arbo', '//evil.example')).toEqual({
      ok: false,
      error: 'portal.destination-refused',
    });
    expect(external.left).toEqual([]);
  });
});
