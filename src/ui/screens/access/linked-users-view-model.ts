import { makeAutoObservable, runInAction } from 'mobx';
import type { LinkedUser } from '../../../application/access/auth-gateway';
import type { ListLinkedUsers } from '../../../application/access/list-linked-users';
import type { SwitchUser } from '../../../application/access/switch-user';

/** /linkedUsers: the accounts this user may work as, and switching to one. */
export class LinkedUsersViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  users: readonly LinkedUser[] = [];
  onlyWithRole = false;
  switchingTo: string | null = null;
  private loads: AbortController | null = null;

  constructor(
    private readonly linked: ListLinkedUsers,
    private readonly switchUser: SwitchUser,
  ) {
    makeAutoObservable<LinkedUsersViewModel, 'linked' | 'switchUser' | 'loads'>(this, {
      linked: false,
      switchUser: false,
      loads: false,
    });
  }

  /** Loads the list while the screen is shown; leaving the screen cancels a load still under way. */
  attach(): () => void {
    void this.load();
    return () => {
      this.loads?.abort();
      this.loads = null;
    };
  }

  /** With onlyShowRoleLinkedUsers, accounts without a role are not offered. */
  get choices(): readonly LinkedUser[] {
    return this.onlyWithRole ? this.users.filter((user) => user.hasRole) : this.users;
  }

  /** Loads the list; a newer load cancels the one before, whose answer no longer counts. */
  async load(): Promise<void> {
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    this.state = 'loading';
    const answer = await this.linked.execute(controller.signal);
    if (controller.signal.aborted || (!answer.ok && answer.error.kind === 'aborted')) return;
    runInAction(() => {
      if (!answer.ok) {
        this.state = 'failed';
        return;
      }
      this.users = answer.value.users;
      this.onlyWithRole = answer.value.onlyShowRoleLinkedUsers;
      this.state = 'ready';
    });
  }

  async choose(id: string): Promise<void> {
    if (this.switchingTo) return;
    this.switchingTo = id;
    await this.switchUser.execute(id);
    runInAction(() => (this.switchingTo = null));
  }
}
