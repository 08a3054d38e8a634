/**
 * The waitlist's match (src/domain/waitlist/freed-time-match.ts) in Node, on the planning bench's
 * four weeks of agendas (planning-bench.ts): one appointment of user-07 freed (the time between two of
 * their free stretches on a day of the second week), matched against 1,000 waiting employees, each
 * with an operation of 30 to 60 minutes on site or by phone, locations and professionals that suit or
 * any, and a latest date within the four weeks, from a fixed seed so figures compare. The free time
 * around the freed time is narrowed once (worldNear), as the back office asks it around the freed
 * time; then each employee is matched. Milliseconds for all 1,000, median of 5 after one run that is not counted; the goal is under 50 ms. It measures and
 * prints; it fails nothing. `node scripts/bench/waitlist-bench.ts` runs it alone.
 */
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { runnerImport } from 'vite';
import type { PlanningWorld } from '../../src/domain/shared/slot-finder.ts';
import type { FreedTime, WaitingNeeds } from '../../src/domain/waitlist/freed-time-match.ts';
import { benchWorld, FIRST_MONDAY, median, RUNS, TIME_ZONE } from './planning-bench.ts';

const root = resolve(import.meta.dirname, '..', '..');
const WAITING = 1000;
const GOAL_MS = 50;
const SEED = 0x3a17_1157;

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

/** user-07's first booked time between two free stretches on one day of the second week, freed. */
function freedIn(world: PlanningWorld): { world: PlanningWorld; freed: FreedTime } {
  const professional = world.professionals.find((candidate) => candidate.userId === 'user-07');
  if (!professional) throw new Error('the bench world has no user-07');
  const secondWeek = FIRST_MONDAY.add({ days: 7 });
  const stretches = professional.free;
  for (let index = 0; index + 1 < stretches.length; index++) {
    const before = stretches[index];
    const after = stretches[index + 1];
    if (!before || !after) continue;
    const day = before.start.toPlainDate();
    if (Temporal.PlainDate.compare(day, secondWeek) < 0 || !after.start.toPlainDate().equals(day)) continue;
    const freed = { userId: professional.userId, start: before.end, end: after.start };
    const merged = { start: before.start, end: after.end, locationId: before.locationId };
    const free = [...stretches.slice(0, index), merged, ...stretches.slice(index + 2)];
    return {
      freed,
      world: {
        ...world,
        professionals: world.professionals.map((candidate) =>
          candidate === professional ? { ...candidate, free } : candidate,
        ),
      },
    };
  }
  throw new Error('user-07 has no booked time in the second week');
}

function waiting(): WaitingNeeds[] {
  const random = seeded(SEED);
  const users = (count: number) =>
    Array.from({ length: count }, () => `user-${String(random(1, 30)).padStart(2, '0')}`);
  return Array.from({ length: WAITING }, () => {
    const onSite = random(0, 2) > 0;
    return {
      needs: {
        durationMinutes: [30, 45, 60][random(0, 2)] ?? 30,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 5,
        needsRoom: onSite && random(0, 1) === 1,
        resourceTypeIds: onSite && random(0, 3) === 0 ? ['audiometer'] : [],
      },
      channel: onSite ? ('on_site' as const) : ('phone' as const),
      locationIds: random(0, 2) === 0 ? [['loc-1', 'loc-2', 'loc-3'][random(0, 2)] ?? 'loc-1'] : [],
      userIds: random(0, 3) === 0 ? users(random(1, 3)) : [],
      latestDate: FIRST_MONDAY.add({ days: random(7, 27) }),
    };
  });
}

export async function waitlistBench(): Promise<{ medianMs: number; matched: number }> {
  const { module } = await runnerImport<typeof import('../../src/domain/waitlist/freed-time-match.ts')>(
    join(root, 'src/domain/waitlist/freed-time-match.ts'),
    { configFile: false, logLevel: 'warn', root },
  );
  const { world, freed } = freedIn(benchWorld().world);
  const entries = waiting();
  const now = FIRST_MONDAY.toZonedDateTime({ timeZone: TIME_ZONE });
  const ms: number[] = [];
  let matched = 0;
  for (let run = -1; run < RUNS; run++) {
    const started = performance.now();
    // As the back office does: who and what is free around the freed time, once; then each entry.
    const reach = Math.max(...entries.map(module.reachOf));
    const near = module.worldNear(world, freed, reach);
    matched = entries.filter((entry) => module.matchFreedTime(entry, freed, near, now) !== null).length;
    if (run >= 0) ms.push(performance.now() - started);
  }
  const [load] = loadavg();
  const minutes = freed.start.until(freed.end).total('minutes');
  console.log(
    `\nwaitlist match in Node (median of ${RUNS}; load average ${(load ?? 0).toFixed(1)} on ${availableParallelism()} CPUs)`,
  );
  console.log(
    `  ${WAITING} waiting employees against ${minutes} min freed of user-07 on ${freed.start.toPlainDate().toString()}: ` +
      `${median(ms).toFixed(1).padStart(5)} ms (goal < ${GOAL_MS})   ${matched} fit   runs: ${ms.map((run) => run.toFixed(1)).join(', ')}`,
  );
  return { medianMs: median(ms), matched };
}

if (import.meta.main) await waitlistBench();
