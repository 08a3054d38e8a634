import { landingAfterSignIn } from '../../domain/access/sign-in';
import type { User } from '../../domain/access/user';
import { themeOf } from '../../domain/theme/theme';
import type { Navigator } from '../platform/navigator';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/**
 * The steps every successful sign-in shares (spec section 4): the theme resets and takes the employer
 * branding, linked users are fetched, and the user lands on /linkedUsers if there are any, otherwise
 * where they were heading.
 */
export class CompleteSignIn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
    private readonly navigator: Navigator,
  ) {}

  async execute(user: User, returnTo: string | null): Promise<string> {
    this.theme.reset();
    this.theme.apply(themeOf(user));
    const linked = await this.auth.linkedUsers();
    // The session store changes only now, right before navigating, so no screen reacts to a half-done sign-in.
    this.session.signIn(user);
    const landing = landingAfterSignIn(linked.ok ? linked.value.users.length : 0, returnTo);
    this.navigator.goTo(landing, { replace: true });
    return landing;
  }
}
