import { makeAutoObservable, observableRef } from 'mobx';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Scheduler } from '../../application/platform/scheduler';
import type { Result } from '../../domain/shared/result';
import type { ViewState } from './list-address';
import {
  formatListRequest,
  mergeListParams,
  parseListRequest,
  sameRequest,
  viewParamsOf,
  viewStateOf,
} from './list-address';
import type { ListDefinition, ListLoader, ListPage, ListRequest, ListSort, ListState } from './list-request';
import { lastPageOf } from './list-request';

const SEARCH_PAUSE_MS = 300;
const SEARCH_MAX_LENGTH = 100;

/**
 * Any paged, sorted, filtered list: its request, the rows of the current page, and the state of
 * loading them. A screen holds one (or its own view-model does) and hands `attach` to useViewModel.
 *
 * Loading: every change of the request loads at once, except typing in the search, which waits for
 * a pause. A newer load aborts the older one and an older answer never replaces a newer one;
 * detaching aborts what is running, and attaching again loads what that interrupted.
 */
export class ListViewModel<R, F extends object, S extends string> {
  request: ListRequest<F, S>;
  rows: readonly R[] = [];
  total = 0;
  state: ListState = 'loading';
  failure: GatewayFailure | null = null;
  /** Keys of the selected rows of this page. */
  selected: ReadonlySet<string> = new Set();
  /** Keys of rows shown that an action took out of the filters since the last load. */
  private departed: ReadonlySet<string> = new Set();
  defaultSize: number;

  private running: AbortController | null = null;
  private pendingSearch: (() => void) | null = null;
  private interrupted = false;
  private started = false;

  constructor(
    private readonly definition: ListDefinition<R, F, S>,
    private readonly loader: ListLoader<F, S, R>,
    private readonly scheduler: Pick<Scheduler, 'after'>,
  ) {
    this.defaultSize = definition.defaultSize;
    this.request = this.initialRequest(definition.defaultSize);
    makeAutoObservable<
      ListViewModel<R, F, S>,
      | 'definition'
      | 'loader'
      | 'scheduler'
      | 'running'
      | 'pendingSearch'
      | 'interrupted'
      | 'started'
      | 'departed'
    >(
      this,
      {
        request: observableRef,
        rows: observableRef,
        failure: observableRef,
        selected: observableRef,
        departed: observableRef,
        definition: false,
        loader: false,
        scheduler: false,
        running: false,
        pendingSearch: false,
        interrupted: false,
        started: false,
      },
      { autoBind: true },
    );
  }

  /** For useViewModel: resumes a load a detach interrupted; the disposer aborts what runs. */
  attach(): () => void {
    if (this.interrupted) {
      this.interrupted = false;
      void this.load();
    }
    return () => {
      if (this.running || this.pendingSearch) this.interrupted = true;
      this.stopSearchPause();
      this.running?.abort();
      this.running = null;
    };
  }

  /** The rows come afresh in the new language (their names and statuses are the back office's words). */
  languageChanged(): void {
    void this.load();
  }

  get page(): number {
    return this.request.page;
  }

  get size(): number {
    return this.request.size;
  }

  get sort(): ListSort<S> | null {
    return this.request.sort;
  }

  get filters(): F {
    return this.request.filters;
  }

  get search(): string {
    return this.request.search;
  }

  get pageSizes(): readonly number[] {
    return this.definition.pageSizes;
  }

  get lastPage(): number {
    return lastPageOf(this.total, this.request.size);
  }

  get busy(): boolean {
    return this.state === 'loading';
  }

  get rowKey(): (row: R) => string {
    return this.definition.rowKey;
  }

  get selectedRows(): readonly R[] {
    return this.rows.filter((row) => this.selected.has(this.definition.rowKey(row)));
  }

  /** The request as the address bar shows it (no search text, no filter the definition keeps out). */
  toSearchParams(): URLSearchParams {
    return formatListRequest(this.request, this.definition, this.defaultSize);
  }

  /** `toSearchParams()` as text, observable, for an effect that writes the address bar. */
  get searchParams(): string {
    return this.toSearchParams().toString();
  }

  /** The address bar's text with this list's part brought up to date and the rest left alone. */
  addressFrom(address: string): string {
    return mergeListParams(new URLSearchParams(address), this.toSearchParams(), this.definition).toString();
  }

  /**
   * Takes the list from the address bar (on arrival, back and forward) and loads it, unless it only
   * echoes what the list already shows. `defaultSize` is the page size an address without one means.
   */
  applySearchParams(params: URLSearchParams, defaultSize: number = this.defaultSize): void {
    const next = parseListRequest(params, this.request, this.definition, defaultSize);
    const changed = !sameRequest(next, this.request, this.definition);
    this.defaultSize = defaultSize;
    if (this.started && !changed) return;
    this.request = next;
    void this.load();
  }

  /** The list as a saved view keeps it: the filters its address may hold, its order and page size. */
  get viewState(): ViewState {
    return viewStateOf(this.request, this.definition);
  }

  /** A saved view's address parameters, with only what the list knows and accepts (see viewParamsOf). */
  viewParams(view: ViewState): URLSearchParams {
    return viewParamsOf(view, this.definition);
  }

  /**
   * Shows the list as a saved view keeps it: its filters, order and page size, and for everything
   * else (the search, a filter the view does not hold) the list's defaults, from the first page.
   */
  applyView(view: ViewState): void {
    this.stopSearchPause();
    const base = this.initialRequest(this.request.size);
    this.request = parseListRequest(this.viewParams(view), base, this.definition, this.request.size);
    void this.load();
  }

  /**
   * Every row of the list as it is now filtered and ordered, page after page of the largest size it
   * offers; `onProgress` hears the share fetched (0 to 1) after each page. Stops at the first failure.
   */
  async collect(
    signal: AbortSignal,
    onProgress: (share: number) => void,
  ): Promise<Result<readonly R[], GatewayFailure>> {
    const size = Math.max(...this.definition.pageSizes);
    const rows: R[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.loader({ ...this.request, page, size }, signal);
      if (signal.aborted) return { ok: false, error: { kind: 'aborted' } };
      if (!answer.ok) return answer;
      rows.push(...answer.value.rows);
      const { total } = answer.value;
      onProgress(total === 0 ? 1 : Math.min(1, rows.length / total));
      if (answer.value.rows.length === 0 || rows.length >= total) return { ok: true, value: rows };
    }
  }

  setFilter<K extends keyof F>(key: K, value: F[K]): void {
    this.change({ filters: { ...this.request.filters, [key]: value } });
  }

  setFilters(filters: Partial<F>): void {
    this.change({ filters: { ...this.request.filters, ...filters } });
  }

  /** Typing waits for a pause before the list asks again; the text itself shows at once. */
  setSearch(text: string): void {
    this.request = {
      ...this.request,
      search: text.slice(0, this.definition.searchMaxLength ?? SEARCH_MAX_LENGTH),
      page: 1,
    };
    this.stopSearchPause();
    this.pendingSearch = this.scheduler.after(this.definition.searchPauseMs ?? SEARCH_PAUSE_MS, () => {
      this.pendingSearch = null;
      void this.load();
    });
  }

  /** The default filters, order and search; the page size stays. */
  resetFilters(): void {
    this.change({ ...this.initialRequest(this.request.size), size: this.request.size });
  }

  /** The same column flips its direction; another starts ascending. */
  toggleSort(field: S): void {
    const current = this.request.sort;
    const direction = current?.field === field && current.direction === 'asc' ? 'desc' : 'asc';
    this.change({ sort: { field, direction } });
  }

  setSort(sort: ListSort<S> | null): void {
    this.change({ sort });
  }

  /** Goes to a page, kept between the first and the last. */
  goToPage(page: number): void {
    const target = Math.min(Math.max(1, Math.trunc(page) || 1), this.lastPage);
    if (target === this.request.page) return;
    this.request = { ...this.request, page: target };
    void this.load();
  }

  setPageSize(size: number): void {
    if (!this.definition.pageSizes.includes(size)) return;
    this.change({ size });
  }

  /** Asks again for the same request, after a failure or when the rows changed elsewhere. */
  retry(): Promise<void> {
    return this.load();
  }

  /**
   * Puts a changed row in place of the row with the same key (after an action on it). A row the
   * action took out of the list's filters (`inView` false) stays where it is, so the user sees what
   * happened, but no longer counts; one that comes back counts again. The next load settles both.
   */
  replaceRow(row: R, inView = true): void {
    const key = this.definition.rowKey(row);
    if (!this.rows.some((current) => this.definition.rowKey(current) === key)) return;
    this.rows = this.rows.map((current) => (this.definition.rowKey(current) === key ? row : current));
    const departed = this.departed.has(key);
    if (!inView && !departed) {
      this.departed = new Set([...this.departed, key]);
      this.total = Math.max(0, this.total - 1);
    } else if (inView && departed) {
      this.departed = new Set([...this.departed].filter((other) => other !== key));
      this.total += 1;
    }
  }

  /** Whether a row shown was taken out of the list's filters by an action since the last load. */
  hasLeft(key: string): boolean {
    return this.departed.has(key);
  }

  setSelection(keys: ReadonlySet<string>): void {
    this.selected = new Set(keys);
  }

  toggleSelected(key: string): void {
    const next = new Set(this.selected);
    if (!next.delete(key)) next.add(key);
    this.selected = next;
  }

  async load(): Promise<void> {
    this.stopSearchPause();
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    this.started = true;
    this.interrupted = false;
    this.state = 'loading';
    let answer: Result<ListPage<R>, GatewayFailure>;
    try {
      answer = await this.loader(this.request, controller.signal);
    } catch (error) {
      // An abort may surface as a rejection; anything else is a bug and stays loud.
      this.receive(controller, null);
      if (!controller.signal.aborted) throw error;
      return;
    }
    this.receive(controller, answer);
  }

  /** Takes an answer, or null for a loader that threw, unless a newer load or a detach took over. */
  private receive(controller: AbortController, answer: Result<ListPage<R>, GatewayFailure> | null): void {
    if (this.running !== controller) return;
    this.running = null;
    if (!answer?.ok) {
      this.state = 'failed';
      this.failure = answer ? answer.error : null;
      return;
    }
    const { rows, total } = answer.value;
    const keys = new Set(rows.map(this.definition.rowKey));
    this.rows = rows;
    this.total = total;
    this.departed = new Set();
    this.failure = null;
    this.selected = new Set([...this.selected].filter((key) => keys.has(key)));
    this.state = rows.length === 0 ? 'empty' : 'ready';
    // Rows went away meanwhile (or a link names a page past the end): show the last page that has rows.
    if (total > 0 && this.request.page > this.lastPage) this.goToPage(this.lastPage);
    else if (total === 0 && this.request.page !== 1) this.request = { ...this.request, page: 1 };
  }

  private change(change: Partial<ListRequest<F, S>>): void {
    this.request = { ...this.request, ...change, page: 1 };
    void this.load();
  }

  private stopSearchPause(): void {
    this.pendingSearch?.();
    this.pendingSearch = null;
  }

  private initialRequest(size: number): ListRequest<F, S> {
    return { filters: this.definition.filters, search: '', sort: this.definition.sort, page: 1, size };
  }
}
