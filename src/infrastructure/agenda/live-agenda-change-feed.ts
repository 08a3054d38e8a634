import type {
  AgendaChange,
  AgendaChangeFeed,
  AgendaFeedEvent,
} from '../../application/agenda/agenda-change-feed';
import type { Scheduler } from '../../application/platform/scheduler';

/** How often a reader without a stream asks for changes: within the two seconds the agenda promises. */
export const POLL_MS = 1500;
/** How long after a failed stream the feed tries a stream again (doubling, up to a minute). */
export const STREAM_RETRY_MS = 10_000;
const MAX_STREAM_RETRY_MS = 60_000;
/** How long after a stream the server ended the feed reconnects, as the stream's `retry` asks. */
export const RECONNECT_MS = 2000;

/** What the stream or a poll tells: where the log stands now, and whether the reader missed some. */
export interface FeedPosition {
  readonly last: number;
  readonly reset: boolean;
}

/** What a stream tells as it runs: `ready` first, then each change; `failed` when it breaks or cannot open. */
export interface StreamHandlers {
  readonly ready: (position: FeedPosition) => void;
  readonly change: (change: AgendaChange) => void;
  readonly failed: () => void;
}

/** How the feed reaches the back office: a stream of changes, or one "changes since" question. */
export interface ChangeTransport {
  /** Opens the stream from after `since` (from now on when null); the returned function closes it. */
  open(since: number | null, handlers: StreamHandlers): () => void;
  /** The changes after `since`, or null when the question failed. */
  poll(since: number | null): Promise<(FeedPosition & { readonly changes: readonly AgendaChange[] }) | null>;
}

/** Whether the page is shown, and word when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

/**
 * The agenda's change feed: one stream for every follower of the page, resumed from the last change
 * it handed on (never one twice, none skipped), falling back to a poll every POLL_MS while a stream
 * cannot be had, and at rest while the page is hidden. On showing again it reopens from where it
 * stood, so the back office sends what was missed; a reader too far behind is told to reload.
 */
export class LiveAgendaChangeFeed implements AgendaChangeFeed {
  private readonly listeners = new Set<(event: AgendaFeedEvent) => void>();
  /** The sequence number of the last change handed on (or known to be before now); null before any. */
  private cursor: number | null = null;
  private closeStream: (() => void) | null = null;
  private stopPolling: (() => void) | null = null;
  private cancelRetry: (() => void) | null = null;
  private stopWatchingPage: (() => void) | null = null;
  private failures = 0;
  private polling = false;

  constructor(
    private readonly transport: ChangeTransport,
    private readonly scheduler: Scheduler,
    private readonly page: PageVisibility,
  ) {}

  follow(listener: (event: AgendaFeedEvent) => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** The last change handed on, for a test or a look in the debugger. */
  get position(): number | null {
    return this.cursor;
  }

  private start(): void {
    this.stopWatchingPage = this.page.onChange(() => (this.page.hidden() ? this.rest() : this.connect()));
    if (!this.page.hidden()) this.connect();
  }

  private stop(): void {
    this.rest();
    this.stopWatchingPage?.();
    this.stopWatchingPage = null;
  }

  /** Closes the stream and stops every timer; the cursor stays, to catch up from. */
  private rest(): void {
    this.closeStream?.();
    this.closeStream = null;
    this.stopPolling?.();
    this.stopPolling = null;
    this.cancelRetry?.();
    this.cancelRetry = null;
  }

  private connect(): void {
    this.rest();
    let opened = false;
    this.closeStream = this.transport.open(this.cursor, {
      ready: (position) => {
        opened = true;
        this.failures = 0;
        this.stopPolling?.();
        this.stopPolling = null;
        this.moveTo(position);
      },
      change: (change) => this.hand([change]),
      failed: () => {
        this.closeStream?.();
        this.closeStream = null;
        if (opened) {
          // The stream ran and ended (the server's time limit, a dropped line): reconnect from here.
          this.cancelRetry = this.scheduler.after(RECONNECT_MS, () => this.connect());
          return;
        }
        this.failures += 1;
        this.pollUntilStream();
      },
    });
  }

  /** No stream to be had: ask every POLL_MS, and try a stream again after a while. */
  private pollUntilStream(): void {
    if (!this.stopPolling) {
      void this.poll();
      this.stopPolling = this.scheduler.every(POLL_MS, () => void this.poll());
    }
    const wait = Math.min(STREAM_RETRY_MS * 2 ** (this.failures - 1), MAX_STREAM_RETRY_MS);
    this.cancelRetry = this.scheduler.after(wait, () => {
      this.cancelRetry = null;
      const polling = this.stopPolling;
      this.stopPolling = null;
      this.connect();
      // Polling goes on until the new stream is ready.
      this.stopPolling = polling;
    });
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    const answer = await this.transport.poll(this.cursor);
    this.polling = false;
    if (!answer || this.listeners.size === 0 || this.page.hidden()) return;
    this.hand(answer.changes);
    this.moveTo(answer);
  }

  /** Where the log stands: a reader who missed changes reloads; else it goes on from there. */
  private moveTo(position: FeedPosition): void {
    const missed = position.reset || (this.cursor !== null && position.last < this.cursor);
    if (this.cursor === null || missed || position.last > this.cursor) this.cursor = position.last;
    if (missed) this.tell({ type: 'reload' });
  }

  /** Hands on the changes not handed on before, in order. */
  private hand(changes: readonly AgendaChange[]): void {
    const fresh = changes.filter((change) => this.cursor === null || change.sequence > this.cursor);
    const last = fresh.at(-1);
    if (!last) return;
    this.cursor = last.sequence;
    this.tell({ type: 'changes', changes: fresh });
  }

  private tell(event: AgendaFeedEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
