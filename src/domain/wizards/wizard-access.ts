import type { User } from '../access/user';
import { permissionsOf } from '../access/user';

/**
 * Whether a user fills in wizards and reads their runs: the professionals who work the cases
 * (view_tasks). An employer reads its own cases but never a run, whose answers may be medical; the
 * back office refuses it (403), so the portal offers no wizard to them at all.
 */
export const fillsInWizards = (user: User | null): boolean =>
  user !== null && permissionsOf(user).has('view_tasks');
