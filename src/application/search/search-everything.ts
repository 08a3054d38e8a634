import type { Permission } from '../../domain/access/permission';
import type { RouteId } from '../../domain/access/route-catalogue';
import type { TitledPage } from '../../domain/search/page-search';
import { findPages, searchablePages } from '../../domain/search/page-search';
import { shownTo } from '../../domain/search/search-confidentiality';
import type { SearchGroup } from '../../domain/search/search-hit';
import { searchable, searchQueryOf } from '../../domain/search/search-text';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { SessionStore } from '../session/session-store';
import type { SearchGateway } from './search-gateway';

/** What the search knows of a page besides its route. */
export interface PageDescription extends Omit<TitledPage, 'routeId'> {
  /** The permissions of its menu place, for a route that declares none itself. */
  readonly menuAnyOf: readonly Permission[];
}

/** How many hits of each kind the back office sends. */
export const HITS_PER_GROUP = 5;

/**
 * One search over everything the signed-in user may reach: the portal's pages they may open (by their
 * titles in the reader's language) and what the back office finds for them, with nothing of a medical
 * dossier type for a reader who may not see it, whatever the answer holds.
 */
export class SearchEverything {
  constructor(
    private readonly gateway: SearchGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(
    typed: string,
    /** A page's title and other words in the reader's language, and who its menu place is for. */
    namesOf: (routeId: RouteId) => PageDescription,
    signal: AbortSignal,
  ): Promise<Result<readonly SearchGroup[], GatewayFailure>> {
    const user = this.session.user;
    if (!user || !searchable(typed)) return ok([]);
    const text = searchQueryOf(typed);
    const pages = findPages(
      searchablePages(user, (routeId) => namesOf(routeId).menuAnyOf).map((routeId) => {
        const { title, words } = namesOf(routeId);
        return { routeId, title, words };
      }),
      text,
    );
    const found = await this.gateway.search(text, HITS_PER_GROUP, signal);
    if (!found.ok) return found;
    return ok(shownTo(user, [pages, ...found.value]));
  }
}
