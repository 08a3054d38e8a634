import type { DemoState } from '../demo-backend';
import type { DemoArea } from '../platform/area';
import { syncAllCaseTasks } from './case-tasks';
import { absenceRoutes } from './absence-routes';
import { digestControls } from './digest-controls';
import type { LegalClockState } from './legal-clock-state';

/**
 * The legal clock: the employer's sick and recovery reports, kept with only what the AP lets an
 * employer record, as spells on the tasks area's illness dossiers.
 */
export const legalClockArea: DemoArea<LegalClockState> = {
  routes: absenceRoutes,
  controls: digestControls,
  seed: () => ({ sickReports: [], resumptions: [], digest: { lastOn: null } }),
  stateKeys: ['sickReports', 'resumptions', 'digest'],
  // The tasks of every absence case follow the legal clock's rule (case-tasks.ts).
  settle: (state, now) => syncAllCaseTasks(state as unknown as DemoState, now),
  // After the reports, a task's or a document's change, and UWV's messages; and each new day.
  settleAfter: /^\/api\/external\/(v2\/(employee|dossier)|uwv)\//,
};
