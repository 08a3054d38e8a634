import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { Scheduler } from '../../application/platform/scheduler';

export interface BuildVersionWatcherOptions {
  /** The id of the build this page runs. */
  readonly currentBuildId: string;
  readonly fetch: typeof globalThis.fetch;
  readonly scheduler: Scheduler;
  /** How often builds/latest.json is asked for (the spec leaves it open; five minutes). */
  readonly intervalMs?: number;
}

const BuildSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)) });

/**
 * Polls builds/latest.json (spec section 7); when it names another build, reads that build's
 * builds/meta/{buildId}.json, and only once it is there (the new build is completely deployed) does the
 * next navigation reload the page so the user gets the new code (spec section 4). Static files, so
 * this bypasses the API client.
 */
export class BuildVersionWatcher {
  updateAvailable = false;
  private stop: (() => void) | null = null;

  constructor(private readonly options: BuildVersionWatcherOptions) {
    makeAutoObservable<BuildVersionWatcher, 'options' | 'stop'>(this, { options: false, stop: false });
  }

  /** Starts polling; returns the function that stops it. */
  start(): () => void {
    if (!this.stop) {
      void this.check();
      this.stop = this.options.scheduler.every(
        this.options.intervalMs ?? 5 * 60_000,
        () => void this.check(),
      );
    }
    return () => {
      this.stop?.();
      this.stop = null;
    };
  }

  async check(): Promise<void> {
    const latest = await this.read('/builds/latest.json');
    if (!latest || latest.id === this.options.currentBuildId) return;
    const meta = await this.read(`/builds/meta/${encodeURIComponent(latest.id)}.json`);
    if (meta?.id === latest.id) runInAction(() => (this.updateAvailable = true));
  }

  private async read(path: string): Promise<v.InferOutput<typeof BuildSchema> | null> {
    try {
      const response = await this.options.fetch(`${path}?t=${this.options.scheduler.now()}`, {
        cache: 'no-store',
      });
      if (!response.ok) return null;
      const parsed = v.safeParse(BuildSchema, await response.json());
      return parsed.success ? parsed.output : null;
    } catch {
      // Offline, or not deployed as a build (the dev server): keep running the current code.
      return null;
    }
  }
}
