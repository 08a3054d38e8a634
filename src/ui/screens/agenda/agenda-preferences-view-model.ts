import { makeAutoObservable, observableRef } from 'mobx';
import type { AgendaContext, AgendaPreferences } from '../../../application/agenda/agenda-context';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { ScreenView } from './agenda-period-view-model';

/** How long the agenda waits after the last change of columns or view before remembering them. */
const REMEMBER_PAUSE_MS = 800;

/**
 * The planner's remembered columns and view: asked for once, and remembered again a moment after the
 * last change, so a run of clicks is saved once.
 */
export class AgendaPreferencesViewModel {
  /** The remembered choice, once loaded (and as it will be saved, right after a change). */
  preferred: AgendaPreferences | null = null;
  private cancelRemember: (() => void) | null = null;

  constructor(
    private readonly context: Pick<AgendaContext, 'preferences' | 'remember'>,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<this, 'context' | 'scheduler' | 'cancelRemember'>(
      this,
      { preferred: observableRef, context: false, scheduler: false, cancelRemember: false },
      { autoBind: true },
    );
  }

  /** The remembered choice: the one held, or asked for. */
  load(): Promise<AgendaPreferences> {
    return this.preferred ? Promise.resolve(this.preferred) : this.context.preferences();
  }

  use(preferred: AgendaPreferences): void {
    this.preferred = preferred;
  }

  /** Remembers the columns and the view a moment after the last change. */
  remember(columns: readonly string[], view: ScreenView): void {
    this.cancelRemember?.();
    const preferences: AgendaPreferences = {
      columns,
      // The list is a way of reading, not a view to open with: the grid chosen before stays remembered.
      view: view === 'list' ? (this.preferred?.view ?? null) : view,
    };
    this.preferred = preferences;
    this.cancelRemember = this.scheduler.after(
      REMEMBER_PAUSE_MS,
      () => void this.context.remember(preferences),
    );
  }

  dispose(): void {
    this.cancelRemember?.();
  }
}
