import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  FreeProfessional,
  FreeStretch,
  OfferedSlot,
  PlanningWorld,
  SlotNeeds,
  SlotQuery,
} from '../../../src/domain/shared/slot-finder';
import { findSlots } from '../../../src/domain/shared/slot-finder';
import { SLOT_TIME_ZONE } from '../../../src/domain/shared/zoned-slot';
import { LOCATIONS, aScene, amsterdam } from './planning-arbitraries';

const free = (from: string, until: string): FreeStretch => ({
  start: amsterdam(from),
  end: amsterdam(until),
});
const professional = (userId: string, ...stretches: (FreeStretch & { locationId?: string })[]) =>
  ({
    userId,
    free: stretches.map((stretch) => ({ locationId: 'loc-a', ...stretch })),
  }) satisfies FreeProfessional;

const query = (
  changes: Partial<Omit<SlotQuery, 'needs'>> & { needs?: Partial<SlotNeeds> } = {},
): SlotQuery => ({
  channel: 'on_site',
  locationIds: [],
  partOfDay: 'any',
  preferredUserId: null,
  now: amsterdam('2026-01-01T00:00'),
  stepMinutes: 15,
  ...changes,
  needs: {
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    needsRoom: false,
    resourceTypeIds: [],
    ...changes.needs,
  },
});

const world = (changes: Partial<PlanningWorld>): PlanningWorld => ({
  professionals: [],
  rooms: [],
  resources: [],
  ...changes,
});

/** A slot as `user@location wall-clock start (gaps)`, easy to read in a failure. */
const brief = (slot: OfferedSlot) =>
  `${slot.userId}@${slot.locationId} ${slot.start.toPlainDateTime().toString().slice(0, 16)}` +
  `${slot.start.offset} (${slot.gaps})`;
const briefs = (slots: readonly OfferedSlot[]) => slots.map(brief);

/** Wall-clock time and offset: `02:30+01:00`. */
const clock = (moment: Temporal.ZonedDateTime) =>
  `${moment.toPlainTime().toString().slice(0, 5)}${moment.offset}`;

const tuesday = (time: string) => `2026-11-17T${time}`;

describe('the slot finder, by example', () => {
  const consultingRoom = {
    roomId: 'room-a',
    locationId: 'loc-a',
    free: [free(tuesday('08:00'), tuesday('17:00'))],
  };

  it('offers nothing when a room and an audiometer are needed and no audiometer is free then', () => {
    const slots = findSlots(
      query({ needs: { needsRoom: true, resourceTypeIds: ['audiometer'] } }),
      world({
        professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))],
        rooms: [consultingRoom],
        resources: [
          {
            resourceId: 'audiometer-1',
            locationId: 'loc-a',
            resourceTypeId: 'audiometer',
            free: [free(tuesday('13:00'), tuesday('14:00'))],
          },
          {
            resourceId: 'audiometer-2',
            locationId: 'loc-b',
            resourceTypeId: 'audiometer',
            free: [free(tuesday('08:00'), tuesday('17:00'))],
          },
        ],
      }),
    );
    expect(slots).toEqual([]);
  });

  it('books the room and the audiometer with the slot when both are free', () => {
    const slots = findSlots(
      query({ needs: { needsRoom: true, resourceTypeIds: ['audiometer'], durationMinutes: 60 } }),
      world({
        professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))],
        rooms: [consultingRoom],
        resources: [
          {
            resourceId: 'audiometer-1',
            locationId: 'loc-a',
            resourceTypeId: 'audiometer',
            free: [free(tuesday('08:30'), tuesday('10:00'))],
          },
        ],
      }),
    );
    expect(
      slots.map((slot) => ({ ...slot, start: slot.start.toString(), end: slot.end.toString() })),
    ).toEqual([
      {
        userId: 'u-1',
        locationId: 'loc-a',
        roomId: 'room-a',
        resourceIds: ['audiometer-1'],
        start: amsterdam(tuesday('09:00')).toString(),
        end: amsterdam(tuesday('10:00')).toString(),
        gaps: 0,
      },
    ]);
  });

  it('takes the first free room by id', () => {
    const bothFree = [
      { roomId: 'room-b', locationId: 'loc-a', free: [free(tuesday('09:00'), tuesday('10:00'))] },
      { roomId: 'room-a', locationId: 'loc-a', free: [free(tuesday('09:00'), tuesday('10:00'))] },
    ];
    const ask = query({ needs: { needsRoom: true, durationMinutes: 60 } });
    const doctor = professional('u-1', free(tuesday('09:00'), tuesday('10:00')));
    expect(findSlots(ask, world({ professionals: [doctor], rooms: bothFree }))[0]?.roomId).toBe('room-a');
    const roomABusy = [bothFree[0]!, { ...bothFree[1]!, free: [free(tuesday('09:30'), tuesday('10:00'))] }];
    expect(findSlots(ask, world({ professionals: [doctor], rooms: roomABusy }))[0]?.roomId).toBe('room-b');
  });

  it('does not look for a room or equipment for a phone or video call', () => {
    const needs = { needsRoom: true, resourceTypeIds: ['audiometer'], durationMinutes: 60 };
    const scene = world({ professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))] });
    expect(findSlots(query({ needs }), scene)).toEqual([]);
    for (const channel of ['phone', 'video'] as const) {
      const slots = findSlots(query({ channel, needs }), scene);
      expect(slots.map(({ roomId, resourceIds }) => ({ roomId, resourceIds }))).toEqual([
        { roomId: null, resourceIds: [] },
      ]);
    }
  });

  it('keeps the buffers free before and after the appointment, inside the free stretch', () => {
    const slots = findSlots(
      query({ stepMinutes: 5, needs: { bufferBeforeMinutes: 10, bufferAfterMinutes: 10 } }),
      world({ professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))] }),
    );
    expect(slots.map((slot) => slot.start.toPlainTime().toString()).sort()).toEqual([
      '09:10:00',
      '09:15:00',
      '09:20:00',
    ]);
    expect(slots.every((slot) => slot.end.since(slot.start).total('minutes') === 30)).toBe(true);
  });

  it('splits the day at noon: a morning slot starts before 12:00, an afternoon one at or after it', () => {
    const scene = world({ professionals: [professional('u-1', free(tuesday('11:00'), tuesday('13:30')))] });
    const starts = (partOfDay: SlotQuery['partOfDay']) =>
      findSlots(query({ partOfDay, stepMinutes: 30 }), scene)
        .map((slot) => slot.start.toPlainTime().toString().slice(0, 5))
        .sort();
    expect(starts('morning')).toEqual(['11:00', '11:30']);
    expect(starts('afternoon')).toEqual(['12:00', '12:30', '13:00']);
    expect(starts('any')).toEqual(['11:00', '11:30', '12:00', '12:30', '13:00']);
  });

  it('offers no slot that starts before now', () => {
    const scene = world({ professionals: [professional('u-1', free(tuesday('09:00'), tuesday('11:00')))] });
    const starts = (now: string) =>
      findSlots(query({ now: amsterdam(now) }), scene).map((slot) => slot.start.toPlainTime().toString());
    expect(starts(tuesday('09:45')).sort()).toEqual(['09:45:00', '10:00:00', '10:15:00', '10:30:00']);
    expect(starts(tuesday('09:45:00.001')).sort()).toEqual(['10:00:00', '10:15:00', '10:30:00']);
  });

  it('counts as gaps the sides of the window that leave free time beside it, and ranks fewer first', () => {
    const slots = findSlots(
      query({ stepMinutes: 15, needs: { durationMinutes: 30 } }),
      world({ professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))] }),
    );
    expect(briefs(slots)).toEqual([
      'u-1@loc-a 2026-11-17T09:00+01:00 (1)',
      'u-1@loc-a 2026-11-17T09:30+01:00 (1)',
      'u-1@loc-a 2026-11-17T09:15+01:00 (2)',
    ]);
  });

  it('joins free stretches that touch or overlap before fitting the appointment in', () => {
    const slots = findSlots(
      query({ needs: { durationMinutes: 90 } }),
      world({
        professionals: [
          professional(
            'u-1',
            free(tuesday('09:00'), tuesday('09:30')),
            free(tuesday('09:30'), tuesday('10:00')),
            free(tuesday('09:45'), tuesday('10:30')),
          ),
        ],
      }),
    );
    expect(briefs(slots)).toEqual(['u-1@loc-a 2026-11-17T09:00+01:00 (0)']);
  });

  it('ranks by date, then the preferred professional, then fewer gaps, then the earlier start', () => {
    const wednesday = (time: string) => `2026-11-18T${time}`;
    const scene = world({
      professionals: [
        professional(
          'u-1',
          free(tuesday('09:00'), tuesday('09:30')),
          free(wednesday('07:00'), wednesday('07:30')),
        ),
        professional(
          'u-2',
          free(tuesday('14:00'), tuesday('15:00')),
          free(wednesday('08:00'), wednesday('08:30')),
        ),
      ],
    });
    expect(briefs(findSlots(query({ preferredUserId: 'u-2' }), scene))).toEqual([
      'u-2@loc-a 2026-11-17T14:00+01:00 (1)',
      'u-2@loc-a 2026-11-17T14:30+01:00 (1)',
      'u-2@loc-a 2026-11-17T14:15+01:00 (2)',
      'u-1@loc-a 2026-11-17T09:00+01:00 (0)',
      'u-2@loc-a 2026-11-18T08:00+01:00 (0)',
      'u-1@loc-a 2026-11-18T07:00+01:00 (0)',
    ]);
    expect(briefs(findSlots(query(), scene))).toEqual([
      'u-1@loc-a 2026-11-17T09:00+01:00 (0)',
      'u-2@loc-a 2026-11-17T14:00+01:00 (1)',
      'u-2@loc-a 2026-11-17T14:30+01:00 (1)',
      'u-2@loc-a 2026-11-17T14:15+01:00 (2)',
      'u-1@loc-a 2026-11-18T07:00+01:00 (0)',
      'u-2@loc-a 2026-11-18T08:00+01:00 (0)',
    ]);
  });

  it('only looks at the locations asked for', () => {
    const scene = world({
      professionals: [
        professional(
          'u-1',
          { ...free(tuesday('09:00'), tuesday('09:30')), locationId: 'loc-a' },
          { ...free(tuesday('10:00'), tuesday('10:30')), locationId: 'loc-b' },
        ),
      ],
    });
    expect(briefs(findSlots(query({ locationIds: ['loc-b'] }), scene))).toEqual([
      'u-1@loc-b 2026-11-17T10:00+01:00 (0)',
    ]);
  });

  it('has no start in the hour skipped in March, and lasts real time across the change', () => {
    const slots = findSlots(
      query({ stepMinutes: 30, needs: { durationMinutes: 60 } }),
      world({ professionals: [professional('u-1', free('2026-03-29T01:00', '2026-03-29T04:00'))] }),
    );
    expect(slots.map((slot) => `${clock(slot.start)}-${clock(slot.end)}`).sort()).toEqual([
      '01:00+01:00-03:00+02:00',
      '01:30+01:00-03:30+02:00',
      '03:00+02:00-04:00+02:00',
    ]);
  });

  it('starts twice at each time of the hour repeated in October, once at each instant', () => {
    const slots = findSlots(
      query({ stepMinutes: 30, needs: { durationMinutes: 30 } }),
      world({
        professionals: [professional('u-1', free('2026-10-25T01:30+02:00', '2026-10-25T03:30+01:00'))],
      }),
    );
    expect(slots.map((slot) => clock(slot.start)).sort()).toEqual([
      '01:30+02:00',
      '02:00+01:00',
      '02:00+02:00',
      '02:30+01:00',
      '02:30+02:00',
      '03:00+01:00',
    ]);
  });

  it('does not round free time outward when it starts between two minutes', () => {
    const slots = findSlots(
      query({ needs: { durationMinutes: 30 } }),
      world({ professionals: [professional('u-1', free(tuesday('09:00:30'), tuesday('10:00')))] }),
    );
    expect(briefs(slots)).toEqual([
      'u-1@loc-a 2026-11-17T09:30+01:00 (1)',
      'u-1@loc-a 2026-11-17T09:15+01:00 (2)',
    ]);
  });

  it('holds free time to the nanosecond: no start before it, and a gap where it runs on past a slot', () => {
    const slots = findSlots(
      query({ needs: { durationMinutes: 30 } }),
      world({
        professionals: [professional('u-1', free(tuesday('09:00:00.0000005'), tuesday('10:00:00.0000005')))],
      }),
    );
    expect(briefs(slots)).toEqual([
      'u-1@loc-a 2026-11-17T09:15+01:00 (2)',
      'u-1@loc-a 2026-11-17T09:30+01:00 (2)',
    ]);
  });

  it('refuses a grid that is not a positive whole number of minutes', () => {
    const scene = world({ professionals: [professional('u-1', free(tuesday('09:00'), tuesday('10:00')))] });
    expect(() => findSlots(query({ stepMinutes: 0 }), scene)).toThrow(RangeError);
    expect(() => findSlots(query({ stepMinutes: 7.5 }), scene)).toThrow(RangeError);
  });
});

// The oracle: every grid time of every day in the period, made the plain way, and free time checked
// minute by minute. It relies on the generated free time being in whole minutes.

const MINUTE = 60_000;

/** Every whole minute (epoch ms) some stretch holds. */
function minutesOf(stretches: readonly FreeStretch[]): Set<number> {
  const minutes = new Set<number>();
  for (const stretch of stretches)
    for (let at = stretch.start.epochMilliseconds; at < stretch.end.epochMilliseconds; at += MINUTE)
      minutes.add(at);
  return minutes;
}

function allFree(minutes: ReadonlySet<number>, from: number, until: number): boolean {
  for (let at = from; at < until; at += MINUTE) if (!minutes.has(at)) return false;
  return true;
}

/** A grid time with what the oracle reads of it, read once. */
interface GridStart {
  readonly start: Temporal.ZonedDateTime;
  readonly epochMs: number;
  readonly hour: number;
}

const startsCache = new Map<string, GridStart[]>();

/** Each wall-clock time on the grid of the day, at every instant that has it. */
function gridStartsOn(day: Temporal.PlainDate, step: number): GridStart[] {
  const key = `${day.toString()}|${step}`;
  const cached = startsCache.get(key);
  if (cached !== undefined) return cached;
  const starts: GridStart[] = [];
  for (let minute = 0; minute < 1440; minute += step) {
    const wallClock = day.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 });
    const earlier = wallClock.toZonedDateTime(SLOT_TIME_ZONE, { disambiguation: 'earlier' });
    const later = wallClock.toZonedDateTime(SLOT_TIME_ZONE, { disambiguation: 'later' });
    for (const start of earlier.equals(later) ? [earlier] : [earlier, later])
      if (start.toPlainDateTime().equals(wallClock))
        starts.push({ start, epochMs: start.epochMilliseconds, hour: start.hour });
  }
  startsCache.set(key, starts);
  return starts;
}

const slotKey = (slot: OfferedSlot) =>
  [
    slot.userId,
    slot.locationId,
    slot.start.epochMilliseconds,
    slot.end.epochMilliseconds,
    slot.roomId,
    slot.resourceIds.join('+'),
    slot.gaps,
  ].join('|');

function oracle(q: SlotQuery, w: PlanningWorld): OfferedSlot[] {
  const dates = w.professionals
    .flatMap((p) => p.free)
    .flatMap((stretch) => [stretch.start.toPlainDate(), stretch.end.toPlainDate()]);
  if (dates.length === 0) return [];
  dates.sort(Temporal.PlainDate.compare);
  const starts: GridStart[] = [];
  for (let day = dates[0]!; Temporal.PlainDate.compare(day, dates.at(-1)!) <= 0; day = day.add({ days: 1 }))
    starts.push(...gridStartsOn(day, q.stepMinutes));
  const locations = q.locationIds.length > 0 ? q.locationIds : LOCATIONS;
  const onSite = q.channel === 'on_site';
  const rooms = [...w.rooms]
    .sort((a, b) => (a.roomId < b.roomId ? -1 : 1))
    .map((room) => ({ ...room, minutes: minutesOf(room.free) }));
  const resources = [...w.resources]
    .sort((a, b) => (a.resourceId < b.resourceId ? -1 : 1))
    .map((resource) => ({ ...resource, minutes: minutesOf(resource.free) }));
  const found: OfferedSlot[] = [];
  for (const p of w.professionals)
    for (const locationId of locations) {
      const minutes = minutesOf(p.free.filter((stretch) => stretch.locationId === locationId));
      for (const { start, epochMs, hour } of starts) {
        if (q.partOfDay === 'morning' && hour >= 12) continue;
        if (q.partOfDay === 'afternoon' && hour < 12) continue;
        const from = epochMs - q.needs.bufferBeforeMinutes * MINUTE;
        const until = epochMs + (q.needs.durationMinutes + q.needs.bufferAfterMinutes) * MINUTE;
        if (!allFree(minutes, from, until)) continue;
        if (Temporal.ZonedDateTime.compare(start, q.now) < 0) continue;
        const end = start.add({ minutes: q.needs.durationMinutes });
        let roomId: string | null = null;
        const resourceIds: string[] = [];
        if (onSite && q.needs.needsRoom) {
          const room = rooms.find((r) => r.locationId === locationId && allFree(r.minutes, from, until));
          if (room === undefined) continue;
          roomId = room.roomId;
        }
        let missing = false;
        for (const typeId of onSite ? q.needs.resourceTypeIds : []) {
          const resource = resources.find(
            (r) =>
              r.locationId === locationId && r.resourceTypeId === typeId && allFree(r.minutes, from, until),
          );
          if (resource === undefined) missing = true;
          else resourceIds.push(resource.resourceId);
        }
        if (missing) continue;
        const gaps = (minutes.has(from - MINUTE) ? 1 : 0) + (minutes.has(until) ? 1 : 0);
        found.push({ userId: p.userId, locationId, roomId, resourceIds, start, end, gaps });
      }
    }
  return found;
}

/** The ranking, written out: negative when `a` comes first. */
function rankOrder(q: SlotQuery, a: OfferedSlot, b: OfferedSlot): number {
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const preferred = (slot: OfferedSlot) => (slot.userId === q.preferredUserId ? 0 : 1);
  return (
    Temporal.PlainDate.compare(a.start.toPlainDate(), b.start.toPlainDate()) ||
    preferred(a) - preferred(b) ||
    a.gaps - b.gaps ||
    Temporal.ZonedDateTime.compare(a.start, b.start) ||
    text(a.userId, b.userId) ||
    text(a.locationId, b.locationId)
  );
}

describe('the slot finder, against trying every grid time', () => {
  it('offers only slots that are truly free, with the room and equipment the rule picks', () => {
    fc.assert(
      fc.property(aScene, ({ world: w, query: q }) => {
        const expected = new Set(oracle(q, w).map(slotKey));
        for (const slot of findSlots(q, w)) expect(expected.has(slotKey(slot)), brief(slot)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('offers with a keep question exactly the slots it keeps of those it offers without, in the same order', () => {
    fc.assert(
      fc.property(aScene, fc.integer({ min: 0, max: 3 }), ({ world: w, query: q }, parity) => {
        // Keeps slots by a rule of their professional and start, as the waitlist keeps those in a freed time.
        const keep = (userId: string, startMs: number, endMs: number) =>
          endMs > startMs && (userId.length + startMs / MINUTE) % 4 !== parity;
        const kept = findSlots(q, w).filter((slot) =>
          keep(slot.userId, slot.start.epochMilliseconds, slot.end.epochMilliseconds),
        );
        expect(findSlots(q, w, keep).map(slotKey)).toEqual(kept.map(slotKey));
      }),
      { numRuns: 100 },
    );
  });

  it('misses no free slot', () => {
    fc.assert(
      fc.property(aScene, ({ world: w, query: q }) => {
        const offered = findSlots(q, w);
        const keys = new Set(offered.map(slotKey));
        for (const slot of oracle(q, w)) expect(keys.has(slotKey(slot)), brief(slot)).toBe(true);
        expect(keys.size).toBe(offered.length);
      }),
      { numRuns: 150 },
    );
  });

  it('starts every slot on the wall-clock grid and lists them in ranking order', () => {
    fc.assert(
      fc.property(aScene, ({ world: w, query: q }) => {
        const offered = findSlots(q, w);
        for (const slot of offered) {
          expect(slot.start.timeZoneId).toBe(SLOT_TIME_ZONE);
          expect(slot.start.second + slot.start.millisecond + slot.start.nanosecond).toBe(0);
          expect((slot.start.hour * 60 + slot.start.minute) % q.stepMinutes).toBe(0);
          expect(slot.end.epochMilliseconds - slot.start.epochMilliseconds).toBe(
            q.needs.durationMinutes * MINUTE,
          );
        }
        for (let i = 1; i < offered.length; i++)
          expect(rankOrder(q, offered[i - 1]!, offered[i]!), brief(offered[i]!)).toBeLessThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
