import { Temporal } from 'temporal-polyfill';
import type { Booking } from './appointment';

/**
 * One reason a booking cannot go ahead as it is: it shares the professional (user), the room or a
 * resource with another appointment at the same time. A resource clash names the resource.
 */
export interface Clash {
  readonly appointmentId: string;
  readonly on: 'user' | 'room' | 'resource';
  readonly resourceId?: string;
}

/** Options of findClashes. */
export interface ClashOptions {
  /**
   * Appointments left out of the check: the other occurrences of a series being moved together, which
   * will not be where they are now.
   */
  readonly ignoreIds?: ReadonlySet<string>;
}

const compareStart = (a: Booking, b: Booking) => Temporal.ZonedDateTime.compare(a.start, b.start);

/** Whether the booking takes any time at all: its end is a later instant than its start. */
const takesTime = (booking: Booking) => Temporal.ZonedDateTime.compare(booking.start, booking.end) < 0;

/**
 * Whether the two share an instant. Each holds its people and things from its start up to, not
 * including, its end, so one may start the moment the other ends; compared as instants, so the
 * zone each was given in and the clock changes do not matter.
 */
const overlap = (a: Booking, b: Booking) =>
  takesTime(a) &&
  takesTime(b) &&
  Temporal.ZonedDateTime.compare(a.start, b.end) < 0 &&
  Temporal.ZonedDateTime.compare(b.start, a.end) < 0;

/**
 * The appointments among `booked` that the candidate clashes with, and on what: the same user, the
 * same room (no room is no room to share) or the same resource, at an overlapping time. A cancelled
 * appointment occupies nothing, whether it is the candidate or one of the booked; neither does a
 * booking whose end is not after its start. The candidate itself (the appointment being edited, by
 * id) and the ids in ignoreIds are skipped. Each appointment comes once per thing shared (user, room,
 * and each shared resource in the order of the candidate's resources), the appointments in order of
 * start, then of id.
 */
export function findClashes(
  candidate: Booking,
  booked: readonly Booking[],
  options: ClashOptions = {},
): Clash[] {
  if (candidate.status === 'cancelled') return [];
  const ignored = options.ignoreIds ?? new Set<string>();
  const others = booked
    .filter(
      (other) =>
        other.id !== candidate.id &&
        !ignored.has(other.id) &&
        other.status !== 'cancelled' &&
        overlap(candidate, other),
    )
    .sort((a, b) => compareStart(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  const clashes: Clash[] = [];
  const add = (clash: Clash) => {
    const key = JSON.stringify([clash.appointmentId, clash.on, clash.resourceId ?? null]);
    if (seen.has(key)) return;
    seen.add(key);
    clashes.push(clash);
  };
  for (const other of others) {
    if (other.userId === candidate.userId) add({ appointmentId: other.id, on: 'user' });
    if (candidate.roomId !== null && other.roomId === candidate.roomId)
      add({ appointmentId: other.id, on: 'room' });
    for (const resourceId of candidate.resourceIds) {
      if (other.resourceIds.includes(resourceId))
        add({ appointmentId: other.id, on: 'resource', resourceId });
    }
  }
  return clashes;
}
