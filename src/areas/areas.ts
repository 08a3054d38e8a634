import { installRoutes } from '../domain/access/route-catalogue';
import type { RouteEntry, RouteId } from '../domain/access/route-catalogue';
import { installScreens } from '../ui/routes/screen-catalogue';
import type { CatalogueScreen, ScreenRouteId } from '../ui/routes/screen-catalogue';
import type { LazyAreaName } from '../ui/routes/area-name';
import { installSlots, SLOT_NAMES } from '../ui/routes/slot-catalogue';
import type { CatalogueSlot, SlotName } from '../ui/routes/slot-catalogue';
import { access } from './access';
import { admin } from './admin';
import { agenda } from './agenda';
import { audit } from './audit';
import { availability } from './availability';
import { consultations } from './consultations';
import { legalClock } from './legal-clock';
import { locations } from './locations';
import { people } from './people';
import { planning } from './planning';
import type { AnyArea, AreaCode, CodeNamesOf, RoutesOf, TextTreesOf, ViewModelsOf } from './portal-area';
import { reports } from './reports';
import { tasks } from './tasks';
import { waitlist } from './waitlist';
import { wizards } from './wizards';

/**
 * The areas of the portal. Everything else that lists areas is derived from this list: the route
 * catalogue, the screens and menus, the code the composition root loads with a screen, the view-model
 * factories the UI may ask for, the translation keys, and the demo backend's calls. A new area is its
 * folders and one line here; taking a line out takes all of that away, and the portal still builds.
 *
 * The order is the demo backend's seeding order: an area's demo seed may build on the areas above it
 * (the agenda plans around the tasks' dossiers, in the locations' rooms).
 */
export const AREAS = [
  access,
  tasks,
  locations,
  availability,
  people,
  admin,
  agenda,
  planning,
  wizards,
  audit,
  reports,
  legalClock,
  waitlist,
  consultations,
] as const satisfies readonly AnyArea[];

export type Areas = typeof AREAS;

// The layers below cannot import this list; their catalogues take their types from it here.
declare module '../domain/access/route-catalogue' {
  interface RouteCatalogue extends RoutesOf<Areas> {}
}
declare module '../i18n/translation-key' {
  interface AreaTextTrees extends TextTreesOf<Areas> {}
}
declare module '../ui/routes/area-name' {
  interface AreaCodeUnits extends Record<CodeNamesOf<Areas>, true> {}
}
declare module '../ui/portal-services' {
  interface AreaViewModels extends ViewModelsOf<Areas> {}
}

/** A breadcrumb parent that names no route does not compile. */
type Parent = RoutesOf<Areas>[RouteId]['parent'];
const everyParentExists: Exclude<Parent, RouteId | null> extends never ? true : never = true;
void everyParentExists;

/** A screen's code unit that no area has does not compile. */
type ScreenCode = NonNullable<Areas[number]['screens'][keyof Areas[number]['screens']]['code']>;
const everyScreenCodeExists: Exclude<ScreenCode, LazyAreaName> extends never ? true : never = true;
void everyScreenCodeExists;

/** What the lists below are made of: the areas given, by default all of them. */
export function routesOf(areas: readonly AnyArea[]): Record<string, RouteEntry> {
  return Object.assign({}, ...areas.map((area) => area.routes)) as Record<string, RouteEntry>;
}

/** Every screen with its area's translations and the code unit it loads (its own, else its area's). */
export function screensOf(areas: readonly AnyArea[]): Record<string, CatalogueScreen> {
  return Object.fromEntries(
    areas.flatMap((area) =>
      Object.entries(area.screens as Record<string, CatalogueScreen>).map(([id, screen]) => [
        id,
        {
          ...screen,
          texts: area.texts,
          code: screen.code ?? (area.name in area.code ? (area.name as LazyAreaName) : undefined),
        },
      ]),
    ),
  );
}

/** The code units of the areas given, by name (the composition root adds the signed-in frame's). */
export function codeUnitsOf<const List extends readonly AnyArea[]>(
  areas: List,
): { readonly [C in CodeNamesOf<List>]: AreaCode } {
  return Object.assign({}, ...areas.map((area) => area.code)) as {
    readonly [C in CodeNamesOf<List>]: AreaCode;
  };
}

/** Every area's parts in other areas' places, with its translations and code unit, by place. */
export function slotsOf(areas: readonly AnyArea[]): {
  readonly [N in SlotName]: readonly CatalogueSlot<N>[];
} {
  return Object.fromEntries(
    SLOT_NAMES.map((name) => [
      name,
      areas.flatMap((area) => {
        const part = (area.slots as Partial<Record<SlotName, CatalogueSlot<SlotName>>> | undefined)?.[name];
        if (!part) return [];
        const code = part.code ?? (area.name in area.code ? (area.name as LazyAreaName) : undefined);
        return [{ part: part.part, area: area.name, texts: area.texts, code }];
      }),
    ]),
  ) as unknown as { readonly [N in SlotName]: readonly CatalogueSlot<N>[] };
}

installRoutes(routesOf(AREAS) as { readonly [K in RouteId]: RouteEntry });
installScreens(screensOf(AREAS) as Record<ScreenRouteId, CatalogueScreen>);
installSlots(slotsOf(AREAS));
