import { Temporal } from 'temporal-polyfill';

/**
 * A spell of illness: from the first sick day up to the day the employee was fully fit again (the
 * first healthy day, not counted), or still sick (null). A partial recovery does not end a spell: the
 * employee is still on the clock for the hours not worked.
 */
export interface Spell {
  readonly firstSickDay: Temporal.PlainDate;
  readonly recoveredOn: Temporal.PlainDate | null;
}

/**
 * Spells of illness less than four weeks (28 days) apart count as one case, and the healthy days in
 * between are not counted (art. 7:629 lid 10 BW; ../shared/domain/poortwachter.md, "Spells count
 * together"): a new sick report within 28 days of a recovery continues the same clock.
 */
export const CONTINUES_WITHIN_DAYS = 28;

/** One absence case: its spells in time order, none overlapping, each gap shorter than 28 days. */
export interface AbsenceCase {
  readonly spells: readonly Spell[];
}

const compareDates = Temporal.PlainDate.compare;
const daysBetween = (from: Temporal.PlainDate, until: Temporal.PlainDate): number =>
  from.until(until, { largestUnit: 'days' }).days;

/** Spells that overlap or touch are one stretch of illness. */
function joined(spells: readonly Spell[]): Spell[] {
  const sorted = [...spells].sort((a, b) => compareDates(a.firstSickDay, b.firstSickDay));
  const out: Spell[] = [];
  for (const spell of sorted) {
    const last = out.at(-1);
    if (last && (last.recoveredOn === null || compareDates(spell.firstSickDay, last.recoveredOn) <= 0)) {
      const recoveredOn =
        last.recoveredOn === null || spell.recoveredOn === null
          ? null
          : compareDates(spell.recoveredOn, last.recoveredOn) > 0
            ? spell.recoveredOn
            : last.recoveredOn;
      out[out.length - 1] = { firstSickDay: last.firstSickDay, recoveredOn };
    } else out.push(spell);
  }
  return out;
}

/**
 * The cases a set of spells makes, in time order: the same cases whatever order the spells come in. A
 * spell that starts 28 days or more after the previous one's recovery starts a new case; a shorter gap
 * never does.
 */
export function casesOf(spells: readonly Spell[]): AbsenceCase[] {
  const cases: Spell[][] = [];
  for (const spell of joined(spells)) {
    const current = cases.at(-1);
    const previous = current?.at(-1);
    if (
      current &&
      previous?.recoveredOn &&
      daysBetween(previous.recoveredOn, spell.firstSickDay) < CONTINUES_WITHIN_DAYS
    )
      current.push(spell);
    else cases.push([spell]);
  }
  return cases.map((list) => ({ spells: list }));
}

/** The case's first sick day: day 1 of its clock. */
export const firstSickDayOf = (absence: AbsenceCase): Temporal.PlainDate =>
  (absence.spells[0] as Spell).firstSickDay;

/** Whether the employee is still sick at the end of the known spells (the clock still runs). */
export const isOngoing = (absence: AbsenceCase): boolean => absence.spells.at(-1)?.recoveredOn === null;

/** The sick days counted up to and including `date`: healthy days between spells never count. */
export function sickDaysUntil(absence: AbsenceCase, date: Temporal.PlainDate): number {
  let days = 0;
  const dayAfter = date.add({ days: 1 });
  for (const spell of absence.spells) {
    if (compareDates(spell.firstSickDay, dayAfter) >= 0) break;
    const end =
      spell.recoveredOn === null || compareDates(spell.recoveredOn, dayAfter) > 0
        ? dayAfter
        : spell.recoveredOn;
    days += daysBetween(spell.firstSickDay, end);
  }
  return days;
}

/**
 * The date of the case's n-th sick day (day 1 is the first sick day); for a case still running, a day
 * past the known spells is projected on as if the employee stays sick. Null when the case ended (full
 * recovery) before it had that many sick days.
 */
export function dateOfSickDay(absence: AbsenceCase, day: number): Temporal.PlainDate | null {
  let left = day;
  for (const spell of absence.spells) {
    const length = spell.recoveredOn === null ? Infinity : daysBetween(spell.firstSickDay, spell.recoveredOn);
    if (left <= length) return spell.firstSickDay.add({ days: left - 1 });
    left -= length;
  }
  return null;
}

/**
 * The week of illness a date falls in (week 1 is sick days 1 to 7), counting sick days only; 0 before
 * the case began.
 */
export const weekOfIllness = (absence: AbsenceCase, date: Temporal.PlainDate): number =>
  Math.ceil(sickDaysUntil(absence, date) / 7);

/** The last day of week n of illness: the case's (7n)-th sick day, or null when it ended before. */
export const endOfWeek = (absence: AbsenceCase, week: number): Temporal.PlainDate | null =>
  dateOfSickDay(absence, 7 * week);

/** The first day of week n of illness, or null when the case ended before. */
export const startOfWeek = (absence: AbsenceCase, week: number): Temporal.PlainDate | null =>
  dateOfSickDay(absence, 7 * (week - 1) + 1);
