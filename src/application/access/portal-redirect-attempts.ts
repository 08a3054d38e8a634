import { token } from '../platform/token';
export const PortalRedirectAttempts = token<PortalRedirectAttempts>('PortalRedirectAttempts');
/** Spec section 6: the redirect to another portal is tried once within 60 seconds. */
export interface PortalRedirectAttempts {
  /** True when a redirect was tried less than 60 seconds ago. */
  attemptedRecently(): boolean;
  /** Remembers that a redirect is being tried now. */
  record(): void;
}
