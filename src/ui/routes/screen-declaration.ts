import type { ComponentType } from 'react';
import type { Permission } from '../../domain/access/permission';
import type { RouteId } from '../../domain/access/route-catalogue';
import type { TranslationKey } from '../../i18n/translation-key';
import type { IconName } from '../components/icon';
import type { LazyAreaName } from './area-name';

/** What a screen's lazily loaded module exports: its page. */
export interface ScreenModule {
  readonly Component: ComponentType;
}

/** A place in the sidebar or on the admin index, top to bottom by `order`. */
export interface MenuPlace {
  readonly icon: IconName;
  readonly order: number;
  /** Shown to a holder of any of these; by default the route's own permissions (spec section 6). */
  readonly anyOf?: readonly Permission[];
}

/** How the UI shows one route of the domain's catalogue. */
export interface ScreenDeclaration {
  /** The page title key (spec section 2), also used by the breadcrumb and the menus. */
  readonly title: TranslationKey;
  /** The screen, in a chunk of its own, loaded when the route is first opened. */
  readonly screen: () => Promise<ScreenModule>;
  readonly sidebar?: MenuPlace;
  readonly adminSection?: MenuPlace;
  /** A link among the dashboard's reports. */
  readonly dashboardReport?: MenuPlace;
  /** Other words than its title that find the page in the one search. */
  readonly searchWords?: TranslationKey;
  /**
   * The code unit this screen loads first, when it is not the one named like its area (the account's
   * screens among access, the appointment lists in the agenda).
   */
  readonly code?: LazyAreaName;
}

/** How the UI shows an area's routes: a declaration for each (one missing does not compile). */
export type AreaScreens<Id extends string> = { readonly [K in Id]: ScreenDeclaration };

export const defineScreens = <Id extends RouteId>(screens: AreaScreens<Id>): AreaScreens<Id> => screens;
