import type { RouteId } from '../access/route-catalogue';
import { ROUTES } from '../access/route-catalogue';

/**
 * Where the satisfaction survey of the external feedback service may run (spec section 9). Its script
 * is a stranger's code inside the page, able to read whatever the page shows, so it is kept from:
 * - every page of a user not signed in, and the sign-in pages themselves (public and open routes);
 * - the pages that show medical content: a dossier, a wizard being filled in for a case, an employee
 *   with their dossiers. The route catalogue is shared, so the list lives here rather than as a flag on
 *   its entries; a route id that no longer exists fails the type check.
 */
export const MEDICAL_ROUTE_IDS: ReadonlySet<RouteId> = new Set<RouteId>(['dossier', 'wizardRun', 'employee']);

/** Whether the survey may be started on this page, for this user. */
export function surveyMayRunOn(page: { readonly routeId: RouteId; readonly signedIn: boolean }): boolean {
  if (!page.signedIn || MEDICAL_ROUTE_IDS.has(page.routeId)) return false;
  const access = ROUTES[page.routeId].access.kind;
  return access !== 'public' && access !== 'open';
}

/**
 * The configured address of the survey script, if it is one to load: an absolute https address
 * without a user name or password in it; anything else (http, a relative path, javascript:, data:)
 * is refused, and so is nothing configured.
 */
export function surveyScriptAddress(configured: string | null | undefined): string | null {
  const text = configured?.trim() ?? '';
  if (text === '' || !URL.canParse(text)) return null;
  const address = new URL(text);
  if (address.protocol !== 'https:' || address.username !== '' || address.password !== '') return null;
  return address.href;
}
