import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthGateway, LinkedUser } from '../../../application/auth/auth-gateway';
import type { SwitchUser } from '../../../application/auth/switch-user';

/** /linkedUsers: the accounts this user may work as, and switching to one. */
export class LinkedUsersViewModel {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  users: readonly LinkedUser[] = [];
  onlyWithRole = false;
  switchingTo: string | null = null;

  constructor(
    private readonly auth: AuthGateway,
    private readonly switchUser: SwitchUser,
  ) {
    makeAutoObservable<LinkedUsersViewModel, 'auth' | 'switchUser'>(this, { auth: false, switchUser: false });
  }

  /** With onlyShowRoleLinkedUsers, accounts without a role are not offered. */
  get choices(): readonly LinkedUser[] {
    return this.onlyWithRole ? this.users.filter((user) => user.hasRole) : this.users;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const answer = await this.auth.linkedUsers();
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
