import type { DemoEmployee } from '../access/seed';
import { dayNumber } from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import type { StoredDossier } from './case-seed';

/**
 * Spells less than 28 days apart are one case (art. 7:629 lid 10 BW), the seed's own copy of the
 * rule, so the tasks area keeps no tie to the legal clock's folders.
 */
const CONTINUES_WITHIN_DAYS = 28;

/**
 * The sickness history of the seeded employees: when each of them was off sick over the two years
 * before the seed, as the absence cases the service keeps. The rules are the domain's (see
 * domain/legal-clock/absence-case.ts): a case is one or more spells of illness, each gap between two
 * spells shorter than 28 days, and a new sick report 28 days or more after a recovery is a new case.
 * So one employee's cases never overlap and lie at least 28 days apart, and only the last one can
 * still run. The figures come out as Dutch ones do: most spells a few days, a few of months, an
 * absence percentage of some 3 to 6 per cent.
 */

/** A spell in day numbers (platform/amsterdam-time.ts): from the first sick day up to the recovery. */
export interface SpellDays {
  readonly firstSickDay: number;
  /** The first day fit again, not counted; null while the employee is still sick. */
  readonly recoveredOn: number | null;
}

export interface AbsenceCasePlan {
  readonly employee: DemoEmployee;
  /** In time order; only the last may still run. */
  readonly spells: readonly SpellDays[];
}

/** A dossier's stored spells (ISO dates) as day numbers. */
export const spellDaysOf = (dossier: Pick<StoredDossier, 'spells'>): SpellDays[] =>
  dossier.spells.map((spell) => ({
    firstSickDay: dayNumber(spell.firstSickDay),
    recoveredOn: spell.recoveredOn === null ? null : dayNumber(spell.recoveredOn),
  }));

/** How far back the history goes: the case seed dates nothing earlier. */
export const HISTORY_DAYS = 730;

/** Sick reports per employee per year that start a new case (a relapse within 28 days does not). */
const CASES_PER_YEAR = 0.5;

/**
 * How long a case's illness lasts, in sick days, in every fifty cases of an employer: mostly days, a
 * few weeks, now and then months (some 18 days on average). Dealt from a shuffled deck per employer,
 * so each employer gets about the same mix and none an average of a few long cases alone.
 */
const SICK_DAYS: readonly (readonly [number, number, number])[] = [
  [1, 4, 23],
  [5, 10, 12],
  [11, 21, 7],
  [22, 42, 4],
  [43, 120, 3],
  [121, 400, 1],
];

function dealer(random: SeededRandom): () => number {
  const deck: (readonly [number, number])[] = [];
  return () => {
    if (deck.length === 0) {
      for (const [low, high, count] of SICK_DAYS) for (let n = 0; n < count; n += 1) deck.push([low, high]);
      for (let i = deck.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [deck[i], deck[j]] = [deck[j] as readonly [number, number], deck[i] as readonly [number, number]];
      }
    }
    const [low, high] = deck.pop() as readonly [number, number];
    return random.int(low, high);
  };
}

/** Of the cases of ten sick days or more, how many were interrupted by a short recovery. */
const RELAPSE_CHANCE = 0.16;

/** The first day an employee may report sick for a new case after recovering on `recoveredOn`. */
export const nextCaseFrom = (recoveredOn: number): number => recoveredOn + CONTINUES_WITHIN_DAYS;

/**
 * The spells of a case of `sickDays` sick days from `firstSickDay`, as far as they have come by
 * `today`: a spell whose recovery is not before today still runs, and a relapse after today has not
 * happened yet.
 */
export function spellsFrom(
  random: SeededRandom,
  firstSickDay: number,
  sickDays: number,
  today: number,
): SpellDays[] {
  const parts: [number, number][] = [];
  if (sickDays >= 10 && random.chance(RELAPSE_CHANCE)) {
    const first = random.int(3, sickDays - 3);
    const back = firstSickDay + first;
    const again = back + random.int(2, CONTINUES_WITHIN_DAYS - 8);
    parts.push([firstSickDay, back], [again, again + sickDays - first]);
  } else parts.push([firstSickDay, firstSickDay + sickDays]);
  const spells: SpellDays[] = [];
  for (const [from, until] of parts) {
    if (from >= today) break;
    spells.push({ firstSickDay: from, recoveredOn: until >= today ? null : until });
  }
  return spells;
}

/** The day after a case: its last recovery, or Infinity while it runs. */
export const caseEnd = (spells: readonly SpellDays[]): number => spells.at(-1)?.recoveredOn ?? Infinity;

/**
 * The date (day number) of the n-th sick day of a case (day 1 is its first sick day), counting sick
 * days only; a case still running is projected on. Null when the case ended before that day.
 */
export function sickDayDate(spells: readonly SpellDays[], n: number): number | null {
  let left = n;
  for (const spell of spells) {
    const length = spell.recoveredOn === null ? Infinity : spell.recoveredOn - spell.firstSickDay;
    if (left <= length) return spell.firstSickDay + left - 1;
    left -= length;
  }
  return null;
}

/** Days until the next sick report that opens a case: exponential, so the reports come at random. */
const waitingDays = (random: SeededRandom): number =>
  Math.floor((-Math.log(1 - random.next()) * 365) / CASES_PER_YEAR);

/**
 * The cases of these employees over the history up to `today`, around the cases already placed (the
 * featured ones): a drawn case that would come within 28 days of a placed one of the same employee is
 * left out, and nothing follows a placed case still running.
 */
export function absenceHistory(
  random: SeededRandom,
  employees: readonly DemoEmployee[],
  today: number,
  placed: ReadonlyMap<string, readonly (readonly SpellDays[])[]>,
): AbsenceCasePlan[] {
  const plans: AbsenceCasePlan[] = [];
  const dealers = new Map<string, () => number>();
  for (const employee of employees) {
    const deal = dealers.get(employee.employerId) ?? dealer(random);
    dealers.set(employee.employerId, deal);
    const fixed = (placed.get(employee.id) ?? []).map((spells) => ({
      start: spells[0]?.firstSickDay ?? today,
      end: caseEnd(spells),
    }));
    let day = today - HISTORY_DAYS + waitingDays(random);
    while (day < today) {
      const spells = spellsFrom(random, day, deal(), today);
      const end = caseEnd(spells);
      const clash = fixed.find((other) => day < nextCaseFrom(other.end) && nextCaseFrom(end) > other.start);
      if (clash) {
        if (clash.end === Infinity) break;
        day = Math.max(day, nextCaseFrom(clash.end)) + waitingDays(random);
        continue;
      }
      plans.push({ employee, spells });
      if (end === Infinity) break;
      day = nextCaseFrom(end) + waitingDays(random);
    }
  }
  return plans;
}
