import type { Permission } from '../../domain/access/permission';
import type { RouteId } from '../../domain/access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../../domain/access/route-catalogue';
import type { AreaTexts, TranslationKey } from '../../i18n/translation-key';
import type { IconName } from '../components/icon';
import type { LazyAreaName } from './area-name';
import type { MenuPlace, ScreenDeclaration } from './screen-declaration';

/** The index route redirects by permission and has no screen of its own. */
export type ScreenRouteId = Exclude<RouteId, 'index'>;

/** A screen as the router loads it: with its area's translations and the code unit it needs. */
export interface CatalogueScreen extends ScreenDeclaration {
  readonly texts?: AreaTexts;
  readonly code?: LazyAreaName;
}

export interface MenuEntry {
  readonly routeId: RouteId;
  readonly path: string;
  readonly icon: IconName;
  /** Shown to a holder of any of these (spec section 6: an empty list hides the entry). */
  readonly anyOf: readonly Permission[];
}

const screens: Record<string, CatalogueScreen> = {};
const sidebar: MenuEntry[] = [];
const adminSections: MenuEntry[] = [];
const dashboardReports: MenuEntry[] = [];

/**
 * Every screen, by route: filled in from the portal's list of areas (`src/areas/areas.ts`), which the UI
 * cannot import, before the first page is shown. The list's types check that every route has one.
 */
export const SCREENS: Readonly<Record<ScreenRouteId, CatalogueScreen>> = screens as never;

/** The sidebar, top to bottom; /main is pinned below these for every signed-in user. */
export const SIDEBAR_ENTRIES: readonly MenuEntry[] = sidebar;

/** The admin sections, each with the permission its list needs. */
export const ADMIN_SECTIONS: readonly MenuEntry[] = adminSections;

/** The reports the dashboard links to, each with the permissions of its route. */
export const DASHBOARD_REPORTS: readonly MenuEntry[] = dashboardReports;

function menu(place: (screen: ScreenDeclaration) => MenuPlace | undefined): MenuEntry[] {
  return ROUTE_IDS.flatMap((id) => {
    if (id === 'index') return [];
    const found = place(SCREENS[id]);
    if (!found) return [];
    const access = ROUTES[id].access;
    const anyOf = found.anyOf ?? (access.kind === 'permission' ? access.anyOf : []);
    return [{ routeId: id, path: ROUTES[id].path, icon: found.icon, anyOf, order: found.order }];
  })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}

/** Hands over every screen (after the routes); the menus follow from them. Done by the list of areas. */
export function installScreens(all: Readonly<Record<ScreenRouteId, CatalogueScreen>>): void {
  for (const key of Object.keys(screens)) delete screens[key];
  Object.assign(screens, all);
  sidebar.splice(0, sidebar.length, ...menu((screen) => screen.sidebar));
  adminSections.splice(0, adminSections.length, ...menu((screen) => screen.adminSection));
  dashboardReports.splice(0, dashboardReports.length, ...menu((screen) => screen.dashboardReport));
}

/** The page title key of a route; the index has the home title. */
export function titleOf(id: RouteId): TranslationKey {
  return id === 'index' ? 'shell.home' : SCREENS[id].title;
}
