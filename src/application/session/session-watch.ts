import type { SessionActivity, AuthGateway } from '../access/auth-gateway';
import type { Logout } from '../access/logout';

/**
 * The server side of staying signed in: when the user was last seen and the idle limit, keep-alive
 * while they work, and the sign-out when the limit is reached.
 */
export class SessionWatch {
  constructor(
    private readonly auth: AuthGateway,
    private readonly logout: Logout,
  ) {}

  async sync(): Promise<SessionActivity | null> {
    const answer = await this.auth.lastActivity();
    return answer.ok ? answer.value : null;
  }

  async keepAlive(): Promise<boolean> {
    return (await this.auth.keepAlive()).ok;
  }

  /** The user chose to stay after the idle warning: the session is renewed, not only pinged. */
  async stay(): Promise<boolean> {
    return (await this.auth.refreshSession()).ok;
  }

  /** Ends an idle session, telling the user why. */
  expire(): Promise<void> {
    return this.logout.execute('idle');
  }

  signOut(): Promise<void> {
    return this.logout.execute();
  }
}
