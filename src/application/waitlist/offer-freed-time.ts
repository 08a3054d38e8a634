import type { FreedTime } from '../../domain/waitlist/freed-time-match';
import type { AgendaChange, AgendaChangeFeed } from '../agenda/agenda-change-feed';
import type { SessionStore } from '../session/session-store';
import type { FreedTimeMatch, WaitlistGateway } from './waitlist-gateway';

// The waitlist's screens know the agenda's changes through this.
export type { AgendaChange } from '../agenda/agenda-change-feed';

/** Time that came free, with whose agenda it is and who freed it. */
export interface FreedTimeNotice extends FreedTime {
  readonly userName: string;
  readonly by: { readonly id: string; readonly name: string };
  /** The change it came from, so the same freed time is offered once. */
  readonly sequence: number;
}

/** The waiting employees a freed time fits, in the order they are offered. */
export interface FreedTimeOffer {
  readonly freed: FreedTimeNotice;
  readonly matches: readonly FreedTimeMatch[];
}

/** Whose freed time a screen offers: what the reader freed, or what others freed. */
export type FreedBy = 'me' | 'others';

/**
 * The time an agenda change frees, if any: a cancellation or a deletion frees the appointment's time;
 * a move frees where it was. A booking or an edit in place frees nothing, and neither does deleting
 * an appointment that was cancelled already (its time was free before).
 */
export function freedTimeOf(change: AgendaChange): FreedTimeNotice | null {
  const { appointment } = change;
  const notice = (userId: string, start: FreedTime['start'], end: FreedTime['end']): FreedTimeNotice => ({
    userId,
    userName: appointment.userName,
    start,
    end,
    by: change.by,
    sequence: change.sequence,
  });
  switch (change.kind) {
    case 'status':
      return appointment.status === 'cancelled'
        ? notice(appointment.userId, appointment.start, appointment.end)
        : null;
    case 'deleted':
      return appointment.status === 'cancelled'
        ? null
        : notice(appointment.userId, appointment.start, appointment.end);
    case 'moved':
      return change.previous && appointment.status !== 'cancelled'
        ? notice(change.previous.userId, change.previous.start, change.previous.end)
        : null;
    case 'booked':
    case 'changed':
      return null;
  }
}

/**
 * Offers freed time to the waitlist as it frees: follows the agenda's live change feed (the one
 * connection of the page, which the agenda's own follower reads too; the reader's own changes are
 * wanted here, as the planner who cancelled is the first to offer the time), and asks the back office
 * which waiting employees each freed time fits (GET v3/waitlist/matches, the free-slot rule).
 */
export class OfferFreedTime {
  constructor(
    private readonly feed: AgendaChangeFeed,
    private readonly waitlist: WaitlistGateway,
    private readonly session: SessionStore,
  ) {}

  /** Tells `listener` of each freed time that fits someone, until the returned function is called. */
  execute(whose: FreedBy, listener: (offer: FreedTimeOffer) => void): () => void {
    const controller = new AbortController();
    const stop = this.feed.follow((event) => {
      if (event.type !== 'changes') return;
      const me = this.session.user?.id ?? null;
      for (const change of event.changes) {
        const freed = freedTimeOf(change);
        if (!freed || (freed.by.id === me) !== (whose === 'me')) continue;
        void this.offer(freed, controller.signal, listener);
      }
    });
    return () => {
      stop();
      controller.abort();
    };
  }

  /**
   * Offers the time the reader's own changes free (the agenda hands them over, from the first on),
   * each change once: `after` is the newest sequence already considered; answers the newest now.
   */
  consider(
    changes: readonly AgendaChange[],
    after: number,
    signal: AbortSignal,
    listener: (offer: FreedTimeOffer) => void,
  ): number {
    let newest = after;
    for (const change of changes) {
      if (change.sequence <= after) continue;
      newest = Math.max(newest, change.sequence);
      const freed = freedTimeOf(change);
      if (freed) void this.offer(freed, signal, listener);
    }
    return newest;
  }

  /** Offers time freed elsewhere than in the agenda (a day off taken back), told by the screen that freed it. */
  considerFreed(
    freed: FreedTimeNotice,
    signal: AbortSignal,
    listener: (offer: FreedTimeOffer) => void,
  ): void {
    void this.offer(freed, signal, listener);
  }

  /** The waiting employees a freed time fits now (after a booking from it, the others it still fits). */
  matchesFor(freed: FreedTime, signal?: AbortSignal) {
    return this.waitlist.matches(freed, signal);
  }

  private async offer(
    freed: FreedTimeNotice,
    signal: AbortSignal,
    listener: (offer: FreedTimeOffer) => void,
  ): Promise<void> {
    const answer = await this.waitlist.matches(freed, signal);
    if (signal.aborted || !answer.ok || answer.value.length === 0) return;
    listener({ freed, matches: answer.value });
  }
}
