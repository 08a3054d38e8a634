import { token } from '../platform/token';
import type { User } from '../../domain/access/user';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export const SessionStore = token<SessionStore>('SessionStore');
/** The signed-in user as the whole portal sees it (spec section 4, auth status). Observable in the UI. */
export interface SessionStore {
  /** loading until the first check of the session has answered. */
  readonly status: AuthStatus;
  readonly user: User | null;
  /**
   * The first check of the session could not reach the server (5xx, network, a malformed answer) even
   * after retries; the status stays loading, so no guard takes the user anywhere, until a retry.
   */
  readonly unreachable: boolean;
  /** Marks the user as signed in. */
  signIn(user: User): void;
  /** Forgets the user and everything cached for them. */
  clear(): void;
  /** Marks the session check as failed for now (true) or as being tried again (false). */
  setUnreachable(unreachable: boolean): void;
}
