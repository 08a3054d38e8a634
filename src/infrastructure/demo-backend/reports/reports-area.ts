import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import { dataExchangeRoutes } from './data-exchange-routes';
import { recoveryRoutes } from './recovery-routes';
import type { ReportsState } from './reports-state';
import { wgaRoutes } from './wga-routes';

/**
 * Reports: the WGA reports (each opens a WGA dossier in the tasks area's state) and the absence and
 * recovery figures, counted from the tasks area's absence dossiers and the people area's employees,
 * and the data-exchange export of an employer's absences, employees or appointments as a CSV file.
 */
export const reportsArea: DemoArea<ReportsState> = {
  routes: (kit: Kit) =>
    new Hono<Env>()
      .route('/', wgaRoutes(kit))
      .route('/', recoveryRoutes(kit))
      .route('/', dataExchangeRoutes(kit)),
  seed: () => ({ wgaReports: [] }),
  stateKeys: ['wgaReports'],
};
