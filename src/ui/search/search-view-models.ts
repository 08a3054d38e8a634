import type { RouteId } from '../../domain/access/route-catalogue';
import type { TitledPage } from '../../domain/search/page-search';
import type { SearchViewModel } from './search-view-model';

/** A page's title and other words people use for it, in the reader's language. */
export type PageNames = (routeId: RouteId) => Omit<TitledPage, 'routeId'>;

/** Makes the search's view-model for pages named by `namesOf`. */
export type SearchViewModelFactory = (namesOf: PageNames) => SearchViewModel;
