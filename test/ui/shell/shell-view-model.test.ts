import { describe, expect, it } from 'vitest';
import { ResolvePortalRedirect } from '../../../src/application/access/resolve-portal-redirect';
import { Logout } from '../../../src/application/access/logout';
import type { LocalePreference } from '../../../src/application/locale/locale-preference';
import { ShellViewModel } from '../../../src/ui/shell/shell-view-model';
import { FakeAttempts, FakeExternalNavigator, FakePortalSelection } from '../../support/access-fakes';
import {
  FakeAuthGateway,
  FakeNavigator,
  FakeSessionBroadcast,
  FakeSessionStore,
  FakeThemePainter,
  RecordingNotifier,
} from '../../support/fakes';
import { aUser } from '../../support/user-mother';

const locale: LocalePreference = {
  current: 'nl',
  change: async () => undefined,
  ready: async () => undefined,
};

function shellFor(user: ReturnType<ReturnType<typeof aUser>['build']>) {
  const session = new FakeSessionStore();
  session.signIn(user);
  const theme = new FakeThemePainter();
  const navigator = new FakeNavigator();
  const external = new FakeExternalNavigator();
  const selection = new FakePortalSelection();
  const shell = new ShellViewModel(
    session,
    new Logout(
      new FakeAuthGateway(),
      session,
      theme,
      navigator,
      new FakeSessionBroadcast(),
      new RecordingNotifier(),
    ),
    locale,
    theme,
    selection,
    new ResolvePortalRedirect(session, new FakeAttempts(), external, selection),
  );
  return { shell, session, navigator, external };
}

describe('the shell', () => {
  it('lists only the sidebar entries the user may open', () => {
    const { shell } = shellFor(aUser().withRole(['view_tasks', 'view_rooms']).build());
    // The sick and recovery report is case work too (view_tasks).
    expect(shell.sidebar.map((entry) => entry.routeId)).toEqual(['tasks', 'absenceReport', 'rooms']);
  });

  it('points the admin entry at the first admin section a manager of one section may open', () => {
    const { shell } = shellFor(aUser().withRole(['manage_wizards']).build());
    expect(shell.sidebar).toEqual([expect.objectContaining({ routeId: 'admin', path: '/admin/wizards' })]);
  });

  it('offers the allowed portals and enters one through the backend', () => {
    const { shell, external } = shellFor(
      aUser().withRole(['view_rooms']).withPortals(['agenda', 'arbo', 'master']).build(),
    );
    expect(shell.portals).toEqual(['agenda', 'arbo']);
    shell.enterPortal('agenda');
    expect(external.left).toHaveLength(1);
    expect(shell.currentPortal).toBe('agenda');
  });

  it('signs out to /login', async () => {
    const { shell, session, navigator } = shellFor(aUser().build());
    await shell.signOut();
    expect(session.user).toBeNull();
    expect(navigator.visited).toEqual(['/login']);
  });
});
