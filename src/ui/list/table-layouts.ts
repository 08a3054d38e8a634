import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { UserSettings } from '../../application/account/user-settings';
import type { LocalePreference } from '../../application/locale/locale-preference';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type {
  SavedView,
  TableId,
  TableLayout,
  TaskAssigneeChoice,
} from '../../domain/account/user-preferences';
import type { Result } from '../../domain/shared/result';
import type { Locale } from '../../domain/locale/locale';

const NO_LAYOUT: TableLayout = { hiddenColumns: [], pageSize: null };

/**
 * The signed-in user's table layouts and language as the screens use them: read when the portal's
 * frame shows, changed at once on the screen, and kept at the back office in the background so they
 * follow the user to another browser. Nothing of it goes to web storage.
 */
export class TableLayouts {
  layouts: Partial<Record<TableId, TableLayout>> = {};
  views: Partial<Record<TableId, readonly SavedView[]>> = {};
  /** The user whose layouts these are; null before the first read. */
  userId: string | null = null;
  /** Whether the user's preferences have been read (or could not be): their saved views are known. */
  ready = false;
  /** Whose tasks the task list opens on, as the user last chose it there. */
  taskAssignee: TaskAssigneeChoice = 'me';

  constructor(
    private readonly settings: UserSettings,
    private readonly locale: LocalePreference,
  ) {
    makeAutoObservable<TableLayouts, 'settings' | 'locale'>(
      this,
      { layouts: observableRef, views: observableRef, settings: false, locale: false },
      { autoBind: true },
    );
  }

  /** Reads the user's preferences and follows the language they chose last, on whatever device. */
  async load(userId: string): Promise<void> {
    if (this.userId === userId) return;
    this.userId = userId;
    this.layouts = {};
    this.views = {};
    this.taskAssignee = 'me';
    this.ready = false;
    const preferences = await this.settings.preferences();
    if (this.userId !== userId) return;
    runInAction(() => {
      this.ready = true;
      if (!preferences) return;
      this.layouts = preferences.tables;
      this.views = preferences.savedViews;
      this.taskAssignee = preferences.taskAssignee ?? 'me';
    });
    if (!preferences) return;
    if (preferences.language && preferences.language !== this.locale.current) {
      await this.locale.change(preferences.language);
    }
  }

  /** The columns the user hid in this table; null when they never chose, so the table's defaults hold. */
  hiddenColumns(tableId: TableId): ReadonlySet<string> | null {
    const layout = this.layouts[tableId];
    return layout ? new Set(layout.hiddenColumns) : null;
  }

  pageSize(tableId: TableId): number | null {
    return this.layouts[tableId]?.pageSize ?? null;
  }

  setHiddenColumns(tableId: TableId, hidden: ReadonlySet<string>): void {
    this.change(tableId, { hiddenColumns: [...hidden].sort() });
  }

  setPageSize(tableId: TableId, size: number): void {
    this.change(tableId, { pageSize: size });
  }

  /** The views the user saved of this list, in the order they made them. */
  savedViews(tableId: TableId): readonly SavedView[] {
    return this.views[tableId] ?? [];
  }

  /**
   * Keeps the list's views as given: shown at once, and back as they were when the back office
   * refuses them (the failure says why).
   */
  async setSavedViews(
    tableId: TableId,
    views: readonly SavedView[],
  ): Promise<Result<readonly SavedView[], GatewayFailure | 'views.invalid'>> {
    const before = this.views[tableId];
    this.views = { ...this.views, [tableId]: views };
    const answer = await this.settings.rememberViews(tableId, views);
    runInAction(() => {
      if (answer.ok) this.views = { ...this.views, [tableId]: answer.value };
      else if (this.views[tableId] === views) this.views = { ...this.views, [tableId]: before ?? [] };
    });
    return answer;
  }

  /** Keeps whose tasks the task list opens on, for the user's next visit on any browser. */
  setTaskAssignee(choice: TaskAssigneeChoice): void {
    if (this.taskAssignee === choice) return;
    this.taskAssignee = choice;
    if (this.userId !== null) void this.settings.rememberTaskAssignee(choice);
  }

  /** Switches the portal's language and keeps the choice for the user's other browsers. */
  async changeLanguage(language: Locale): Promise<void> {
    // Kept at the back office at once, beside fetching the language's texts, so a page opened right
    // after the choice finds it there too.
    await Promise.all([
      this.locale.change(language),
      this.userId === null ? undefined : this.settings.rememberLanguage(language),
    ]);
  }

  private change(tableId: TableId, change: Partial<TableLayout>): void {
    const layout: TableLayout = { ...NO_LAYOUT, ...this.layouts[tableId], ...change };
    this.layouts = { ...this.layouts, [tableId]: layout };
    if (this.userId !== null) void this.settings.rememberTable(tableId, layout);
  }
}
