import type { RouteEntry } from './route-entry';

export type { RouteAccess, RouteEntry } from './route-entry';

/**
 * Every route of spec section 2, by id: the merge of what each area's domain declares (`<area>-routes.ts`),
 * filled in from the portal's list of areas (`src/areas/areas.ts`), which is also where a breadcrumb
 * parent that names no route fails the typecheck.
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- extended by the list of areas
export interface RouteCatalogue {}

export type RouteId = keyof RouteCatalogue & string;

const catalogue: Record<string, RouteEntry> = {};
const ids: RouteId[] = [];

/**
 * The routes, once the list of areas has handed them over (before the first page is matched). The
 * domain cannot import that list, which sits above every layer; it is given the merge instead.
 */
export const ROUTES: { readonly [K in RouteId]: RouteCatalogue[K] } = catalogue as never;
export const ROUTE_IDS: readonly RouteId[] = ids;

/** Hands over the merge of the areas' routes; done once, by the list of areas. */
export function installRoutes(routes: { readonly [K in RouteId]: RouteEntry }): void {
  for (const key of Object.keys(catalogue)) delete catalogue[key];
  Object.assign(catalogue, routes);
  ids.splice(0, ids.length, ...(Object.keys(routes) as RouteId[]));
}

/** The routes whose screens show the user fixed instead of offering a choice (spec section 2). */
export const userChoiceDisabled = (id: RouteId): boolean =>
  (ROUTES[id] as RouteEntry).userChoiceDisabled === true;
