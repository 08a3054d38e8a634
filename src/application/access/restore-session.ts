import { themeOf } from '../../domain/theme/theme';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Scheduler } from '../platform/scheduler';
import type { SessionStore } from '../session/session-store';
import type { ThemePainter } from '../theme/theme-painter';
import type { AuthGateway } from './auth-gateway';

/** Pauses between tries of the session check when the server does not answer usefully. */
export const SESSION_CHECK_RETRY_MS = [500, 1500] as const;

/**
 * Whether a failed session check says "not signed in". Only the server's own refusal does (spec
 * sections 4 and 8: a 401 signs out); a hiccup (5xx, a time-out, the network, a malformed answer) says
 * nothing about the session and must not send a signed-in user to /login.
 */
function meansSignedOut(failure: GatewayFailure): boolean {
  if (failure.kind === 'unauthorized') return true;
  return failure.kind === 'rejected' && failure.status < 500 && ![408, 425, 429].includes(failure.status);
}

/** On start the portal asks the server who is signed in, so a reload keeps the session. */
export class RestoreSession {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly theme: ThemePainter,
    private readonly scheduler: Scheduler,
  ) {}

  async execute(): Promise<void> {
    this.session.setUnreachable(false);
    for (let attempt = 0; ; attempt++) {
      const answer = await this.auth.currentUser();
      if (answer.ok) {
        if (answer.value) {
          this.session.signIn(answer.value);
          this.theme.apply(themeOf(answer.value));
        } else {
          this.session.clear();
        }
        return;
      }
      if (meansSignedOut(answer.error)) {
        this.session.clear();
        return;
      }
      const pause = SESSION_CHECK_RETRY_MS[attempt];
      if (pause === undefined) {
        this.session.setUnreachable(true);
        return;
      }
      await new Promise<void>((resolve) => this.scheduler.after(pause, resolve));
    }
  }
}
