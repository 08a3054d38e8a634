import type { DemoArea } from '../platform/area';
import type { Kit } from '../platform/route-kit';
import { searchRoutes } from './search-routes';

/** The one search over the other areas' records: no state of its own, only their rules. */
export const searchArea: DemoArea<Record<never, never>> = {
  routes: (kit: Kit) => searchRoutes(kit),
  seed: () => ({}),
  stateKeys: [],
};
