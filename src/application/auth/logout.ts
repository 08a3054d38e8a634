import type { Navigator } from '../platform/navigator';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/** Spec section 4: logout clears the user and goes to /login, even when the server cannot be reached. */
export class Logout {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
    private readonly navigator: Navigator,
  ) {}

  async execute(): Promise<void> {
    await this.auth.signOut();
    this.session.clear();
    this.theme.reset();
    this.navigator.goTo('/login', { replace: true });
  }
}
