import { ADMIN_ROUTES } from '../admin/admin-routes';
import { AGENDA_ROUTES } from '../agenda/agenda-routes';
import { AUDIT_ROUTES } from '../audit/audit-routes';
import { AVAILABILITY_ROUTES } from '../availability/availability-routes';
import { DOSSIER_ROUTES } from '../dossiers/dossier-routes';
import { LOCATION_ROUTES } from '../locations/location-routes';
import { PEOPLE_ROUTES } from '../people/people-routes';
import { PLANNING_ROUTES } from '../planning/planning-routes';
import { REPORT_ROUTES } from '../reports/report-routes';
import { WIZARD_ROUTES } from '../wizards/wizard-routes';
import { ACCESS_ROUTES } from './access-routes';
import type { RouteEntry } from './route-entry';

export type { RouteAccess, RouteEntry } from './route-entry';

/** Every route of spec section 2: the merge of what each area declares. */
export const ROUTES = {
  ...ACCESS_ROUTES,
  ...DOSSIER_ROUTES,
  ...REPORT_ROUTES,
  ...PEOPLE_ROUTES,
  ...AGENDA_ROUTES,
  ...AVAILABILITY_ROUTES,
  ...LOCATION_ROUTES,
  ...PLANNING_ROUTES,
  ...WIZARD_ROUTES,
  ...AUDIT_ROUTES,
  ...ADMIN_ROUTES,
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** A breadcrumb parent that names no route does not compile. */
type Parent = (typeof ROUTES)[RouteId]['parent'];
const everyParentExists: Exclude<Parent, RouteId | null> extends never ? true : never = true;
void everyParentExists;

/** The routes whose screens show the user fixed instead of offering a choice (spec section 2). */
export const userChoiceDisabled = (id: RouteId): boolean =>
  (ROUTES[id] as RouteEntry).userChoiceDisabled === true;
