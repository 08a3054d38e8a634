import { makeAutoObservable, runInAction } from 'mobx';
import type { SavedView, TableId, ViewNameProblem } from '../../domain/account/user-preferences';
import { MAX_SAVED_VIEWS, viewNameProblem } from '../../domain/account/user-preferences';
import type { ViewState } from './list-address';
import { VIEW_PARAM } from './list-address';
import type { TableLayouts } from './table-layouts';

/** What saved views need of a list (see ListViewModel). */
export interface ViewableList {
  readonly viewState: ViewState;
  viewParams(view: ViewState): URLSearchParams;
  applyView(view: ViewState): void;
}

/** Where the user's views are kept (see TableLayouts). */
export type ViewStore = Pick<TableLayouts, 'savedViews' | 'setSavedViews' | 'ready'>;

export type ViewProblem = ViewNameProblem | 'tooMany';
export type ViewDone = 'saved' | 'renamed' | 'deleted' | 'applied';

/**
 * A list's saved views as its toolbar offers them: save the list as it is under a name, choose a
 * view to show the list that way, rename or delete it, and share it as a link. The link holds the
 * view's id and only what the list's address may hold (ids, codes, dates; no search text, no name),
 * so it names no person; opened by its owner on any browser it also brings back the view's columns.
 */
export class SavedViewsModel {
  /** The view the list was last set to; null when none, or the list changed since. */
  activeId: string | null = null;
  /** The name form: a new view of the list as it is, or a new name for the active view. */
  editing: 'new' | 'rename' | null = null;
  name = '';
  problem: ViewProblem | null = null;
  /** The back office's message when it refused; '' when it gave none (the HTTP client told why). */
  failure: string | null = null;
  busy = false;
  /** What was done last, for the status line. */
  done: ViewDone | null = null;

  constructor(
    private readonly list: ViewableList,
    private readonly store: ViewStore,
    private readonly tableId: TableId,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    makeAutoObservable<SavedViewsModel, 'list' | 'store' | 'tableId' | 'newId'>(
      this,
      { list: false, store: false, tableId: false, newId: false },
      { autoBind: true },
    );
  }

  get views(): readonly SavedView[] {
    return this.store.savedViews(this.tableId);
  }

  get active(): SavedView | null {
    return this.views.find((view) => view.id === this.activeId) ?? null;
  }

  /** The active view while the list still shows it; a filter changed by hand leaves the view. */
  get current(): SavedView | null {
    const active = this.active;
    if (!active) return null;
    const shown = this.list.viewParams(this.list.viewState).toString();
    return this.list.viewParams(active).toString() === shown ? active : null;
  }

  get ready(): boolean {
    return this.store.ready;
  }

  startNew(): void {
    this.editing = 'new';
    this.name = '';
    this.problem = null;
    this.failure = null;
  }

  startRename(): void {
    const active = this.active;
    if (!active) return;
    this.editing = 'rename';
    this.name = active.name;
    this.problem = null;
    this.failure = null;
  }

  cancel(): void {
    this.editing = null;
    this.problem = null;
    this.failure = null;
  }

  setName(name: string): void {
    this.name = name;
    this.problem = null;
  }

  /** Saves the list as it is (its columns: `hidden`) as a new view, or renames the active one. */
  async submit(hidden: ReadonlySet<string> | null): Promise<boolean> {
    if (this.busy || !this.editing) return false;
    const renaming = this.editing === 'rename' ? this.active : null;
    const problem = viewNameProblem(this.name, this.views, renaming?.id ?? null);
    if (problem) {
      this.problem = problem;
      return false;
    }
    if (!renaming && this.views.length >= MAX_SAVED_VIEWS) {
      this.problem = 'tooMany';
      return false;
    }
    const name = this.name.trim();
    const next = renaming
      ? this.views.map((view) => (view.id === renaming.id ? { ...view, name } : view))
      : [...this.views, this.viewOf(name, hidden)];
    const saved = await this.keep(next, renaming ? 'renamed' : 'saved');
    if (saved) {
      runInAction(() => {
        if (!renaming) this.activeId = next[next.length - 1]?.id ?? null;
        this.editing = null;
      });
    }
    return saved;
  }

  /** Shows the list as the view keeps it, with its columns (`setHidden`) when it keeps them. */
  apply(id: string, setHidden: (hidden: ReadonlySet<string>) => void): void {
    const view = this.views.find((candidate) => candidate.id === id);
    if (!view) {
      this.activeId = null;
      return;
    }
    this.activeId = view.id;
    this.editing = null;
    this.done = 'applied';
    this.list.applyView(view);
    if (view.hiddenColumns) setHidden(new Set(view.hiddenColumns));
  }

  async remove(id: string): Promise<boolean> {
    if (this.busy) return false;
    const deleted = await this.keep(
      this.views.filter((view) => view.id !== id),
      'deleted',
    );
    if (deleted) {
      runInAction(() => {
        if (this.activeId === id) this.activeId = null;
        this.editing = null;
      });
    }
    return deleted;
  }

  /**
   * The link to a view, on this list's page (`path`, no query): the view's id and the parameters
   * of its filters, order and page size, as the list's address writes them.
   */
  linkOf(view: SavedView, origin: string, path: string): string {
    const params = this.list.viewParams(view);
    params.set(VIEW_PARAM, view.id);
    return `${origin}${path}?${params.toString()}`;
  }

  /** A link named a view: when it is one of the user's, it is applied with its columns. */
  arrive(id: string, setHidden: (hidden: ReadonlySet<string>) => void): void {
    if (this.views.some((view) => view.id === id)) this.apply(id, setHidden);
  }

  private viewOf(name: string, hidden: ReadonlySet<string> | null): SavedView {
    const state = this.list.viewState;
    return {
      id: this.newId(),
      name,
      filters: state.filters,
      sort: state.sort,
      hiddenColumns: hidden ? [...hidden].sort() : null,
      pageSize: state.pageSize,
    };
  }

  private async keep(views: readonly SavedView[], done: ViewDone): Promise<boolean> {
    this.busy = true;
    this.failure = null;
    this.done = null;
    const answer = await this.store.setSavedViews(this.tableId, views);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) this.done = done;
      else if (answer.error === 'views.invalid') this.failure = '';
      else this.failure = answer.error.kind === 'rejected' ? answer.error.message : '';
    });
    return answer.ok;
  }
}
