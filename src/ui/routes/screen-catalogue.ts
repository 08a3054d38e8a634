import type { Permission } from '../../domain/access/permission';
import type { RouteId } from '../../domain/access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../../domain/access/route-catalogue';
import type { TranslationKey } from '../../i18n/translation-key';
import type { IconName } from '../components/icon';
import { accessArea } from '../screens/access/access-area';
import { adminArea } from '../screens/admin/admin-area';
import { agendaArea } from '../screens/agenda/agenda-area';
import { auditArea } from '../screens/audit/audit-area';
import { availabilityArea } from '../screens/availability/availability-area';
import { locationsArea } from '../screens/locations/locations-area';
import { peopleArea } from '../screens/people/people-area';
import { planningArea } from '../screens/planning/planning-area';
import { reportsArea } from '../screens/reports/reports-area';
import { tasksArea } from '../screens/tasks/tasks-area';
import { wizardsArea } from '../screens/wizards/wizards-area';
import type { MenuPlace, ScreenDeclaration, UiArea } from './screen-declaration';

/** The index route redirects by permission and has no screen of its own. */
export type ScreenRouteId = Exclude<RouteId, 'index'>;

type AnyArea = UiArea<ScreenRouteId>;

const AREAS: readonly UiArea<never>[] = [
  accessArea,
  tasksArea,
  reportsArea,
  peopleArea,
  agendaArea,
  availabilityArea,
  locationsArea,
  planningArea,
  wizardsArea,
  auditArea,
  adminArea,
];

/** Every screen, with the translations of its area: a route of the catalogue without one does not compile. */
export const SCREENS: Readonly<Record<ScreenRouteId, ScreenDeclaration & Pick<AnyArea, 'texts' | 'code'>>> =
  Object.fromEntries(
    (AREAS as readonly AnyArea[]).flatMap((area) =>
      Object.entries(area.screens).map(([id, screen]) => [
        id,
        { ...screen, texts: area.texts, code: screen.code ?? area.code },
      ]),
    ),
  ) as Record<ScreenRouteId, ScreenDeclaration & Pick<AnyArea, 'texts' | 'code'>>;

// The merge above is checked against the catalogue here, by the types rather than at run time.
const complete: { readonly [K in ScreenRouteId]: ScreenDeclaration } = {
  ...accessArea.screens,
  ...tasksArea.screens,
  ...reportsArea.screens,
  ...peopleArea.screens,
  ...agendaArea.screens,
  ...availabilityArea.screens,
  ...locationsArea.screens,
  ...planningArea.screens,
  ...wizardsArea.screens,
  ...auditArea.screens,
  ...adminArea.screens,
};
void complete;

/** The page title key of a route; the index has the home title. */
export function titleOf(id: RouteId): TranslationKey {
  return id === 'index' ? 'shell.home' : SCREENS[id].title;
}

export interface MenuEntry {
  readonly routeId: RouteId;
  readonly path: string;
  readonly icon: IconName;
  /** Shown to a holder of any of these (spec section 6: an empty list hides the entry). */
  readonly anyOf: readonly Permission[];
}

function menu(place: (screen: ScreenDeclaration) => MenuPlace | undefined): readonly MenuEntry[] {
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

/** The sidebar, top to bottom; /main is pinned below these for every signed-in user. */
export const SIDEBAR_ENTRIES = menu((screen) => screen.sidebar);

/** The admin sections, each with the permission its list needs. */
export const ADMIN_SECTIONS = menu((screen) => screen.adminSection);
