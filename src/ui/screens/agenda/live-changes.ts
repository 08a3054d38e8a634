import { makeAutoObservable, observableRef } from 'mobx';
import type { AgendaChange, AgendaChangeKind } from '../../../application/agenda/agenda-change-feed';
import type { FollowAgendaChanges } from '../../../application/agenda/follow-agenda-changes';
import type { Scheduler } from '../../../application/platform/scheduler';

/** How long a changed appointment keeps its mark of who changed it. */
export const MARK_MS = 10_000;
/** How many of the reader's own changes the screen keeps for the parts that act on them. */
export const KEPT_OWN_CHANGES = 20;
/** Changes arriving together cause one reload, this long after the last of them. */
export const REFRESH_PAUSE_MS = 150;

/** What changed and who did it, as a mark on an appointment and a sentence for screen readers. */
export interface LiveMark {
  /** `room`: moved to another room only, at the same time with the same professional. */
  readonly kind: AgendaChangeKind | 'room';
  readonly name: string;
}

/** The change in the words a planner would use: a move that kept time and professional changed the room. */
export function markKindOf(change: AgendaChange): LiveMark['kind'] {
  const { previous, appointment } = change;
  if (change.kind !== 'moved' || !previous) return change.kind;
  const sameTime =
    previous.start.epochMilliseconds === appointment.start.epochMilliseconds &&
    previous.end.epochMilliseconds === appointment.end.epochMilliseconds;
  const otherRoom =
    previous.roomId !== null && appointment.roomId !== null && previous.roomId !== appointment.roomId;
  return sameTime && previous.userId === appointment.userId && otherRoom ? 'room' : 'moved';
}

/**
 * Others' changes for one screen: which of them it shows (`shows`), reloading those rows once a batch
 * is in (`refresh`), a mark on each changed appointment for a while, and the newest change as a
 * notice for the screen's polite live region. One per screen; `attach` follows, its disposer stops.
 */
export class LiveChanges {
  marks: ReadonlyMap<string, LiveMark> = new Map();
  /** The newest change shown, with a serial so the same words said twice are heard twice. */
  notice: (LiveMark & { readonly serial: number }) | null = null;
  /**
   * The reader's own changes since the screen opened, oldest first, the last KEPT_OWN_CHANGES: for the
   * other areas' parts that act on them (the waitlist offers the time a cancellation frees).
   */
  ownChanges: readonly AgendaChange[] = [];
  private timers = new Map<string, () => void>();
  private cancelRefresh: (() => void) | null = null;

  constructor(
    private readonly follow: FollowAgendaChanges,
    private readonly scheduler: Scheduler,
    private readonly shows: (change: AgendaChange) => boolean,
    private readonly refresh: () => void,
  ) {
    makeAutoObservable<this, 'follow' | 'scheduler' | 'shows' | 'refresh' | 'timers' | 'cancelRefresh'>(
      this,
      {
        marks: observableRef,
        notice: observableRef,
        ownChanges: observableRef,
        follow: false,
        scheduler: false,
        shows: false,
        refresh: false,
        timers: false,
        cancelRefresh: false,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const stop = this.follow.execute((event) => {
      if (event.type === 'reload') this.refreshSoon();
      else this.take(event.changes);
    });
    const stopOwn = this.follow.own((changes) => {
      this.ownChanges = [...this.ownChanges, ...changes].slice(-KEPT_OWN_CHANGES);
    });
    return () => {
      stop();
      stopOwn();
      this.cancelRefresh?.();
      for (const cancel of this.timers.values()) cancel();
      this.timers.clear();
    };
  }

  markOf(appointmentId: string): LiveMark | null {
    return this.marks.get(appointmentId) ?? null;
  }

  private take(changes: readonly AgendaChange[]): void {
    const shown = changes.filter((change) => this.shows(change));
    const newest = shown.at(-1);
    if (!newest) return;
    const marks = new Map(this.marks);
    for (const change of shown) {
      marks.set(change.appointment.id, { kind: markKindOf(change), name: change.by.name });
      this.timers.get(change.appointment.id)?.();
      this.timers.set(
        change.appointment.id,
        this.scheduler.after(MARK_MS, () => this.unmark(change.appointment.id)),
      );
    }
    this.marks = marks;
    this.notice = {
      kind: markKindOf(newest),
      name: newest.by.name,
      serial: (this.notice?.serial ?? 0) + 1,
    };
    this.refreshSoon();
  }

  private unmark(appointmentId: string): void {
    this.timers.delete(appointmentId);
    const marks = new Map(this.marks);
    marks.delete(appointmentId);
    this.marks = marks;
  }

  private refreshSoon(): void {
    this.cancelRefresh?.();
    this.cancelRefresh = this.scheduler.after(REFRESH_PAUSE_MS, () => {
      this.cancelRefresh = null;
      this.refresh();
    });
  }
}

/**
 * Whether a change touches what a screen shows: an appointment starting (now or before the change) on
 * one of its days, in one of its columns (people, rooms, resources) when it names any.
 */
export function touches(
  change: AgendaChange,
  days: { readonly first: string; readonly last: string },
  columns: ReadonlySet<string> | null,
): boolean {
  const { appointment, previous } = change;
  const places = [
    {
      day: appointment.start.toPlainDate().toString(),
      ids: [appointment.userId, appointment.roomId, ...appointment.resources.map((resource) => resource.id)],
    },
    ...(previous
      ? [
          {
            day: previous.start.toPlainDate().toString(),
            ids: [previous.userId, previous.roomId, ...previous.resourceIds],
          },
        ]
      : []),
  ];
  return places.some(
    (place) =>
      place.day >= days.first &&
      place.day <= days.last &&
      (columns === null || place.ids.some((id) => id !== null && columns.has(id))),
  );
}
