import type { DemoArea } from '../platform/area';
import { templateRoutes } from './template-routes';

/**
 * The e-mail templates of the admin area: a fixed catalogue, read and previewed, never edited here.
 * Having no state, the area adds nothing to the stored one and needs no new STATE_VERSION.
 */
export const templatesArea: DemoArea<object> = {
  routes: templateRoutes,
  seed: () => ({}),
  stateKeys: [],
};
