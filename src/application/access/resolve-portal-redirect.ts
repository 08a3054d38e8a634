import type { Portal } from '../../domain/access/portal';
import { allowedPortalsOf } from '../../domain/access/portal';
import { portalEntryAddress } from '../../domain/access/portal-redirect';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { SessionStore } from '../session/session-store';
import type { ExternalNavigator } from './external-navigator';
import type { PortalRedirectAttempts } from './portal-redirect-attempts';
import type { PortalSelection } from './portal-selection';

export type PortalRedirectError = 'portal.not-allowed' | 'portal.destination-refused';

/**
 * Enters another portal through the backend's redirect-dwc call (spec section 6): only a portal the
 * user is allowed, only to the portal's own or an allow-listed origin, and the attempt is remembered
 * so a second one within 60 seconds goes to / instead.
 */
export class ResolvePortalRedirect {
  constructor(
    private readonly session: SessionStore,
    private readonly attempts: PortalRedirectAttempts,
    private readonly external: ExternalNavigator,
    private readonly selection: PortalSelection,
  ) {}

  execute(portal: Portal, path: string): Result<string, PortalRedirectError> {
    const user = this.session.user;
    if (!user || !allowedPortalsOf(user).includes(portal)) return fail('portal.not-allowed');
    const address = portalEntryAddress(portal, path, this.external.origin, this.external.allowedOrigins);
    if (!address) return fail('portal.destination-refused');
    this.attempts.record();
    this.selection.select(portal);
    this.external.leave(address);
    return ok(address);
  }
}
