import type { TranslationKey } from '../../i18n/translation-key';
import type { RouteId } from '../../domain/access/route-catalogue';
import { ROUTES } from '../../domain/access/route-catalogue';
import { pathOf } from '../../domain/access/route-match';
import { titleOf } from './screen-catalogue';

export interface Crumb {
  readonly titleKey: TranslationKey;
  /** Null where the crumb is not a link: the current page, and the admin area (spec section 2). */
  readonly path: string | null;
}

/**
 * The page a screen was opened from, when it is not the screen's own parent: a dossier opened from the
 * task list or from an employee. It travels in the history entry's state, never in the address, and
 * holds a route and its parameters (ids) only.
 */
export interface CrumbOrigin {
  readonly routeId: RouteId;
  readonly params: Readonly<Record<string, string>>;
}

const ORIGIN_KEY = 'breadcrumbFrom';

/** The history state a link passes to say which page it leads from. */
export const openedFrom = (
  routeId: RouteId,
  params: Readonly<Record<string, string>> = {},
): { readonly [ORIGIN_KEY]: CrumbOrigin } => ({ [ORIGIN_KEY]: { routeId, params } });

/** The origin a history state names, if it names a route of the portal with string parameters. */
export function originOf(state: unknown): CrumbOrigin | null {
  if (typeof state !== 'object' || state === null || !(ORIGIN_KEY in state)) return null;
  const origin: unknown = (state as Record<string, unknown>)[ORIGIN_KEY];
  if (typeof origin !== 'object' || origin === null) return null;
  const { routeId, params } = origin as Record<string, unknown>;
  if (typeof routeId !== 'string' || !Object.hasOwn(ROUTES, routeId)) return null;
  if (typeof params !== 'object' || params === null) return null;
  const entries = Object.entries(params);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return { routeId: routeId as RouteId, params: Object.fromEntries(entries) as Record<string, string> };
}

const chainTo = (routeId: RouteId): RouteId[] => {
  const chain: RouteId[] = [];
  let current: RouteId | null = routeId;
  while (current) {
    chain.unshift(current);
    current = ROUTES[current].parent as RouteId | null;
  }
  return chain;
};

/**
 * The crumbs from the top of the portal down to a route, using the current route's parameters; or,
 * when the page was opened from another (`origin`), down to that page and then this one.
 */
export function breadcrumbTrail(
  routeId: RouteId,
  params: Readonly<Record<string, string>>,
  origin: CrumbOrigin | null = null,
): Crumb[] {
  const crumb = (id: RouteId, from: Readonly<Record<string, string>>): Crumb => ({
    titleKey: titleOf(id),
    path: id === routeId || id === 'admin' ? null : pathOf(id, from),
  });
  const via = origin && origin.routeId !== routeId ? chainTo(origin.routeId) : null;
  return [
    { titleKey: 'shell.home', path: '/' },
    ...(via
      ? [...via.map((id) => crumb(id, origin?.params ?? {})), crumb(routeId, params)]
      : chainTo(routeId).map((id) => crumb(id, params))),
  ];
}
