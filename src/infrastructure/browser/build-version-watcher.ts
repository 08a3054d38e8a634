import { makeAutoObservable, runInAction } from 'mobx';

export interface BuildVersionWatcherOptions {
  /** The id of the build this page runs. */
  readonly currentBuildId: string;
  readonly fetch: typeof globalThis.fetch;
  /** How often builds/latest.json is asked for (the spec leaves it open; five minutes). */
  readonly intervalMs?: number;
}

/**
 * Polls builds/latest.json; once another build is live, the next navigation reloads the page so the
 * user gets the new code (spec section 4). Static files, so this bypasses the API client.
 */
export class BuildVersionWatcher {
  updateAvailable = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: BuildVersionWatcherOptions) {
    makeAutoObservable<BuildVersionWatcher, 'options' | 'timer'>(this, { options: false, timer: false });
  }

  /** Starts polling; returns the function that stops it. */
  start(): () => void {
    if (this.timer) return () => this.dispose();
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? 5 * 60_000);
    return () => this.dispose();
  }

  async check(): Promise<void> {
    try {
      const response = await this.options.fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return;
      const body: unknown = await response.json();
      const id =
        typeof body === 'object' && body !== null && 'id' in body ? (body as { id: unknown }).id : null;
      if (typeof id === 'string' && id !== this.options.currentBuildId) {
        runInAction(() => (this.updateAvailable = true));
      }
    } catch {
      // Offline or not deployed as a build (the dev server): keep running the current code.
    }
  }

  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
