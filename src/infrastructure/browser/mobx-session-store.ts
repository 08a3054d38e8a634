import { makeAutoObservable } from 'mobx';
import type { User } from '../../domain/access/user';
import type { AuthStatus, SessionStore } from '../../application/session/session-store';

/** The session as an observable, so every screen that reads it follows sign-in and sign-out. */
export class MobxSessionStore implements SessionStore {
  status: AuthStatus = 'loading';
  user: User | null = null;
  unreachable = false;
  private readonly forgetters = new Set<() => void>();

  constructor() {
    makeAutoObservable<MobxSessionStore, 'forgetters'>(this, { forgetters: false });
  }

  signIn(user: User): void {
    this.user = user;
    this.status = 'authenticated';
    this.unreachable = false;
  }

  clear(): void {
    this.user = null;
    this.status = 'unauthenticated';
    this.unreachable = false;
    for (const forget of this.forgetters) forget();
  }

  setUnreachable(unreachable: boolean): void {
    this.unreachable = unreachable;
  }

  /** Caches register here so sign-out drops every piece of data they hold; the return value unregisters. */
  onClear(forget: () => void): () => void {
    this.forgetters.add(forget);
    return () => this.forgetters.delete(forget);
  }
}
