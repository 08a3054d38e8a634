import type { RouteEntry } from '../domain/access/route-entry';
import type { AreaTexts } from '../i18n/translation-key';
import type { Id, PortalModule, Resolved } from '../infrastructure/container/binder';
import { portalModule } from '../infrastructure/container/binder';
// Types only: the demo backend never enters the bundle (its parts load on the server, see `demo`).
import type { DemoArea } from '../infrastructure/demo-backend/platform/area';
import type { AreaCodeUnits } from '../ui/routes/area-name';
import type { ScreenDeclaration } from '../ui/routes/screen-declaration';
import type { AreaSlots } from '../ui/routes/slot-catalogue';

/** An area's code unit, as the list of areas declares them (the signed-in frame is none). */
type AreaCodeName = keyof AreaCodeUnits & string;

/**
 * A unit of an area's code, fetched with the first screen that needs it: its container modules, and
 * the view-model factories the screens then ask PortalServices for.
 */
export interface AreaCode<ViewModels extends readonly Id<object>[] = readonly Id<object>[]> {
  /** Its gateways, which other areas' screens use too. */
  readonly ports: () => Promise<PortalModule>;
  /** Its use cases and view-models (and what else only its screens use). */
  readonly modules: () => Promise<readonly PortalModule[]>;
  readonly viewModels: ViewModels;
  /**
   * The code units whose gateways its modules use; their ports load with it. Named by the units the
   * list of areas declares, so taking out an area that another names fails to compile, not to load.
   */
  readonly needs: readonly AreaCodeName[];
  /** The code units whose use cases its modules use; all their modules (and what they need) load with it. */
  readonly uses: readonly AreaCodeName[];
}

/** For a code unit without gateways of its own. */
export const NO_PORTS = portalModule(() => undefined);

/** The demo backend's areas an area brings, loaded only where the demo backend runs. */
export type DemoParts = readonly Pick<DemoArea<object>, 'seed' | 'routes'>[];

/**
 * One area of the portal, everything it brings in one place: its routes (declared by its domain),
 * how each is shown, its translations, its code and its part of the demo backend. `AREAS` lists them;
 * the route catalogue, the screens, the composition root's lazy code, the view-model factories, the
 * translation keys and the demo backend are all derived from that one list.
 *
 * A manifest names its parts' types in its annotation, so the merged types are known without reading
 * the screens that use them (a screen's title is a translation key, and the keys come from this list).
 */
export interface PortalArea<
  Name extends string,
  Routes extends Readonly<Record<string, RouteEntry>>,
  Tree extends object,
  Code extends Readonly<Record<string, AreaCode>>,
  Demo extends DemoParts,
> {
  /** The business's name for it, the same in every layer's folders. */
  readonly name: Name;
  /** Its routes of spec section 2, as its domain declares them. */
  readonly routes: Routes;
  /** How each route is shown (the index redirects and has none): one missing does not compile. */
  readonly screens: { readonly [K in Exclude<keyof Routes & string, 'index'>]: ScreenDeclaration };
  /**
   * Its parts in other areas' screens (a dossier's case timeline, the dashboard's signals), by place:
   * the screen with the place never names the area, so it goes when the area's line does.
   */
  readonly slots?: AreaSlots;
  /**
   * The areas whose folders its own import without loading their code: their domain's types and
   * pure rules, and their part of the demo backend (its cases live in the tasks area's dossiers). With
   * its code units' `needs` and `uses`, this is every area it names: the layering check refuses an
   * import from another area's folders that none of them declares (scripts/check-layers.ts), and an
   * area no other names can be taken out (test/areas/area-removal.test.ts).
   */
  readonly buildsOn?: readonly AreaCodeName[];
  /** Its translations, fetched with its first screen in the reader's language. */
  readonly texts: AreaTexts<Tree>;
  /** Its code, by unit: each loads with the first screen that names it. */
  readonly code: Code;
  /** Its part of the demo backend: the demo backend loads it on the server; the bundle never does. */
  readonly demo: () => Promise<Demo>;
}

// oxlint-disable-next-line typescript/no-explicit-any -- any area matches, whatever its parts
export type AnyArea = PortalArea<string, any, any, any, any>;

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The routes of a list of areas, merged. */
export type RoutesOf<Areas extends readonly AnyArea[]> = Intersection<Areas[number]['routes']>;

/** Each area's Dutch translation tree, by area name. */
export type TextTreesOf<Areas extends readonly AnyArea[]> = {
  readonly [A in Areas[number] as A['name']]: A['texts'] extends AreaTexts<infer Tree> ? Tree : never;
};

/** The names of the code units of a list of areas. */
export type CodeNamesOf<Areas extends readonly AnyArea[]> = keyof Intersection<Areas[number]['code']> &
  string;

/** The view-model factories a list of areas' code offers, merged. */
export type ViewModelsOf<Areas extends readonly AnyArea[]> = Intersection<
  {
    [A in Areas[number] as A['name']]: {
      [C in keyof A['code']]: A['code'][C] extends AreaCode<infer D> ? Resolved<D>[number] : never;
    }[keyof A['code']];
  }[Areas[number]['name']]
>;

/** The demo backend's areas a list of areas brings, in order. */
export type DemoPartsOf<Areas extends readonly AnyArea[]> = Awaited<
  ReturnType<Areas[number]['demo']>
>[number];
