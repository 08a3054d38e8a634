import { themeOf } from '../../domain/theme/theme';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/** On start the portal asks the server who is signed in, so a reload keeps the session. */
export class RestoreSession {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
  ) {}

  async execute(): Promise<void> {
    const answer = await this.auth.currentUser();
    if (answer.ok && answer.value) {
      this.session.signIn(answer.value);
      this.theme.apply(themeOf(answer.value));
      return;
    }
    this.session.clear();
  }
}
