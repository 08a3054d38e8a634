import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Navigator } from '../../application/platform/navigator';
import type { Scheduler } from '../../application/platform/scheduler';
import type { RecentSearchChoices } from '../../application/search/recent-search-choices';
import type { SearchEverything } from '../../application/search/search-everything';
import { ROUTE_IDS } from '../../domain/access/route-catalogue';
import type { SearchGroup, SearchHit } from '../../domain/search/search-hit';
import { searchable } from '../../domain/search/search-text';
import type { PageNames } from './search-view-models';

/** How long typing must pause before the back office is asked. */
export const SEARCH_PAUSE_MS = 250;

export type SearchState = 'recent' | 'short' | 'searching' | 'done' | 'failed';

/** A group as the dialog lists it: the recent choices are a group of their own. */
export interface ShownGroup {
  readonly kind: SearchGroup['kind'] | 'recent';
  readonly hits: readonly SearchHit[];
  readonly total: number;
}

const isRouteId = (id: string): id is (typeof ROUTE_IDS)[number] =>
  (ROUTE_IDS as readonly string[]).includes(id);

/**
 * The one search: what is typed, the groups found once typing pauses, and the recent choices while
 * the field is empty. A newer text cancels the pause and the call of the older one, so an older
 * answer never replaces a newer one. Choosing a hit remembers it (in memory) and opens its page.
 */
export class SearchViewModel {
  text = '';
  state: SearchState = 'recent';
  found: readonly SearchGroup[] = [];
  /** The server's message of a refused search; null when the user has been told already. */
  failure: string | null = null;
  private pending: (() => void) | null = null;
  private running: AbortController | null = null;

  constructor(
    private readonly searchEverything: SearchEverything,
    private readonly recent: RecentSearchChoices,
    private readonly scheduler: Scheduler,
    private readonly navigator: Navigator,
    /** A page's title and other words in the reader's language, to match and to show. */
    private readonly namesOf: PageNames,
  ) {
    makeAutoObservable<
      SearchViewModel,
      'searchEverything' | 'recent' | 'scheduler' | 'navigator' | 'namesOf' | 'pending' | 'running'
    >(
      this,
      {
        searchEverything: false,
        recent: false,
        scheduler: false,
        navigator: false,
        namesOf: false,
        pending: false,
        running: false,
        found: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Stops what is on its way when the dialog closes. */
  attach(): () => void {
    return () => this.stop();
  }

  /** The groups to list: the recent choices for an empty field, else what was found. */
  get groups(): readonly ShownGroup[] {
    if (this.state === 'recent') {
      const hits = this.recent.list().map((hit) => this.inReadersLanguage(hit));
      return hits.length > 0 ? [{ kind: 'recent', hits, total: hits.length }] : [];
    }
    return this.state === 'done' ? this.found : [];
  }

  /** Every hit listed, in the order of the list: what the arrow keys move through. */
  get options(): readonly SearchHit[] {
    return this.groups.flatMap((group) => group.hits);
  }

  /** The text as typed; the search starts once typing pauses, from two characters on. */
  setText(text: string): void {
    this.text = text;
    this.stop();
    this.failure = null;
    if (text.trim() === '') {
      this.state = 'recent';
      this.found = [];
      return;
    }
    if (!searchable(text)) {
      this.state = 'short';
      this.found = [];
      return;
    }
    this.state = 'searching';
    this.pending = this.scheduler.after(SEARCH_PAUSE_MS, () => {
      this.pending = null;
      void this.search(text);
    });
  }

  /** Opens the hit's page and puts it first among the recent choices. */
  choose(hit: SearchHit): void {
    this.stop();
    this.recent.remember(hit);
    this.navigator.goTo(hit.route);
  }

  /** Stops the pause and the call on their way. */
  stop(): void {
    this.pending?.();
    this.pending = null;
    this.running?.abort();
    this.running = null;
  }

  /** A page chosen earlier, titled in today's language. */
  private inReadersLanguage(hit: SearchHit): SearchHit {
    return hit.kind === 'page' && isRouteId(hit.id) ? { ...hit, label: this.namesOf(hit.id).title } : hit;
  }

  private async search(text: string): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    const answer = await this.searchEverything.execute(text, this.namesOf, controller.signal);
    if (controller.signal.aborted || this.running !== controller) return;
    runInAction(() => {
      this.running = null;
      if (answer.ok) {
        this.state = 'done';
        this.found = answer.value;
        return;
      }
      if (answer.error.kind === 'aborted') return;
      this.state = 'failed';
      this.found = [];
      // The server's own words when it refused; nothing more where the HTTP client has told the user.
      this.failure = answer.error.kind === 'rejected' && !answer.error.told ? answer.error.message : null;
    });
  }
}
