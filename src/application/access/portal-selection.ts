import { token } from '../platform/token';
import type { Portal } from '../../domain/access/portal';

export const PortalSelection = token<PortalSelection>('PortalSelection');
/** The portal the user works in now; it travels with every call as the portal header. */
export interface PortalSelection {
  readonly current: Portal | null;
  select(portal: Portal | null): void;
}
