import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import type { BrowseWaitlist, WaitlistChoices } from '../../../application/waitlist/browse-waitlist';
import type { WaitingEntry, WaitlistSortField } from '../../../application/waitlist/waitlist-gateway';
import { readsMedical } from '../../../domain/access/medical-confidentiality';
import type { WaitingPurpose } from '../../../domain/waitlist/waiting-entry';
import { WAITING_PURPOSES } from '../../../domain/waitlist/waiting-entry';
import { ListViewModel } from '../../list/list-view-model';
import type { WaitlistFilters } from './waitlist-list-definition';
import { waitlistList, waitlistQueryOf } from './waitlist-list-definition';

const purposeOf = (value: string): WaitingPurpose | null =>
  (WAITING_PURPOSES as readonly string[]).includes(value) ? (value as WaitingPurpose) : null;

/**
 * /waitlist: the waiting employees the reader may see (an employer's planner only its own), with
 * filters, saved views and an export, and taking one off the list by hand after a question.
 */
export class WaitlistListViewModel {
  readonly list: ListViewModel<WaitingEntry, WaitlistFilters, WaitlistSortField>;
  choices: WaitlistChoices = { operations: [], locations: [] };
  /** The entry whose removal waits for the planner's answer. */
  pendingRemoval: WaitingEntry | null = null;
  removing = false;
  /** The back office's reason for refusing the last removal. */
  removalMessage: string | null = null;

  constructor(
    private readonly browse: BrowseWaitlist,
    private readonly session: SessionStore,
    scheduler: Scheduler,
  ) {
    this.list = new ListViewModel(
      waitlistList,
      (request, signal) => this.browse.list(waitlistQueryOf(request), signal),
      scheduler,
    );
    makeAutoObservable<WaitlistListViewModel, 'browse' | 'session'>(
      this,
      {
        browse: false,
        session: false,
        list: false,
        choices: observableRef,
        pendingRemoval: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const detach = this.list.attach();
    const controller = new AbortController();
    void this.browse.choices(readsMedical(this.session.user), controller.signal).then((answer) => {
      if (answer.ok) runInAction(() => (this.choices = answer.value));
    });
    return () => {
      controller.abort();
      detach();
    };
  }

  get filters(): WaitlistFilters {
    return this.list.filters;
  }

  setOperation(value: string): void {
    this.list.setFilter('operation', value === '' ? null : value);
  }

  setLocation(value: string): void {
    this.list.setFilter('location', value === '' ? null : value);
  }

  setPurpose(value: string): void {
    this.list.setFilter('purpose', purposeOf(value));
  }

  setLatestBefore(value: Temporal.PlainDate | null): void {
    this.list.setFilter('latestBefore', value);
  }

  askRemoval(entry: WaitingEntry): void {
    this.pendingRemoval = entry;
    this.removalMessage = null;
  }

  keep(): void {
    this.pendingRemoval = null;
    this.removalMessage = null;
  }

  async confirmRemoval(): Promise<void> {
    const entry = this.pendingRemoval;
    if (!entry || this.removing) return;
    this.removing = true;
    const result = await this.browse.remove(entry);
    runInAction(() => {
      this.removing = false;
      if (result.ok || result.error.code === 'delete.not-found') {
        this.pendingRemoval = null;
        void this.list.load();
      } else this.removalMessage = result.error.message;
    });
  }
}
