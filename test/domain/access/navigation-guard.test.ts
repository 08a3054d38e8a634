import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuardDecision } from '../../../src/domain/access/navigation-guard';
import {
  ALWAYS_OPEN,
  guardNavigation,
  landingFor,
  mayShow,
} from '../../../src/domain/access/navigation-guard';
import { allowedPortalsOf } from '../../../src/domain/access/portal';
import { ROUTE_IDS, ROUTES } from '../../../src/domain/access/route-catalogue';
import { matchRoute, pathOf } from '../../../src/domain/access/route-match';
import type { User } from '../../../src/domain/access/user';
import { UserType } from '../../../src/domain/access/user';
import { aUser } from '../../support/user-mother';
import { anyPath, anySearch, anyUser } from './access-arbitraries';

const LOCATION = '3f1c2a4e-8b7d-4c21-9a0e-5d6f7a8b9c0d';
const decide = (user: User | null, path: string, search = '', attempted = false) =>
  guardNavigation({ pathname: path, search }, { user, portalRedirectAttempted: attempted });

/** Follows redirects the way the router would, counting hops. */
function settle(
  user: User | null,
  path: string,
  attempted = false,
): { decision: GuardDecision; hops: number } {
  let decision = decide(user, path, '', attempted);
  let hops = 0;
  while (decision.kind === 'redirect' && hops < 10) {
    const url = new URL(decision.to, 'https://portal.example');
    decision = decide(user, url.pathname, url.search, attempted);
    hops += 1;
  }
  return { decision, hops };
}

describe('the route catalogue', () => {
  it('gives every breadcrumb parent as a route that exists', () => {
    const parents = ROUTE_IDS.map((id) => ROUTES[id].parent).filter((parent) => parent !== null);
    expect(parents.filter((parent) => !(ROUTE_IDS as readonly string[]).includes(parent))).toEqual([]);
  });

  it('finds every route again from its own path', () => {
    const params = {
      userUuid: LOCATION,
      availabilityId: '42',
      personalDaysOffUuid: LOCATION,
      agendasUuid: LOCATION,
      brandingUuid: LOCATION,
      locationUuid: LOCATION,
      resourceUuid: LOCATION,
      roomUuid: LOCATION,
      operationUuid: LOCATION,
      resourceTypeUuid: LOCATION,
      wizardUuid: LOCATION,
      dossierId: '20001',
      employeeId: '12',
      runId: '7',
      token: 'abc/def/ghi',
      status: 'failed',
    };
    for (const id of ROUTE_IDS) expect(matchRoute(pathOf(id, params))?.id, id).toBe(id);
  });

  it('prefers a fixed segment over a parameter and keeps a token of several segments whole', () => {
    expect(matchRoute('/admin/locations/create')?.id).toBe('locationCreate');
    expect(matchRoute(`/admin/locations/${LOCATION}/rooms/create`)?.id).toBe('locationRoomCreate');
    expect(matchRoute('/password/reset-password/a1/b2/c3')).toEqual({
      id: 'resetPassword',
      params: { token: 'a1/b2/c3' },
    });
  });

  it('refuses a parameter that does not look like what it names', () => {
    expect(matchRoute('/admin/locations/not-a-uuid')).toBeNull();
    expect(matchRoute('/agenda/%3Cscript%3E/availabilities')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});

describe('the guard pipeline', () => {
  const planner = aUser().withRole(['see_agenda_users_calendars', 'view_rooms'], 1).build();

  it('shows 404 for an unknown path', () => {
    expect(decide(planner, '/nowhere')).toEqual({ kind: 'not-found' });
  });

  it('sends a signed-in user away from public screens to /', () => {
    expect(decide(planner, '/login')).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide(planner, '/forgot')).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('lets SSO login through signed in or not', () => {
    expect(decide(planner, '/auth/sso/login/tok').kind).toBe('allow');
    expect(decide(null, '/auth/sso/login/tok').kind).toBe('allow');
  });

  it('sends a signed-out user on a protected route to /login, remembering where they were going', () => {
    expect(decide(null, '/tasks', '?page=2')).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/tasks?page=2')}`,
      reason: 'sign-in-required',
    });
    expect(decide(null, '/')).toMatchObject({ to: '/login' });
  });

  it('redirects a forbidden route by the first matching permission of spec section 6', () => {
    const cases: [readonly string[], string][] = [
      [['view_professional_dashboard', 'see_agenda_users_calendars'], '/dashboard'],
      [['see_agenda_users_calendars', 'view_rooms'], '/agenda'],
      [['manage_locations', 'view_appointment_list'], '/appointments'],
      [['view_rooms'], '/rooms'],
      [['employer_view_dashboard'], '/dashboard'],
    ];
    for (const [codes, target] of cases) {
      const user = aUser().withRole(codes).build();
      expect(decide(user, '/auditLog'), codes.join()).toEqual({
        kind: 'redirect',
        to: target,
        reason: 'forbidden',
      });
    }
  });

  it('skips a fallback the user still may not open, for the first main page they may, else /main', () => {
    const locationsOnly = aUser().withRole(['manage_locations']).build();
    expect(landingFor(locationsOnly)).toBe(ALWAYS_OPEN);
    expect(decide(locationsOnly, '/tasks')).toMatchObject({ to: '/main', reason: 'forbidden' });
    const employerPlanner = aUser()
      .withRole(['employer_use_planning_functionality', 'employer_view_appointment_list'])
      .build();
    expect(landingFor(employerPlanner)).toBe('/employer-appointments');
  });

  it('sends the index to the user’s own first page', () => {
    expect(decide(planner, '/')).toEqual({ kind: 'redirect', to: '/agenda', reason: 'index' });
  });

  it('sends a user without roles to /portals, or straight into their only portal once and then to their settings', () => {
    const twoPortals = aUser().withPortals(['employee', 'hr', 'master']).build();
    expect(decide(twoPortals, '/dashboard')).toMatchObject({ kind: 'redirect', to: '/portals' });
    expect(decide(twoPortals, '/portals').kind).toBe('allow');
    const onePortal = aUser().withPortals(['employee', 'account']).build();
    expect(decide(onePortal, '/')).toEqual({ kind: 'enter-portal', portal: 'employee', path: '/' });
    expect(decide(onePortal, '/', '', true)).toMatchObject({ kind: 'redirect', to: '/main' });
    // Their settings and the portal choice open without sending them anywhere: no round trip.
    expect(decide(onePortal, '/main', '', true).kind).toBe('allow');
    expect(decide(onePortal, '/portals', '', true).kind).toBe('allow');
    expect(decide(onePortal, '/main').kind).toBe('allow');
  });

  it('enters a portal named by redirectToPortal once within 60 seconds, else goes to /', () => {
    const user = aUser().withRole(['view_rooms']).withPortals(['agenda', 'arbo']).build();
    expect(decide(user, '/rooms', '?redirectToPortal=agenda&x=1')).toEqual({
      kind: 'enter-portal',
      portal: 'agenda',
      path: '/rooms?x=1',
    });
    expect(decide(user, '/rooms', '?redirectToPortal=agenda', true)).toMatchObject({
      kind: 'redirect',
      to: '/',
    });
    expect(decide(user, '/rooms', '?redirectToPortal=master')).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decide(user, '/rooms', '?redirectToPortal=https%3A%2F%2Fevil.example')).toMatchObject({ to: '/' });
  });

  it('property: a forbidden redirect always lands on a page the user may open, within two hops', () => {
    fc.assert(
      fc.property(anyUser, anyPath, fc.boolean(), (user, path, attempted) => {
        const first = decide(user, path, '', attempted);
        const { decision, hops } = settle(user, path, attempted);
        expect(hops).toBeLessThanOrEqual(3);
        expect(decision.kind).not.toBe('redirect');
        if (first.kind === 'redirect' && first.reason === 'forbidden') {
          expect(decide(user, first.to, '', attempted).kind).toBe('allow');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: no signed-out visitor reaches a protected page, and none is sent off the portal', () => {
    fc.assert(
      fc.property(anyPath, anySearch, (path, search) => {
        const decision = decide(null, path, search);
        if (decision.kind === 'allow')
          expect(['public', 'open']).toContain(ROUTES[decision.routeId].access.kind);
        if (decision.kind === 'redirect')
          expect(new URL(decision.to, 'https://portal.example').host).toBe('portal.example');
        expect(decision.kind).not.toBe('enter-portal');
      }),
    );
  });

  it('property: an allowed page is one the user holds a permission for, or one open to every signed-in user', () => {
    fc.assert(
      fc.property(anyUser, anyPath, anySearch, (user, path, search) => {
        const decision = decide(user, path, search);
        if (decision.kind !== 'allow') return;
        const access = ROUTES[decision.routeId].access;
        expect(access.kind).not.toBe('public');
        if (access.kind === 'permission' && access.anyOf.length > 0) {
          expect(mayShow(user, access.anyOf)).toBe(true);
        }
      }),
    );
  });

  it('property: a portal is entered only when it is one of the user’s allowed portals', () => {
    fc.assert(
      fc.property(anyUser, anyPath, anySearch, fc.boolean(), (user, path, search, attempted) => {
        const decision = decide(user, path, search, attempted);
        if (decision.kind === 'enter-portal') {
          expect(attempted).toBe(false);
          expect(allowedPortalsOf(user)).toContain(decision.portal);
          expect(decision.path.startsWith('/')).toBe(true);
        }
      }),
    );
  });
});

describe('guarded elements', () => {
  it('show to a holder of any required permission and hide for an empty requirement', () => {
    const user = aUser().withRole(['view_tasks']).build();
    expect(mayShow(user, ['view_tasks', 'view_rooms'])).toBe(true);
    expect(mayShow(user, ['view_rooms'])).toBe(false);
    expect(mayShow(user, [])).toBe(false);
    expect(mayShow(null, ['view_tasks'])).toBe(false);
  });

  it('hide from everyone when nothing is required, whatever the user holds', () => {
    fc.assert(
      fc.property(anyUser, (user) => {
        expect(mayShow(user, [])).toBe(false);
      }),
    );
  });

  it('treat an employer by user type', () => {
    expect(aUser().ofType(UserType.employer).build().userTypeId).toBe(3);
  });
});
