import type { ExternalNavigator } from '../../src/application/access/external-navigator';
import type { PortalRedirectAttempts } from '../../src/application/access/portal-redirect-attempts';
import type { PortalSelection } from '../../src/application/access/portal-selection';
import type { Portal } from '../../src/domain/access/portal';

export class FakeAttempts implements PortalRedirectAttempts {
  recent = false;
  records = 0;
  attemptedRecently(): boolean {
    return this.recent;
  }
  record(): void {
    this.records += 1;
    this.recent = true;
  }
}

export class FakeExternalNavigator implements ExternalNavigator {
  readonly origin = 'https://portal.example';
  readonly allowedOrigins: readonly string[] = [];
  readonly left: string[] = [];
  leave(address: string): void {
    this.left.push(address);
  }
}

export class FakePortalSelection implements PortalSelection {
  current: Portal | null = null;
  select(portal: Portal | null): void {
    this.current = portal;
  }
}
