import { makeAutoObservable, runInAction } from 'mobx';
import type { CountLinkedAccounts } from '../../application/access/count-linked-accounts';

/** The user menu's link to the linked accounts: shown only to a user who has some. */
export class LinkedAccountsViewModel {
  count = 0;

  constructor(private readonly countLinked: CountLinkedAccounts) {
    makeAutoObservable<LinkedAccountsViewModel, 'countLinked'>(
      this,
      { countLinked: false },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const controller = new AbortController();
    void this.countLinked.execute(controller.signal).then((count) => {
      if (!controller.signal.aborted) runInAction(() => (this.count = count));
    });
    return () => controller.abort();
  }
}
