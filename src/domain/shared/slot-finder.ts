import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from './zoned-slot';
import type { FreeTime } from './free-time';
import { firstMilliFrom, holds, joinFreeTime } from './free-time';
import { clockOffsets, forEachGridStart } from './wall-clock-grid';

/** A stretch of free time in Amsterdam: from start up to, not including, end. */
export interface FreeStretch {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
}

/** A professional who may do the operation, with where and when they are free (availability minus bookings). */
export interface FreeProfessional {
  readonly userId: string;
  readonly free: readonly (FreeStretch & { readonly locationId: string })[];
}

/** A room with its free time. */
export interface FreeRoom {
  readonly roomId: string;
  readonly locationId: string;
  readonly free: readonly FreeStretch[];
}

/** A piece of equipment with its type and free time. */
export interface FreeResource {
  readonly resourceId: string;
  readonly locationId: string;
  readonly resourceTypeId: string;
  readonly free: readonly FreeStretch[];
}

/** What the operation takes: its length, the buffers around it, a room, and one resource of each type. */
export interface SlotNeeds {
  readonly durationMinutes: number;
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  /** A room is needed (only on site). */
  readonly needsRoom: boolean;
  /** One resource of each of these types at the location is needed (only on site). */
  readonly resourceTypeIds: readonly string[];
}

export type PartOfDay = 'any' | 'morning' | 'afternoon';

export interface SlotQuery {
  readonly needs: SlotNeeds;
  /** On site uses a room and resources at the location; phone and video use neither. */
  readonly channel: 'on_site' | 'phone' | 'video';
  /** Only these locations; empty: any. */
  readonly locationIds: readonly string[];
  /** Morning: the slot starts before 12:00; afternoon: at or after 12:00 (wall-clock in Amsterdam). */
  readonly partOfDay: PartOfDay;
  /** Ranked first on a day when given. */
  readonly preferredUserId: string | null;
  /** No slot starts before this moment. */
  readonly now: Temporal.ZonedDateTime;
  /** The grid of start times in minutes (15): starts fall on wall-clock multiples of it. */
  readonly stepMinutes: number;
}

export interface PlanningWorld {
  readonly professionals: readonly FreeProfessional[];
  readonly rooms: readonly FreeRoom[];
  readonly resources: readonly FreeResource[];
}

/** A slot that can be booked: who, where, with which room and resources, when. */
export interface OfferedSlot {
  readonly userId: string;
  readonly locationId: string;
  /** Null for phone and video, or when no room is needed. */
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** How many new gaps the slot leaves in the professional's free time (0, 1 or 2): fewer is better. */
  readonly gaps: number;
}

const MINUTE = 60_000;
const NOON = 12 * 60;

/** One resource type's resources at a location, in order of id. */
interface ResourcesOfType {
  readonly ids: readonly string[];
  readonly free: readonly FreeTime[];
}

/** What one location offers an on-site operation: its rooms and, per needed type, its resources. */
interface OnSite {
  readonly roomIds: readonly string[];
  readonly roomFree: readonly FreeTime[];
  readonly resourcesByType: readonly ResourcesOfType[];
}

/** A slot found, in epoch milliseconds, until the ones offered become Temporal values. */
interface Found {
  readonly userId: string;
  readonly locationId: string;
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
  readonly start: number;
  readonly day: number;
  readonly preferred: 0 | 1;
  readonly gaps: number;
}

/** What a call, or an on-site operation needing no room and no equipment, books besides the professional. */
const NOTHING_ON_SITE = { roomId: null, resourceIds: Object.freeze([] as string[]) };

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Refuses a question no form can ask: the form's own checks come first. */
function checkNeeds(query: SlotQuery): void {
  const { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes } = query.needs;
  if (!Number.isInteger(query.stepMinutes) || query.stepMinutes <= 0)
    throw new RangeError(`stepMinutes must be a positive whole number, not ${query.stepMinutes}`);
  if (!(durationMinutes > 0) || !(bufferBeforeMinutes >= 0) || !(bufferAfterMinutes >= 0))
    throw new RangeError('the duration must be positive and the buffers not negative');
}

/** The free time of each professional at each location, joined, grouped by user id. */
function professionalsFreeTime(
  world: PlanningWorld,
  locationIds: readonly string[],
): Map<string, Map<string, FreeTime>> {
  const wanted = locationIds.length === 0 ? null : new Set(locationIds);
  const grouped = new Map<string, Map<string, FreeStretch[]>>();
  for (const professional of world.professionals) {
    let byLocation = grouped.get(professional.userId);
    if (byLocation === undefined) grouped.set(professional.userId, (byLocation = new Map()));
    for (const stretch of professional.free) {
      if (wanted !== null && !wanted.has(stretch.locationId)) continue;
      const stretches = byLocation.get(stretch.locationId);
      if (stretches === undefined) byLocation.set(stretch.locationId, [stretch]);
      else stretches.push(stretch);
    }
  }
  return new Map(
    [...grouped].map(([userId, byLocation]) => [
      userId,
      new Map([...byLocation].map(([locationId, stretches]) => [locationId, joinFreeTime(stretches)])),
    ]),
  );
}

/** The rooms and needed resources of one location, each in order of id, their free time joined. */
function onSiteAt(world: PlanningWorld, locationId: string, typeIds: readonly string[]): OnSite {
  const rooms = world.rooms.filter((room) => room.locationId === locationId);
  rooms.sort((a, b) => byId(a.roomId, b.roomId));
  const resourcesByType = typeIds.map((typeId) => {
    const resources = world.resources.filter(
      (resource) => resource.locationId === locationId && resource.resourceTypeId === typeId,
    );
    resources.sort((a, b) => byId(a.resourceId, b.resourceId));
    return {
      ids: resources.map((resource) => resource.resourceId),
      free: resources.map((resource) => joinFreeTime(resource.free)),
    };
  });
  return {
    roomIds: rooms.map((room) => room.roomId),
    roomFree: rooms.map((room) => joinFreeTime(room.free)),
    resourcesByType,
  };
}

/** The id of the first (in order of id) whose free time holds [from, until], or null. */
function firstHolding(ids: readonly string[], free: readonly FreeTime[], from: number, until: number) {
  for (let i = 0; i < free.length; i++) {
    const time = free[i];
    if (time !== undefined && holds(time, from, until)) return ids[i] ?? null;
  }
  return null;
}

/**
 * The room (when needed) and one resource of each needed type at the site that are free for all of
 * [from, until], or null when one of them is missing.
 */
function bookOnSite(
  site: OnSite,
  needsRoom: boolean,
  from: number,
  until: number,
): { roomId: string | null; resourceIds: string[] } | null {
  const roomId = needsRoom ? firstHolding(site.roomIds, site.roomFree, from, until) : null;
  if (needsRoom && roomId === null) return null;
  const resourceIds: string[] = [];
  for (const resources of site.resourcesByType) {
    const resourceId = firstHolding(resources.ids, resources.free, from, until);
    if (resourceId === null) return null;
    resourceIds.push(resourceId);
  }
  return { roomId, resourceIds };
}

const ranking = (a: Found, b: Found): number =>
  a.day - b.day ||
  a.preferred - b.preferred ||
  a.gaps - b.gaps ||
  a.start - b.start ||
  byId(a.userId, b.userId) ||
  byId(a.locationId, b.locationId);

/**
 * The slots where a professional, and on site a room and the equipment, are free for the operation.
 *
 * - Starts: every instant whose wall-clock time in Amsterdam is a multiple of `stepMinutes` after
 *   midnight (09:00, 09:15 … for 15). A time the March change skips (02:00–02:59 on its day) is no
 *   start; a time the October change repeats (02:00–02:59) is two starts, one at each instant. The
 *   operation lasts `durationMinutes` of real time from its start.
 * - The buffered window, from `bufferBeforeMinutes` before the start until `bufferAfterMinutes` after
 *   the end, lies inside one free stretch of the professional at one location (one of
 *   `query.locationIds` unless that is empty), their stretches at that location joined where they
 *   touch or overlap. No start is before `query.now`; in the morning, a start is before 12:00
 *   wall-clock, in the afternoon at or after it.
 * - On site, the window also lies inside the free time (joined) of a room at the location when a room
 *   is needed, and of one resource of each needed type there (a type named twice counts once): the
 *   first by id (plain string order) of each that is free, so the same question gets the same answer.
 *   Without any of them there is no slot. Phone and video take no room and no resources.
 * - `gaps`: how many sides of the window leave free time of the professional's stretch beside it
 *   (a side that meets the stretch's edge at the same instant leaves none).
 * - Ranked by wall-clock date of the start; on one date the preferred professional first, then fewer
 *   gaps, then earlier start, then user id, then location id.
 *
 * Time is counted in epoch milliseconds inside: Temporal is read once per free stretch and per clock
 * change, and written only for the slots offered. A grid that is not a positive whole number of
 * minutes, a duration that is not positive or a negative buffer is a bug in the caller: RangeError.
 *
 * `keep`, when given, is asked of each slot before it is written (its professional, its start and
 * its end in epoch milliseconds): only slots it keeps are offered, so a caller that wants a few of
 * them (the waitlist's slots that use a freed time) has no Temporal values made for the rest.
 */
export function findSlots(
  query: SlotQuery,
  world: PlanningWorld,
  keep?: (userId: string, startMs: number, endMs: number) => boolean,
): OfferedSlot[] {
  checkNeeds(query);
  const { needs, stepMinutes, partOfDay } = query;
  const before = needs.bufferBeforeMinutes * MINUTE;
  const length = needs.durationMinutes * MINUTE;
  const after = needs.bufferAfterMinutes * MINUTE;
  const onSite = query.channel === 'on_site';
  const typeIds = onSite ? [...new Set(needs.resourceTypeIds)] : [];
  const needsRoom = onSite && needs.needsRoom;
  const notBefore = firstMilliFrom(query.now);

  const professionals = professionalsFreeTime(world, query.locationIds);
  let first = Infinity;
  let last = -Infinity;
  for (const byLocation of professionals.values())
    for (const free of byLocation.values()) {
      first = Math.min(first, free.starts[0] ?? Infinity);
      last = Math.max(last, free.ends.at(-1) ?? -Infinity);
    }
  if (first > last) return [];
  const offsets = clockOffsets(first, last);
  const sites = new Map<string, OnSite>();
  const found: Found[] = [];

  for (const [userId, byLocation] of professionals) {
    const preferred = userId === query.preferredUserId ? 0 : 1;
    for (const [locationId, free] of byLocation) {
      let site: OnSite | undefined;
      if (onSite && (needsRoom || typeIds.length > 0)) {
        site = sites.get(locationId);
        if (site === undefined) sites.set(locationId, (site = onSiteAt(world, locationId, typeIds)));
      }
      for (let i = 0; i < free.starts.length; i++) {
        const stretchStart = free.starts[i] ?? 0;
        const stretchEnd = free.ends[i] ?? 0;
        const touchesStart = free.startExact[i] ?? false;
        const touchesEnd = free.endExact[i] ?? false;
        const low = Math.max(stretchStart + before, notBefore);
        const high = stretchEnd - length - after;
        forEachGridStart(offsets, low, high, stepMinutes, (start, day, minuteOfDay) => {
          if (partOfDay === 'morning' ? minuteOfDay >= NOON : partOfDay === 'afternoon' && minuteOfDay < NOON)
            return;
          if (keep !== undefined && !keep(userId, start, start + length)) return;
          const from = start - before;
          const until = start + length + after;
          const booked = site === undefined ? NOTHING_ON_SITE : bookOnSite(site, needsRoom, from, until);
          if (booked === null) return;
          const gaps =
            (from === stretchStart && touchesStart ? 0 : 1) + (until === stretchEnd && touchesEnd ? 0 : 1);
          found.push({ userId, locationId, ...booked, start, day, preferred, gaps });
        });
      }
    }
  }

  found.sort(ranking);
  return found.map((slot) => ({
    userId: slot.userId,
    locationId: slot.locationId,
    roomId: slot.roomId,
    resourceIds: slot.resourceIds,
    start: new Temporal.ZonedDateTime(BigInt(slot.start) * 1_000_000n, SLOT_TIME_ZONE),
    end: new Temporal.ZonedDateTime(BigInt(slot.start + length) * 1_000_000n, SLOT_TIME_ZONE),
    gaps: slot.gaps,
  }));
}
