import { accessAllows, mayShow } from '../access/navigation-guard';
import type { Permission } from '../access/permission';
import type { RouteId } from '../access/route-catalogue';
import { ROUTE_IDS, ROUTES } from '../access/route-catalogue';
import type { RouteEntry } from '../access/route-entry';
import type { User } from '../access/user';
import type { SearchGroup, SearchHit } from './search-hit';
import { matchRank } from './search-text';

/** How many pages the search shows at most. */
export const PAGES_SHOWN = 5;

/**
 * The pages and actions a user can open from the search: the routes with a fixed address (a page of one
 * record is found through its record) that need a signed-in user and that this user may open, by the
 * same rule as the guard. A route that declares no permission is open to any holder of a role, as the
 * guard has it, but is shown only where the menu shows it: to a holder of the permissions its menu
 * place names (`menuAnyOf`), and to nobody when it has none.
 */
export function searchablePages(
  user: User,
  menuAnyOf: (routeId: RouteId) => readonly Permission[] = () => [],
): readonly RouteId[] {
  return ROUTE_IDS.filter((id) => {
    const route: RouteEntry = ROUTES[id];
    if (id === 'index' || /[:*]/.test(route.path)) return false;
    const { access } = route;
    if (access.kind === 'permission')
      return access.anyOf.length > 0 ? accessAllows(access, user) : mayShow(user, menuAnyOf(id));
    return access.kind === 'signed-in';
  });
}

/**
 * A page as the search knows it: its route, its title in the reader's language, and other words
 * people use for it ("nieuwe afspraak" for the planning), which find it after the titles that match.
 */
export interface TitledPage {
  readonly routeId: RouteId;
  readonly title: string;
  readonly words: string;
}

/** How a page matches the typed text: by its title, else (ranked after every title) by its other words. */
function pageRank(page: TitledPage, typed: string): number | null {
  const byTitle = matchRank(page.title, typed);
  if (byTitle !== null) return byTitle;
  return page.words === '' || matchRank(page.words, typed) === null ? null : 3;
}

/** The pages whose title or other words match the typed text, best match first, then by title. */
export function findPages(pages: readonly TitledPage[], typed: string, limit = PAGES_SHOWN): SearchGroup {
  const ranked = pages
    .flatMap((page) => {
      const rank = pageRank(page, typed);
      return rank === null ? [] : [{ page, rank }];
    })
    .sort((a, b) => a.rank - b.rank || a.page.title.localeCompare(b.page.title));
  const hits: SearchHit[] = ranked.slice(0, limit).map(({ page }) => ({
    kind: 'page',
    id: page.routeId,
    label: page.title,
    description: null,
    route: ROUTES[page.routeId].path,
    startsAt: null,
    dossierType: null,
  }));
  return { kind: 'page', hits, total: ranked.length };
}
