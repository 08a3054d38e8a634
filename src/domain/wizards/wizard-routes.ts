import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

const WIZARDS = anyOf('manage_wizards');

/** Wizards: the questionnaire builder of the admin area. */
export const WIZARD_ROUTES = {
  wizards: { path: '/admin/wizards', access: WIZARDS, parent: 'admin' },
  wizardCreate: { path: '/admin/wizards/create', access: WIZARDS, parent: 'wizards' },
  wizard: { path: '/admin/wizards/:wizardUuid', access: WIZARDS, parent: 'wizards' },
  /**
   * A wizard being filled in for a dossier or an employee, resumed where it was left. Not in the spec's
   * list: runs are started from a dossier, so they need what dossier work needs (`view_tasks`). The
   * address holds the run's id only; the answers never leave the page but to the back office.
   */
  wizardRun: { path: '/wizard-runs/:runId', access: anyOf('view_tasks'), parent: null },
} as const satisfies Record<string, RouteEntry>;
