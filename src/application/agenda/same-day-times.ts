import { Temporal } from 'temporal-polyfill';
import type { AppointmentDraft } from '../../domain/agenda/appointment-form';
import type { OfferedSlot } from '../../domain/shared/slot-finder';
import { findSlots } from '../../domain/shared/slot-finder';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE, ZonedSlot } from '../../domain/shared/zoned-slot';
import type { AvailabilityGateway } from '../availability/availability-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';

/** A time on one day at which a booking fits, wall-clock in Amsterdam. */
export interface SameDayTime {
  readonly start: Temporal.PlainTime;
  readonly end: Temporal.PlainTime;
}

/** Their grid in minutes, the free-slot search's. */
const SAME_DAY_STEP_MINUTES = 15;

/**
 * At most `limit` of a day's slots, one per start, in time order: those that leave the fewest gaps in
 * the professional's day first (up to half), the rest spread evenly over the day, so the planner sees
 * the best fits and the morning, midday and afternoon alike.
 */
function spreadOver(found: readonly OfferedSlot[], date: Temporal.PlainDate, limit: number): SameDayTime[] {
  const byStart = new Map<string, OfferedSlot>();
  for (const slot of found) {
    const start = slot.start.withTimeZone(SLOT_TIME_ZONE);
    const key = start.toString();
    const known = byStart.get(key);
    if (start.toPlainDate().equals(date) && (!known || slot.gaps < known.gaps)) byStart.set(key, slot);
  }
  const candidates = [...byStart.values()].sort((a, b) => Temporal.ZonedDateTime.compare(a.start, b.start));
  let picked = candidates;
  if (candidates.length > limit) {
    const fewest = Math.min(...candidates.map((slot) => slot.gaps));
    const best = candidates.filter((slot) => slot.gaps === fewest).slice(0, Math.floor(limit / 2));
    const chosen = new Set(best);
    const rest = candidates.filter((slot) => !chosen.has(slot));
    const wanted = limit - best.length;
    for (let index = 0; index < wanted; index += 1)
      chosen.add(rest[Math.floor((index * rest.length) / wanted)] as OfferedSlot);
    picked = candidates.filter((slot) => chosen.has(slot));
  }
  return picked.map((slot) => ({
    start: slot.start.withTimeZone(SLOT_TIME_ZONE).toPlainTime(),
    end: slot.end.withTimeZone(SLOT_TIME_ZONE).toPlainTime(),
  }));
}

/**
 * The times on `date` at which the draft could be booked as it stands: the same professional, room
 * and equipment free for its whole length (availability minus what is booked, as the back office
 * answers it), on the planning grid, none before `now`; the best fits first (fewest gaps left in the
 * professional's day) and the rest spread over the day, at most `limit`, in time order. Offered for
 * a series' date that clashes (BookAppointment.freeTimesOn, which loads this with the first such date).
 */
export async function sameDayTimes(
  availability: AvailabilityGateway,
  now: Temporal.ZonedDateTime,
  draft: AppointmentDraft,
  date: Temporal.PlainDate,
  limit: number,
  signal?: AbortSignal,
): Promise<Result<readonly SameDayTime[], GatewayFailure>> {
  const { startTime, endTime } = draft;
  if (!startTime || !endTime || draft.userId === '') return ok([]);
  const durationMinutes = startTime.until(endTime, { largestUnit: 'minutes' }).minutes;
  if (durationMinutes <= 0) return ok([]);
  const day = ZonedSlot.of(
    date.toZonedDateTime({ timeZone: SLOT_TIME_ZONE }),
    date.add({ days: 1 }).toZonedDateTime({ timeZone: SLOT_TIME_ZONE }),
  );
  if (!day.ok) return ok([]);
  const period = day.value;
  const onSite = draft.channel === 'on_site';
  const locationId = onSite ? draft.locationId : null;
  const roomId = onSite ? draft.roomId : null;
  const resourceIds = onSite ? draft.resourceIds : [];
  const [people, rooms, resources] = await Promise.all([
    availability.agendaUsers(
      { period, locationId, operationId: draft.operationId || null, userIds: [draft.userId] },
      signal,
    ),
    roomId ? availability.rooms({ period, locationId, resourceTypeId: null }, signal) : ok([]),
    resourceIds.length > 0
      ? availability.resources({ period, locationId, resourceTypeId: null }, signal)
      : ok([]),
  ]);
  if (!people.ok) return people;
  if (!rooms.ok) return rooms;
  if (!resources.ok) return resources;
  const chosen = resources.value.filter((resource) => resourceIds.includes(resource.resourceId));
  // Each piece of equipment the draft holds must be free: one of its type, and only that one, is offered.
  if (chosen.length < resourceIds.length) return ok([]);
  const found = findSlots(
    {
      needs: {
        durationMinutes,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        needsRoom: roomId !== null,
        resourceTypeIds: [...new Set(chosen.map((resource) => resource.resourceTypeId))],
      },
      channel: draft.channel,
      locationIds: locationId ? [locationId] : [],
      partOfDay: 'any',
      preferredUserId: null,
      now: now,
      stepMinutes: SAME_DAY_STEP_MINUTES,
    },
    {
      professionals: people.value
        .filter((person) => person.userId === draft.userId)
        .map((person) => ({ userId: person.userId, free: person.free })),
      rooms: rooms.value.filter((room) => room.roomId === roomId),
      resources: chosen,
    },
  );
  return ok(spreadOver(found, date, limit));
}
