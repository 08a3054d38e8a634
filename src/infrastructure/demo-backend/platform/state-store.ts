import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What a store keeps: a fresh seed, and the check that turns a stored file back into a state. */
export interface StateSchema<S> {
  /** The state of a fresh seed, dated by the moment given. */
  readonly seed: (seedTime: number) => S;
  /** The stored state brought up to date, or null when it is of another version or incomplete. */
  readonly revive: (stored: Readonly<Record<string, unknown>>) => S | null;
}

/** Writes the whole text to the file; resolves once it is there. */
export type StateWriter = (file: string, text: string) => Promise<void>;

export interface StateStoreOptions {
  /** How the state file is written; `writeStateFile` unless a test counts the writes. */
  readonly writer?: StateWriter;
  /** The most often the file is written, in milliseconds (a burst of changes makes one write). */
  readonly writeDelayMs?: number;
  /** Where a failed background write is reported. */
  readonly report?: (message: string) => void;
}

export const WRITE_DELAY_MS = 250;

let temporaries = 0;

/**
 * Writes to a temporary file beside the state file, then renames it over the state file: a reader (or
 * a crash halfway) sees the old file or the new one, never half of one. The state holds accounts,
 * sessions and the outbox's reset links, so the file is readable by its owner only (0600), and a folder
 * made for it is the owner's only too (0700).
 */
export const writeStateFile: StateWriter = async (file, text) => {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  temporaries += 1;
  const temporary = `${file}.${process.pid}.${temporaries}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

/**
 * A state kept in memory and, when given a file, written there in the background so a restart keeps
 * it. The state is read (or seeded) on first use, so a backend created with an injected clock dates a
 * fresh seed by that clock (see `useClock`).
 *
 * A change only marks the state dirty and schedules one write at most `writeDelayMs` later: a burst of
 * requests costs one write of the (large) file, not one each. One write runs at a time; a change made
 * while it runs is written by the next. `flush()` writes what is pending and resolves when it is on
 * disk, for a clean stop.
 */
export class StateStore<S> {
  private current: S | null = null;
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  private readonly writer: StateWriter;
  private readonly writeDelayMs: number;
  private readonly report: (message: string) => void;

  constructor(
    private readonly file: string | null,
    private clock: () => number,
    private readonly schema: StateSchema<S>,
    options: StateStoreOptions = {},
  ) {
    this.writer = options.writer ?? writeStateFile;
    this.writeDelayMs = options.writeDelayMs ?? WRITE_DELAY_MS;
    this.report = options.report ?? ((message) => console.error(message));
  }

  get state(): S {
    this.current ??= this.load();
    return this.current;
  }

  /** The clock a seed made from now on is dated by; the backend hands over its own. */
  useClock(clock: () => number): void {
    this.clock = clock;
  }

  /** Changes the state and keeps the change: it reaches the file with the next write. */
  change<T>(apply: (state: S) => T): T {
    const result = apply(this.state);
    this.markDirty();
    return result;
  }

  /** Goes back to a fresh seed, made now; written like any change. */
  reset(seedTime: number = this.clock()): void {
    this.current = this.schema.seed(seedTime);
    this.markDirty();
  }

  /** Whether a change is still waiting for its write. */
  get pending(): boolean {
    return this.dirty || this.writing !== null;
  }

  /**
   * Writes every change made so far and resolves once the file holds them (at once without a file or
   * without changes). Rejects when that write fails.
   */
  async flush(): Promise<void> {
    this.cancelTimer();
    if (this.writing) await this.writing.catch(() => undefined);
    this.cancelTimer();
    if (this.dirty) await this.writeNow();
  }

  private load(): S {
    if (this.file && existsSync(this.file)) {
      try {
        const stored: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
        const revived =
          stored && typeof stored === 'object' ? this.schema.revive(stored as Record<string, unknown>) : null;
        if (revived) return revived;
      } catch {
        // A damaged file is replaced by a fresh seed below, like one of an older version.
      }
    }
    const fresh = this.schema.seed(this.clock());
    this.current = fresh;
    this.markDirty();
    return fresh;
  }

  private markDirty(): void {
    if (!this.file) return;
    this.dirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writeNow().catch((error: unknown) =>
        this.report(`[demo-backend] could not write ${this.file}: ${String(error)}`),
      );
    }, this.writeDelayMs);
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One write of the state as it is now; a change made meanwhile schedules the next. */
  private writeNow(): Promise<void> {
    const file = this.file;
    if (!file || !this.dirty || this.current === null) return this.writing ?? Promise.resolve();
    if (this.writing) return this.writing;
    this.dirty = false;
    const text = JSON.stringify(this.current);
    const write = this.writer(file, text).then(
      () => {
        this.writing = null;
        if (this.dirty) this.schedule();
      },
      (error: unknown) => {
        // Still to be written, but not retried in a loop: the next change or flush tries again.
        this.writing = null;
        this.dirty = true;
        throw error;
      },
    );
    this.writing = write;
    return write;
  }
}
