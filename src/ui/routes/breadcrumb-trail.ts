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

/** The crumbs from the top of the portal down to a route, using the current route's parameters. */
export function breadcrumbTrail(routeId: RouteId, params: Readonly<Record<string, string>>): Crumb[] {
  const chain: RouteId[] = [];
  let current: RouteId | null = routeId;
  while (current) {
    chain.unshift(current);
    current = ROUTES[current].parent as RouteId | null;
  }
  return [
    { titleKey: 'shell.home', path: '/' },
    ...chain.map((id) => ({
      titleKey: titleOf(id),
      path: id === routeId || id === 'admin' ? null : pathOf(id, params),
    })),
  ];
}
