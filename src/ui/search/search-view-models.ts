import type { PageDescription } from '../../application/search/search-everything';
import type { RouteId } from '../../domain/access/route-catalogue';
import type { SearchViewModel } from './search-view-model';

/** A page's title and other words people use for it, in the reader's language, and its menu's permissions. */
export type PageNames = (routeId: RouteId) => PageDescription;

/** Makes the search's view-model for pages named by `namesOf`. */
export type SearchViewModelFactory = (namesOf: PageNames) => SearchViewModel;
