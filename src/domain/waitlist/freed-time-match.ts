import { Temporal } from 'temporal-polyfill';
import type { AppointmentChannel } from '../agenda/appointment';
import type { OfferedSlot, PlanningWorld, SlotNeeds, SlotQuery } from '../shared/slot-finder';
import { findSlots } from '../shared/slot-finder';
import { SLOT_TIME_ZONE } from '../shared/zoned-slot';

/** The grid of start times a freed time is offered on: planning's, so both offer the same times. */
export const FREED_STEP_MINUTES = 15;

/**
 * Time that came free in a professional's agenda: an appointment cancelled, deleted or moved away
 * (from its start up to, not including, its end).
 */
export interface FreedTime {
  readonly userId: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
}

/** What a waiting employee needs, as the match reads it. */
export interface WaitingNeeds {
  /** The operation's length, buffers, room and equipment. */
  readonly needs: SlotNeeds;
  readonly channel: AppointmentChannel;
  /** The locations that suit; empty: any. */
  readonly locationIds: readonly string[];
  /** The professionals that suit; empty: any who may do the operation. */
  readonly userIds: readonly string[];
  /** No later than this day (wall-clock date in Amsterdam). */
  readonly latestDate: Temporal.PlainDate;
}

/** The free-slot search's question for a waiting employee: planning's own, any part of the day. */
export const queryFor = (entry: WaitingNeeds, now: Temporal.ZonedDateTime): SlotQuery => ({
  needs: entry.needs,
  channel: entry.channel,
  locationIds: entry.locationIds,
  partOfDay: 'any',
  preferredUserId: null,
  now,
  stepMinutes: FREED_STEP_MINUTES,
});

const MINUTE = 60_000;

/**
 * Whether the slot uses some of the freed time: its professional's, its window with the buffers
 * reaching into it. Only such a slot is new: before, that time was taken, and the free-slot rule
 * wants the buffers free too.
 */
export function usesFreedTime(slot: OfferedSlot, needs: SlotNeeds, freed: FreedTime): boolean {
  if (slot.userId !== freed.userId) return false;
  const from = slot.start.epochMilliseconds - needs.bufferBeforeMinutes * MINUTE;
  const until = slot.end.epochMilliseconds + needs.bufferAfterMinutes * MINUTE;
  return from < freed.end.epochMilliseconds && freed.start.epochMilliseconds < until;
}

/**
 * Who and what is free within `reachMinutes` of the freed time (an operation's length with its
 * buffers, the longest of those asked about): a slot that uses the freed time lies there whole, so
 * the match over this world is the match over the whole (a property holds it). Narrowed once for a
 * freed time, it spares each waiting employee's search the weeks of agendas around it.
 */
export function worldNear(world: PlanningWorld, freed: FreedTime, reachMinutes: number): PlanningWorld {
  const from = freed.start.epochMilliseconds - reachMinutes * MINUTE;
  const until = freed.end.epochMilliseconds + reachMinutes * MINUTE;
  const near = <S extends { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime }>(
    stretches: readonly S[],
  ) =>
    stretches.filter(
      (stretch) => stretch.start.epochMilliseconds < until && from < stretch.end.epochMilliseconds,
    );
  return {
    professionals: world.professionals
      .filter((professional) => professional.userId === freed.userId)
      .map((professional) => ({ ...professional, free: near(professional.free) })),
    rooms: world.rooms.map((room) => ({ ...room, free: near(room.free) })),
    resources: world.resources.map((resource) => ({ ...resource, free: near(resource.free) })),
  };
}

/** The reach a waiting employee's slot has around the freed time: the operation with its buffers. */
export const reachOf = (entry: WaitingNeeds): number =>
  entry.needs.durationMinutes + entry.needs.bufferBeforeMinutes + entry.needs.bufferAfterMinutes;

/**
 * The first millisecond of the day after `date` in Amsterdam. Many waiting employees share a latest
 * date, and the match asks for it per employee: the answer is kept per date (it never changes).
 */
const dayAfterStart = new Map<string, number>();
function dayAfterStartMs(date: Temporal.PlainDate): number {
  const key = date.toString();
  let ms = dayAfterStart.get(key);
  if (ms === undefined) {
    ms = date.add({ days: 1 }).toZonedDateTime(SLOT_TIME_ZONE).epochMilliseconds;
    if (dayAfterStart.size > 4096) dayAfterStart.clear();
    dayAfterStart.set(key, ms);
  }
  return ms;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Does this freed time fit this waiting employee? The earliest slot the free-slot search
 * (slot-finder.ts, the same rule as /planning) finds in `world` for the entry's operation, at its
 * locations, with its professionals, on or before its latest date, that uses the freed time; null
 * when there is none. `world` is who and what is free now, the freed time among it; the slot may
 * reach beyond the freed time into free time beside it. At equal starts the user id, then the
 * location id decides, so the same question always gets the same slot.
 */
export function matchFreedTime(
  entry: WaitingNeeds,
  freed: FreedTime,
  world: PlanningWorld,
  now: Temporal.ZonedDateTime,
): OfferedSlot | null {
  if (entry.userIds.length > 0 && !entry.userIds.includes(freed.userId)) return null;
  // Only the freed professional's time can hold a slot that uses the freed time.
  const theirs: PlanningWorld = {
    ...world,
    professionals: world.professionals.filter((professional) => professional.userId === freed.userId),
  };
  // Asked of each slot before it is written: it uses the freed time with its buffers (usesFreedTime),
  // and starts on or before the latest date (wall-clock, Amsterdam).
  const startsBefore = freed.end.epochMilliseconds + entry.needs.bufferBeforeMinutes * MINUTE;
  const endsAfter = freed.start.epochMilliseconds - entry.needs.bufferAfterMinutes * MINUTE;
  const latest = dayAfterStartMs(entry.latestDate);
  const usesIt = (userId: string, startMs: number, endMs: number) =>
    userId === freed.userId && startMs < latest && startMs < startsBefore && endsAfter < endMs;
  let best: OfferedSlot | null = null;
  for (const slot of findSlots(queryFor(entry, now), theirs, usesIt)) {
    if (
      best === null ||
      Temporal.ZonedDateTime.compare(slot.start, best.start) < 0 ||
      (slot.start.epochMilliseconds === best.start.epochMilliseconds &&
        byId(slot.locationId, best.locationId) < 0)
    )
      best = slot;
  }
  return best;
}
