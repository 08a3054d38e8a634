import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { GatewayFailure } from '../../../application/platform/gateway-failure';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Result } from '../../../domain/shared/result';

/** How long typing must pause before the back office is asked. */
export const EMPLOYEE_SEARCH_PAUSE_MS = 300;
/** Fewer characters than this ask nothing: two letters already narrow a few hundred people down. */
export const EMPLOYEE_SEARCH_MIN = 2;

export type EmployeeSearchState = 'idle' | 'searching' | 'done' | 'failed';

/** The use case's call that finds employees by part of their name or their employer's. */
export type FindEmployees<E> = (
  text: string,
  signal: AbortSignal,
) => Promise<Result<readonly E[], GatewayFailure>>;

/**
 * The employee search of a form: what is typed, and the people found once typing pauses. A newer
 * text cancels the pause and the request of the older one, so an older answer never replaces a newer
 * one. The form that owns it keeps the chosen employee; choosing calls `clear`.
 */
export class EmployeeSearch<E> {
  text = '';
  found: readonly E[] = [];
  state: EmployeeSearchState = 'idle';
  private pending: (() => void) | null = null;
  private running: AbortController | null = null;

  constructor(
    private readonly find: FindEmployees<E>,
    private readonly scheduler: Pick<Scheduler, 'after'>,
  ) {
    makeAutoObservable<EmployeeSearch<E>, 'find' | 'scheduler' | 'pending' | 'running'>(
      this,
      { find: false, scheduler: false, pending: false, running: false, found: observableRef },
      { autoBind: true },
    );
  }

  /** The text as typed; the search starts once typing pauses, from two characters on. */
  setText(text: string): void {
    this.text = text;
    this.stop();
    if (text.trim().length < EMPLOYEE_SEARCH_MIN) {
      this.found = [];
      this.state = 'idle';
      return;
    }
    this.pending = this.scheduler.after(EMPLOYEE_SEARCH_PAUSE_MS, () => {
      this.pending = null;
      void this.search(text);
    });
  }

  /** After a choice: the field starts empty again. */
  clear(): void {
    this.stop();
    this.text = '';
    this.found = [];
    this.state = 'idle';
  }

  /** Stops the pause and the request on their way (the form went, or newer typing came). */
  stop(): void {
    this.pending?.();
    this.pending = null;
    this.running?.abort();
    this.running = null;
  }

  private async search(text: string): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    this.state = 'searching';
    const answer = await this.find(text, controller.signal);
    if (controller.signal.aborted || this.running !== controller) return;
    runInAction(() => {
      this.running = null;
      this.state = answer.ok ? 'done' : 'failed';
      this.found = answer.ok ? answer.value : [];
    });
  }
}
