import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { TasksState } from '../tasks/case-seed';
import { runRoutes } from './run-routes';
import { wizardRoutes } from './wizard-routes';
import { seedWizards } from './wizards-seed';
import type { WizardsState } from './wizards-state';

type Needs = Pick<TasksState, 'dossiers'>;

/**
 * Wizards: the questionnaires of the admin area's builder and their runs, filled in by professionals
 * for dossiers and employees. Seeded after the tasks, whose dossiers the seeded runs are about. The
 * runs' routes go first: `/wizards/associations` must not be taken for a wizard's id.
 */
export const wizardsArea: DemoArea<WizardsState, Needs> = {
  routes: (kit: Kit) => new Hono<Env>().route('/', runRoutes(kit)).route('/', wizardRoutes(kit)),
  seed: (seedTime, earlier) => {
    if (!earlier.dossiers) throw new Error('The wizards are seeded after the tasks');
    return seedWizards(seedTime, earlier.dossiers);
  },
  stateKeys: ['wizards', 'wizardRuns', 'nextWizardRunId'],
};
