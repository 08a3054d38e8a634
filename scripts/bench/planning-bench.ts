/**
 * The planning slot finder (src/domain/shared/slot-finder.ts) in Node: four weeks of agendas from
 * Monday 12 October 2026 (the clocks go back on the 25th), 30 professionals working 08:30–17:00 on
 * weekdays at one of 3 locations, 15 rooms and 20 pieces of equipment of 5 types open 08:00–18:00,
 * each about 60 % booked in appointments of 30 to 90 minutes with a fixed seed, so figures compare.
 * It times `findSlots` for a 45-minute on-site operation with 5-minute buffers, a room and one type of
 * equipment, at any location, on a 15-minute grid: milliseconds, median of 5 after one run that is
 * not counted. It measures and prints; it fails nothing.
 *
 * The domain imports its neighbours without file extensions, as the bundler resolves them; Vite's
 * module runner loads it the same way here. `node scripts/bench/planning-bench.ts` runs it alone.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { runnerImport } from 'vite';
import type {
  FreeProfessional,
  FreeResource,
  FreeRoom,
  FreeStretch,
  PlanningWorld,
  SlotQuery,
} from '../../src/domain/shared/slot-finder.ts';

const root = resolve(import.meta.dirname, '..', '..');
export const TIME_ZONE = 'Europe/Amsterdam';
export const FIRST_MONDAY = Temporal.PlainDate.from('2026-10-12');
const WEEKS = 4;
const LOCATIONS = ['loc-1', 'loc-2', 'loc-3'];
const RESOURCE_TYPES = ['audiometer', 'spirometer', 'ecg', 'eye-chart', 'scale'];
export const RUNS = 5;
const GOAL_MS = 50;
const SEED = 0x5107_2026;

/** mulberry32: the same numbers on every machine. */
function seeded(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min + 1));
  };
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One agenda's free time: on each weekday from `opens` to `closes` (wall-clock minutes), appointments
 * of 30 to 90 minutes on the quarter hour placed at random where they do not overlap, up to `share`
 * of the day (as far as sixty tries get); the free time is what lies between them. Counts the minutes
 * booked and open.
 */
function freeTime(
  random: (min: number, max: number) => number,
  opens: number,
  closes: number,
  share: number,
  tally: { booked: number; open: number },
): FreeStretch[] {
  const free: FreeStretch[] = [];
  for (let day = 0; day < WEEKS * 7; day++) {
    const date = FIRST_MONDAY.add({ days: day });
    if (date.dayOfWeek > 5) continue;
    const booked: { from: number; until: number }[] = [];
    let bookedMinutes = 0;
    for (let tries = 0; tries < 60; tries++) {
      const length = random(2, 6) * 15;
      const from = opens + random(0, (closes - opens - length) / 15) * 15;
      const until = from + length;
      if (bookedMinutes + length > share * (closes - opens)) continue;
      if (booked.some((other) => other.from < until && from < other.until)) continue;
      booked.push({ from, until });
      bookedMinutes += length;
    }
    booked.sort((a, b) => a.from - b.from);
    const at = (minute: number) =>
      date.toZonedDateTime({
        timeZone: TIME_ZONE,
        plainTime: Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }),
      });
    let minute = opens;
    for (const appointment of [...booked, { from: closes, until: closes }]) {
      if (minute < appointment.from) free.push({ start: at(minute), end: at(appointment.from) });
      minute = appointment.until;
    }
    tally.booked += bookedMinutes;
    tally.open += closes - opens;
  }
  return free;
}

export interface BenchWorld {
  readonly world: PlanningWorld;
  /** The share of open time booked: the professionals', the rooms' and equipment's. */
  readonly booked: { readonly professionals: number; readonly things: number };
}

/** Professionals about 60 % booked; rooms and equipment about half, so some of them are free. */
export function benchWorld(): BenchWorld {
  const random = seeded(SEED);
  const people = { booked: 0, open: 0 };
  const things = { booked: 0, open: 0 };
  const professionals: FreeProfessional[] = Array.from({ length: 30 }, (_, i) => {
    const locationId = LOCATIONS[i % LOCATIONS.length] ?? 'loc-1';
    return {
      userId: `user-${String(i + 1).padStart(2, '0')}`,
      free: freeTime(random, 8 * 60 + 30, 17 * 60, 0.6, people).map((stretch) => ({
        ...stretch,
        locationId,
      })),
    };
  });
  const rooms: FreeRoom[] = Array.from({ length: 15 }, (_, i) => ({
    roomId: `room-${String(i + 1).padStart(2, '0')}`,
    locationId: LOCATIONS[i % LOCATIONS.length] ?? 'loc-1',
    free: freeTime(random, 8 * 60, 18 * 60, 0.5, things),
  }));
  const resources: FreeResource[] = Array.from({ length: 20 }, (_, i) => ({
    resourceId: `resource-${String(i + 1).padStart(2, '0')}`,
    locationId: LOCATIONS[i % LOCATIONS.length] ?? 'loc-1',
    resourceTypeId: RESOURCE_TYPES[i % RESOURCE_TYPES.length] ?? 'audiometer',
    free: freeTime(random, 8 * 60, 18 * 60, 0.5, things),
  }));
  return {
    world: { professionals, rooms, resources },
    booked: { professionals: people.booked / people.open, things: things.booked / things.open },
  };
}

/** The question the goal is stated for. */
const ON_SITE: SlotQuery = {
  needs: {
    durationMinutes: 45,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 5,
    needsRoom: true,
    resourceTypeIds: ['audiometer'],
  },
  channel: 'on_site',
  locationIds: [],
  partOfDay: 'any',
  preferredUserId: 'user-07',
  now: FIRST_MONDAY.toZonedDateTime({ timeZone: TIME_ZONE }),
  stepMinutes: 15,
};

/** The same by phone, for comparison: no room or equipment to find, many more slots to return. */
const BY_PHONE: SlotQuery = { ...ON_SITE, channel: 'phone' };

type FindSlots = typeof import('../../src/domain/shared/slot-finder.ts').findSlots;

function measure(findSlots: FindSlots, query: SlotQuery, world: PlanningWorld) {
  const ms: number[] = [];
  let slots = 0;
  // One run first that is not counted: the engine compiles the code on its first use, and the
  // Temporal polyfill reads the time zone's rules.
  for (let run = -1; run < RUNS; run++) {
    const started = performance.now();
    slots = findSlots(query, world).length;
    if (run >= 0) ms.push(performance.now() - started);
  }
  return { ms, slots, median: median(ms) };
}

export async function planningBench(): Promise<{ medianMs: number; slots: number }> {
  const { module } = await runnerImport<typeof import('../../src/domain/shared/slot-finder.ts')>(
    join(root, 'src/domain/shared/slot-finder.ts'),
    { configFile: false, logLevel: 'warn', root },
  );
  const { world, booked } = benchWorld();
  const stretches = world.professionals.reduce((sum, professional) => sum + professional.free.length, 0);
  const onSite = measure(module.findSlots, ON_SITE, world);
  const byPhone = measure(module.findSlots, BY_PHONE, world);
  const [load] = loadavg();
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const runs = (ms: readonly number[]) => ms.map((run) => run.toFixed(1)).join(', ');
  console.log(
    `\nplanning slot finder in Node (median of ${RUNS}; load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  console.log(
    `  ${WEEKS} weeks from ${FIRST_MONDAY.toString()}: 30 professionals (${stretches} free stretches, ` +
      `${percent(booked.professionals)} booked), 15 rooms and 20 resources (${percent(booked.things)} booked)`,
  );
  console.log(
    `  45 min on site, room + audiometer, buffers 5/5, any location: ${onSite.median.toFixed(1).padStart(5)} ms` +
      ` (goal < ${GOAL_MS})   ${String(onSite.slots).padStart(4)} slots   runs: ${runs(onSite.ms)}`,
  );
  console.log(
    `  the same by phone:                                           ${byPhone.median.toFixed(1).padStart(5)} ms` +
      `             ${String(byPhone.slots).padStart(4)} slots   runs: ${runs(byPhone.ms)}`,
  );
  return { medianMs: onSite.median, slots: onSite.slots };
}

if (import.meta.main) await planningBench();
