import type { Permission } from './permission';
import type { Portal } from './portal';
import { allowedPortalsOf, isPortal } from './portal';
import { safeReturnPath } from './return-path';
import type { RouteAccess, RouteId } from './route-catalogue';
import { ROUTES } from './route-catalogue';
import { matchRoute } from './route-match';
import type { User } from './user';
import { hasAnyRole, permissionsOf } from './user';

export interface NavigationRequest {
  readonly pathname: string;
  /** The query string, with or without its leading '?'. */
  readonly search: string;
}

export interface GuardContext {
  readonly user: User | null;
  /** Spec section 6: a redirect to a portal was tried less than 60 seconds ago. */
  readonly portalRedirectAttempted: boolean;
}

export type GuardDecision =
  | { readonly kind: 'allow'; readonly routeId: RouteId; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'not-found' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly reason: 'signed-in' | 'sign-in-required' | 'no-roles' | 'forbidden' | 'index' | 'portal-retry';
    }
  | { readonly kind: 'enter-portal'; readonly portal: Portal; readonly path: string };

/** Spec section 6: where a user who may not open a route goes, first match wins. */
const FORBIDDEN_FALLBACK: readonly (readonly [Permission, string])[] = [
  ['view_professional_dashboard', '/dashboard'],
  ['see_agenda_users_calendars', '/agenda'],
  ['manage_locations', '/appointments'],
  ['view_rooms', '/rooms'],
];

/** Where a signed-in user can always go, so no chain of redirects can loop. */
export const ALWAYS_OPEN = '/main';

/**
 * After the spec's list, the main pages in menu order, each with the permissions that make it the
 * user's own (two of them declare no permission, so opening them alone says nothing).
 */
const MAIN_PAGES: readonly (readonly [string, readonly Permission[]])[] = [
  ['/tasks', ['view_tasks']],
  ['/agenda', ['see_agenda_users_calendars']],
  ['/appointments', ['view_appointment_list']],
  ['/employer-appointments', ['employer_view_appointment_list']],
  ['/planning', ['use_planning_functionality', 'employer_use_planning_functionality']],
  ['/employee-list', ['view_employee_list', 'employer_view_employee_list']],
  ['/rooms', ['view_rooms']],
  ['/auditLog', ['view_audit_log']],
];

export function accessAllows(access: RouteAccess, user: User | null): boolean {
  switch (access.kind) {
    case 'public':
      return user === null;
    case 'open':
      return true;
    case 'signed-in':
      return user !== null;
    case 'permission': {
      if (!user) return false;
      if (access.anyOf.length === 0) return true;
      const held = permissionsOf(user);
      return access.anyOf.some((permission) => held.has(permission));
    }
  }
}

/** Whether a signed-in user may open the page at this path (ignoring the role-less redirect). */
export function mayOpen(user: User, pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.id !== 'index' && accessAllows(ROUTES[match.id].access, user);
}

/**
 * Spec section 6: the first page of the fallback list the user holds the permission for, else
 * /dashboard. The spec's list can name a page the user still may not open (manage_locations leads to
 * /appointments, which needs view_appointment_list); such a target is skipped for the main pages in
 * menu order, and /main, open to every signed-in user, ends the chain, so a redirect never leads to
 * another refusal.
 */
export function landingFor(user: User): string {
  const held = permissionsOf(user);
  const candidates = [
    ...FORBIDDEN_FALLBACK.filter(([permission]) => held.has(permission)).map(([, path]) => path),
    '/dashboard',
    ...MAIN_PAGES.filter(([, anyOf]) => anyOf.some((permission) => held.has(permission))).map(
      ([path]) => path,
    ),
  ];
  return candidates.find((path) => mayOpen(user, path)) ?? ALWAYS_OPEN;
}

/** An element guarded by permissions shows only to a holder of one of them; an empty list hides it. */
export function mayShow(user: User | null, required: readonly Permission[]): boolean {
  if (!user || required.length === 0) return false;
  const held = permissionsOf(user);
  return required.some((permission) => held.has(permission));
}

/** What a user without roles may open: the portal choice, linked accounts, and their own settings. */
const ROLELESS_ALLOWED: ReadonlySet<RouteId> = new Set<RouteId>([
  'portals',
  'linkedUsers',
  'ssoLogin',
  'main',
]);

/**
 * The guard pipeline of spec section 6, as one pure decision: route validation, authentication,
 * role-less user redirect, permission check, server redirect rules, in that order.
 */
export function guardNavigation(request: NavigationRequest, context: GuardContext): GuardDecision {
  const { user } = context;
  // 1. Route validation.
  const match = matchRoute(request.pathname);
  if (!match) return { kind: 'not-found' };
  const access = ROUTES[match.id].access;

  // 2. Authentication.
  if (access.kind === 'public' && user) return { kind: 'redirect', to: '/', reason: 'signed-in' };
  if (access.kind === 'open' || (access.kind === 'public' && !user)) {
    return { kind: 'allow', routeId: match.id, params: match.params };
  }
  if (!user) {
    const search =
      request.search.startsWith('?') || request.search === '' ? request.search : `?${request.search}`;
    const back = safeReturnPath(`${request.pathname}${search}`);
    const to = back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
    return { kind: 'redirect', to, reason: 'sign-in-required' };
  }

  // 3. A user without roles chooses a portal, or goes straight into the only one they have, once.
  //    Back from it (or when it could not be entered) they land on their settings, not on a choice
  //    of one portal that would send them round again.
  if (!hasAnyRole(user) && !ROLELESS_ALLOWED.has(match.id)) {
    const portals = allowedPortalsOf(user);
    const only = portals.length === 1 ? portals[0] : undefined;
    if (only && !context.portalRedirectAttempted) return { kind: 'enter-portal', portal: only, path: '/' };
    return { kind: 'redirect', to: only ? '/main' : '/portals', reason: 'no-roles' };
  }

  // 4. Permission check; the index sends each user to their own first page.
  if (match.id === 'index') return { kind: 'redirect', to: landingFor(user), reason: 'index' };
  if (!accessAllows(access, user)) return { kind: 'redirect', to: landingFor(user), reason: 'forbidden' };

  // 5. Server redirect rules: redirectToPortal, tried once within 60 seconds.
  const query = new URLSearchParams(request.search);
  const portal = query.get('redirectToPortal');
  if (portal !== null) {
    query.delete('redirectToPortal');
    const rest = query.toString();
    const path = `${request.pathname}${rest ? `?${rest}` : ''}`;
    const permitted = isPortal(portal) && allowedPortalsOf(user).includes(portal);
    if (permitted && !context.portalRedirectAttempted) return { kind: 'enter-portal', portal, path };
    return { kind: 'redirect', to: '/', reason: 'portal-retry' };
  }

  return { kind: 'allow', routeId: match.id, params: match.params };
}
