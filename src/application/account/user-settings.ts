import type {
  SavedView,
  TableId,
  TableLayout,
  TaskAssigneeChoice,
  UserPreferences,
} from '../../domain/account/user-preferences';
import { areKeptViews, isKeptLayout } from '../../domain/account/user-preferences';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Locale } from '../../domain/locale/locale';
import type { PreferencesGateway } from './preferences-gateway';
import type { SessionStore } from '../session/session-store';

/**
 * What a user chose for the portal's tables (columns hidden, page size) and its language, kept by the
 * back office so it follows them to another browser (spec section 7: user preferences). Read once per
 * signed-in user; a choice is sent at once, and a failure to read or keep it only means the screen's
 * defaults: remembering a layout is never worth an error of its own.
 */
export class UserSettings {
  private loaded: { readonly userId: string; preferences: Promise<UserPreferences | null> } | null = null;
  private saving: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly gateway: PreferencesGateway,
    private readonly session: SessionStore,
  ) {}

  /** The signed-in user's preferences, read once; null when nobody is signed in or they cannot be read. */
  preferences(): Promise<UserPreferences | null> {
    const userId = this.session.user?.id ?? null;
    if (userId === null) return Promise.resolve(null);
    if (this.loaded?.userId !== userId) {
      this.loaded = {
        userId,
        preferences: this.gateway.load().then((answer) => (answer.ok ? answer.value : null)),
      };
    }
    return this.loaded.preferences;
  }

  /** Keeps one table's layout, with the others as they are; false when it could not be kept. */
  async rememberTable(tableId: TableId, layout: TableLayout): Promise<boolean> {
    if (!isKeptLayout(layout)) return false;
    return this.inTurn(async () => {
      const current = await this.preferences();
      if (!current) return false;
      return this.save({ tables: { ...current.tables, [tableId]: layout } });
    });
  }

  /**
   * Keeps a list's saved views, with the other lists' as they are. Unlike a layout, a view is kept on
   * purpose, so a refusal comes back with the back office's message (the HTTP client told nobody).
   */
  async rememberViews(
    tableId: TableId,
    views: readonly SavedView[],
  ): Promise<Result<readonly SavedView[], GatewayFailure | 'views.invalid'>> {
    if (!areKeptViews(views)) return fail('views.invalid');
    let outcome: Result<readonly SavedView[], GatewayFailure | 'views.invalid'> = fail('views.invalid');
    await this.inTurn(async () => {
      const current = await this.preferences();
      if (!current) return false;
      const userId = this.session.user?.id ?? null;
      const answer = await this.gateway.save({ savedViews: { ...current.savedViews, [tableId]: views } });
      if (!answer.ok) {
        outcome = fail(answer.error);
        return false;
      }
      if (userId !== null && this.loaded?.userId === userId) {
        this.loaded = { userId, preferences: Promise.resolve(answer.value) };
      }
      outcome = ok(answer.value.savedViews[tableId] ?? []);
      return true;
    });
    return outcome;
  }

  /** Keeps the language the user switched to, when someone is signed in. */
  rememberLanguage(language: Locale): Promise<boolean> {
    return this.inTurn(async () => {
      const current = await this.preferences();
      if (!current || current.language === language) return current !== null;
      return this.save({ language });
    });
  }

  /** Keeps whose tasks the task list opens on, when someone is signed in. */
  rememberTaskAssignee(choice: TaskAssigneeChoice): Promise<boolean> {
    return this.inTurn(async () => {
      const current = await this.preferences();
      if (!current || (current.taskAssignee ?? 'me') === choice) return current !== null;
      return this.save({ taskAssignee: choice });
    });
  }

  /** One save after the other, so a later choice is never overwritten by an earlier answer. */
  private inTurn(work: () => Promise<boolean>): Promise<boolean> {
    const next = this.saving.then(work, work);
    this.saving = next;
    return next;
  }

  private async save(change: Partial<UserPreferences>): Promise<boolean> {
    const userId = this.session.user?.id ?? null;
    const answer = await this.gateway.save(change);
    if (!answer.ok || userId === null || this.loaded?.userId !== userId) return false;
    this.loaded = { userId, preferences: Promise.resolve(answer.value) };
    return true;
  }
}
