import type { Temporal } from 'temporal-polyfill';
import { token } from '../platform/token';
import type { Appointment } from './agenda-gateway';

export type AgendaChangeKind = 'booked' | 'moved' | 'changed' | 'status' | 'deleted';

/** One write of an appointment by someone, as the back office lets this reader see it. */
export interface AgendaChange {
  /** Its place in the back office's log; only grows. */
  readonly sequence: number;
  readonly kind: AgendaChangeKind;
  /** As it is after the change; for `deleted`, as it was. */
  readonly appointment: Appointment;
  /** Where it was before (null for a booking): a move leaves a period or a column too. */
  readonly previous: {
    readonly start: Temporal.ZonedDateTime;
    readonly end: Temporal.ZonedDateTime;
    readonly userId: string;
    readonly roomId: string | null;
    readonly resourceIds: readonly string[];
  } | null;
  /** Who changed it. */
  readonly by: { readonly id: string; readonly name: string };
  readonly at: Temporal.ZonedDateTime;
}

/**
 * What a follower hears: changes in the order they were made, each once; or that it missed some (a
 * connection lost for longer than the back office remembers) and loads what it shows afresh.
 */
export type AgendaFeedEvent =
  { readonly type: 'changes'; readonly changes: readonly AgendaChange[] } | { readonly type: 'reload' };

export const AgendaChangeFeed = token<AgendaChangeFeed>('AgendaChangeFeed');
/**
 * The agenda's changes as they happen (spec: the agenda is live for several planners at once). One
 * connection serves every follower; it rests while the page is hidden and catches up when it shows.
 */
export interface AgendaChangeFeed {
  /** Tells `listener` every change from now on; the returned function stops it. */
  follow(listener: (event: AgendaFeedEvent) => void): () => void;
}
