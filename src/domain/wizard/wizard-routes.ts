import type { RouteEntry } from '../access/route-entry';
import { anyOf } from '../access/route-entry';

const WIZARDS = anyOf('manage_wizards');

/** Wizards: the questionnaire builder of the admin area. */
export const WIZARD_ROUTES = {
  wizards: { path: '/admin/wizards', access: WIZARDS, parent: 'admin' },
  wizardCreate: { path: '/admin/wizards/create', access: WIZARDS, parent: 'wizards' },
  wizard: { path: '/admin/wizards/:wizardUuid', access: WIZARDS, parent: 'wizards' },
} as const satisfies Record<string, RouteEntry>;
