import { Navigator } from '../../application/platform/navigator';
import { Scheduler } from '../../application/platform/scheduler';
import { token } from '../../application/platform/token';
import { RecentSearchChoices } from '../../application/search/recent-search-choices';
import { SearchEverything } from '../../application/search/search-everything';
import { SearchGateway } from '../../application/search/search-gateway';
import { SessionStore } from '../../application/session/session-store';
import type { SearchViewModelFactory } from '../../ui/search/search-view-models';
import { SearchViewModel } from '../../ui/search/search-view-model';
import { HttpClient } from '../http/http-client';
import { HttpSearchGateway } from '../search/http-search-gateway';
import { portalModule } from './binder';

/** The factory of the search's view-model, which the composition root hands the header's search. */
export const SearchViewModelFactoryToken = token<SearchViewModelFactory>('SearchViewModelFactory');

/**
 * The one search: loaded the first time it opens, not with the shell. The recent choices live as long
 * as the page, in memory.
 */
export const searchModule = portalModule((b) => {
  b.factory(SearchGateway, [HttpClient], (http) => new HttpSearchGateway(http)).inSingletonScope();
  b.construct(SearchEverything, [SearchGateway, SessionStore]);
  b.construct(RecentSearchChoices, [SessionStore]).inSingletonScope();
  b.factory(
    SearchViewModelFactoryToken,
    [SearchEverything, RecentSearchChoices, Scheduler, Navigator],
    (search, recent, scheduler, navigator) => (namesOf) =>
      new SearchViewModel(search, recent, scheduler, navigator, namesOf),
  );
});
