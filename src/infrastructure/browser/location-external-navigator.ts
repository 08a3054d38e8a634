import { isPortalPath } from '../../domain/access/return-path';
import type { ExternalNavigator } from '../../application/access/external-navigator';

/**
 * Full page loads to the portal's own origin only. Anything else is an error (spec section 8:
 * navigating to an external URL without explicit allowance is an error); the domain has already
 * judged destinations, so reaching the throw means a bug, not a user mistake.
 */
export class LocationExternalNavigator implements ExternalNavigator {
  constructor(
    private readonly location: Pick<Location, 'origin' | 'assign'>,
    readonly allowedOrigins: readonly string[],
  ) {}

  get origin(): string {
    return this.location.origin;
  }

  leave(address: string): void {
    const url = new URL(address, this.location.origin);
    if (url.origin !== this.location.origin || !isPortalPath(address)) {
      throw new Error(`Navigation outside the portal was refused: ${url.origin}`);
    }
    this.location.assign(url.href);
  }
}
