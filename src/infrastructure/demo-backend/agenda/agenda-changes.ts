import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import type { StoredAppointment } from './agenda-state';

/** How many changes the log keeps: a reader further behind than this loads its agenda afresh. */
export const KEPT_CHANGES = 500;

export const CHANGE_KINDS = ['booked', 'moved', 'changed', 'status', 'deleted'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Where an appointment was before a change: enough for a reader to find the period it left. */
export interface StoredPlace {
  start: string;
  end: string;
  userId: string;
  roomId: string | null;
  resourceIds: string[];
  employeeId: string | null;
}

/**
 * One write of one appointment, as the agenda's change feed hands it on: the appointment as it is after
 * the change (as it was, for a deletion) and where it was before. Kept whole; what each reader receives
 * of it is decided when it is read (changeJson), by the same rules as the agenda's answers.
 */
export interface StoredAgendaChange {
  sequence: number;
  kind: ChangeKind;
  appointment: StoredAppointment;
  previous: StoredPlace | null;
  byUserId: string;
  byName: string;
  at: string;
}

const placeOf = (record: AuditRecord | null): StoredPlace | null => {
  if (!record) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    start: text(record['start']) ?? '',
    end: text(record['end']) ?? '',
    userId: text(record['userId']) ?? '',
    roomId: text(record['roomId']),
    resourceIds: Array.isArray(record['resourceIds']) ? record['resourceIds'].map(String) : [],
    employeeId: text(record['employeeId']),
  };
};

/** What kind of change an audited write is: a status move, a move in time or place, or another edit. */
export function kindOf(
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): ChangeKind {
  if (action === 'created') return 'booked';
  if (action === 'deleted') return 'deleted';
  if (before?.['status'] !== after?.['status']) return 'status';
  const moved = ['start', 'end', 'userId', 'roomId'].some((field) => before?.[field] !== after?.[field]);
  return moved ? 'moved' : 'changed';
}

/** Appends a change to the bounded log; called inside the store's change, beside the audit entry. */
export function recordAgendaChange(
  state: DemoState,
  user: DemoUser,
  appointment: StoredAppointment,
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
  at: string,
): void {
  state.lastAgendaChange += 1;
  state.agendaChanges.push({
    sequence: state.lastAgendaChange,
    kind: kindOf(action, before, after),
    appointment: structuredClone(appointment),
    previous: action === 'created' ? null : placeOf(before),
    byUserId: user.id,
    byName: user.displayName,
    at,
  });
  if (state.agendaChanges.length > KEPT_CHANGES)
    state.agendaChanges.splice(0, state.agendaChanges.length - KEPT_CHANGES);
}

/**
 * Where the reader's cursor stands in the log: the changes after it, or `reset` when the log no
 * longer holds everything after it (too far behind, or a cursor of a log since reset or reseeded).
 */
export function changesAfter(
  state: DemoState,
  since: number | null,
): { changes: readonly StoredAgendaChange[]; reset: boolean } {
  const last = state.lastAgendaChange;
  if (since === null) return { changes: [], reset: false };
  const oldest = state.agendaChanges[0]?.sequence ?? last + 1;
  if (since > last || since < oldest - 1) return { changes: [], reset: true };
  return { changes: state.agendaChanges.filter((change) => change.sequence > since), reset: false };
}

type Listener = () => void;
const listeners = new WeakMap<object, Set<Listener>>();

/** Wakes every open stream of this backend (keyed by its store): a change was recorded. */
export function announceAgendaChange(store: object): void {
  for (const listener of listeners.get(store) ?? []) listener();
}

/** Listens for recorded changes; the returned function stops listening. */
export function listenForAgendaChanges(store: object, listener: Listener): () => void {
  const set = listeners.get(store) ?? new Set<Listener>();
  listeners.set(store, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** How many streams listen now (a test checks a closed stream leaves none behind). */
export const openStreams = (store: object): number => listeners.get(store)?.size ?? 0;
