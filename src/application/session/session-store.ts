import type { User } from '../../domain/access/user';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export const SessionStore = Symbol('SessionStore');
/** The signed-in user as the whole portal sees it (spec section 4, auth status). Observable in the UI. */
export interface SessionStore {
  /** loading until the first check of the session has answered. */
  readonly status: AuthStatus;
  readonly user: User | null;
  /** Marks the user as signed in. */
  signIn(user: User): void;
  /** Forgets the user and everything cached for them. */
  clear(): void;
}
