import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCode } from '../../../application/platform/record-refusal';
import type { Result } from '../../../domain/shared/result';

export type RecordState = 'loading' | 'ready' | 'not-found' | 'failed';

/**
 * Loading what a screen shows before it can show anything (a record, its choices). A newer load
 * aborts the older one, detaching aborts what runs, and an aborted answer is never taken.
 */
export class RecordLoad {
  state: RecordState = 'loading';
  private running: AbortController | null = null;
  private lastRun: ((signal: AbortSignal) => Promise<Result<unknown, LoadCode> | void>) | null = null;

  constructor() {
    makeAutoObservable<RecordLoad, 'running' | 'lastRun'>(
      this,
      { running: false, lastRun: false },
      { autoBind: true },
    );
  }

  /**
   * Runs `load`; the state follows the first failure it reports (not found beats failed). `load` gets
   * the signal and takes its own answers (in runInAction) only while the signal is not aborted.
   */
  async run(load: (signal: AbortSignal) => Promise<Result<unknown, LoadCode> | void>): Promise<void> {
    this.stop();
    this.lastRun = load;
    const controller = new AbortController();
    this.running = controller;
    this.state = 'loading';
    const outcome = await load(controller.signal);
    if (controller.signal.aborted || this.running !== controller) return;
    runInAction(() => {
      this.running = null;
      if (!outcome || outcome.ok) this.state = 'ready';
      else this.state = outcome.error === 'load.not-found' ? 'not-found' : 'failed';
    });
  }

  retry(): void {
    if (this.lastRun) void this.run(this.lastRun);
  }

  /** Marks a screen without anything to load (a create form) as ready. */
  ready(): void {
    this.state = 'ready';
  }

  stop(): void {
    this.running?.abort();
    this.running = null;
  }
}

/** The first failure of several loads, not found first; ok when all are. */
export function firstFailure(...results: readonly Result<unknown, LoadCode>[]): Result<undefined, LoadCode> {
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) return { ok: true, value: undefined };
  const notFound = failed.some((result) => !result.ok && result.error === 'load.not-found');
  return { ok: false, error: notFound ? 'load.not-found' : 'load.unavailable' };
}
