import type { DemoArea } from '../platform/area';
import { absenceRoutes } from './absence-routes';
import type { LegalClockState } from './legal-clock-state';

/**
 * The legal clock: the employer's sick and recovery reports, kept with only what the AP lets an
 * employer record, as spells on the tasks area's illness dossiers.
 */
export const legalClockArea: DemoArea<LegalClockState> = {
  routes: absenceRoutes,
  seed: () => ({ sickReports: [], resumptions: [] }),
  stateKeys: ['sickReports', 'resumptions'],
};
