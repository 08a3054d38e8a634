import { amsterdamDate, dayNumber, isoDate, isoWeekday } from '../platform/amsterdam-time';
import type { StoredAppointment, StoredFrequency, StoredStatus } from './agenda-state';

/**
 * The back office's appointment rules, written apart from the portal's domain (src/domain/agenda) as a
 * real back office's would be: epoch milliseconds, day numbers and lookup tables. Property tests hold
 * each to the domain's: the status moves, the clash rule and the expansion of a series.
 */

/** Which status an appointment may go to from each. */
const MOVES: Readonly<Record<StoredStatus, readonly StoredStatus[]>> = {
  planned: ['confirmed', 'arrived', 'no_show', 'cancelled'],
  confirmed: ['planned', 'arrived', 'no_show', 'cancelled'],
  arrived: ['confirmed', 'completed'],
  no_show: ['confirmed'],
  completed: [],
  cancelled: [],
};

/** Statuses that say the appointment took place (or did not): not before its day. */
const ON_THE_DAY: ReadonlySet<StoredStatus> = new Set(['arrived', 'completed', 'no_show']);

export type StatusRefusal = 'same' | 'notAllowed' | 'notYet';

/** Why the move from one status to another is refused at this moment, or null when it is allowed. */
export function statusRefusal(
  from: StoredStatus,
  to: StoredStatus,
  startMs: number,
  nowMs: number,
): StatusRefusal | null {
  if (from === to) return 'same';
  if (!MOVES[from].includes(to)) return 'notAllowed';
  if (ON_THE_DAY.has(to) && amsterdamDate(startMs) > amsterdamDate(nowMs)) return 'notYet';
  return null;
}

export interface ClashFound {
  readonly appointmentId: string;
  readonly on: 'user' | 'room' | 'resource';
  readonly resourceId?: string;
}

type Occupying = Pick<
  StoredAppointment,
  'id' | 'userId' | 'roomId' | 'resourceIds' | 'start' | 'end' | 'status'
>;

/**
 * What a booking would clash with: another appointment, not cancelled, whose time overlaps (touching
 * ends do not) and which has the same professional, room or a shared resource. By start, then id.
 */
export function clashesOf(
  candidate: Occupying,
  others: readonly Occupying[],
  skip: ReadonlySet<string> = new Set(),
): ClashFound[] {
  if (candidate.status === 'cancelled') return [];
  const start = Date.parse(candidate.start);
  const end = Date.parse(candidate.end);
  const found: { clash: ClashFound; start: number }[] = [];
  for (const other of others) {
    if (other.id === candidate.id || skip.has(other.id) || other.status === 'cancelled') continue;
    const otherStart = Date.parse(other.start);
    if (!(otherStart < end && start < Date.parse(other.end))) continue;
    if (other.userId === candidate.userId)
      found.push({ clash: { appointmentId: other.id, on: 'user' }, start: otherStart });
    if (candidate.roomId !== null && other.roomId === candidate.roomId)
      found.push({ clash: { appointmentId: other.id, on: 'room' }, start: otherStart });
    for (const resourceId of candidate.resourceIds)
      if (other.resourceIds.includes(resourceId))
        found.push({ clash: { appointmentId: other.id, on: 'resource', resourceId }, start: otherStart });
  }
  return found
    .sort(
      (a, b) =>
        a.start - b.start ||
        Number(a.clash.appointmentId) - Number(b.clash.appointmentId) ||
        a.clash.appointmentId.localeCompare(b.clash.appointmentId),
    )
    .map((entry) => entry.clash);
}

export interface SeriesRule {
  readonly frequency: StoredFrequency;
  readonly interval: number;
  readonly weekdays: readonly number[];
  readonly untilDate: string | null;
  readonly count: number | null;
  /** Dates of the series left out of it (RFC 5545 EXDATE); they still count toward `count`. */
  readonly exceptDates?: readonly string[];
}

export const MAX_OCCURRENCES = 366;
const MAX_DAYS = 731;

const monthIndex = (day: number): number => {
  const date = isoDate(day);
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
};
const firstOfMonth = (index: number): number =>
  dayNumber(
    `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`,
  );

/**
 * The dates of a series, from its first date: daily every N days; weekly on the weekdays given, every
 * N weeks counted from the Monday of the first date's week; monthly every N months on the weekday of
 * the month the first date is (the 2nd Tuesday, or the last Tuesday when the first date is its month's
 * last). Only dates from the first on; until a date (inclusive) or for a count; at most 366 dates and
 * two years; then without the left-out dates (`exceptDates`), which count toward the count as RFC 5545
 * has it. Wall-clock time is the caller's: the same time on each of these dates.
 */
export function seriesDates(rule: SeriesRule, firstDate: string): string[] {
  const first = dayNumber(firstDate);
  const last = Math.min(rule.untilDate === null ? Infinity : dayNumber(rule.untilDate), first + MAX_DAYS);
  const limit = Math.min(rule.count ?? MAX_OCCURRENCES, MAX_OCCURRENCES);
  const dates: string[] = [];
  const take = (day: number): boolean => {
    if (day < first) return true;
    if (day > last || dates.length >= limit) return false;
    dates.push(isoDate(day));
    return true;
  };
  if (rule.frequency === 'daily') {
    for (let day = first; take(day); day += rule.interval);
  } else if (rule.frequency === 'weekly') {
    const weekdays = [...new Set(rule.weekdays)].sort((a, b) => a - b);
    if (weekdays.length === 0) return [];
    const monday = first - (isoWeekday(first) - 1);
    outer: for (let week = monday; week <= last; week += 7 * rule.interval)
      for (const weekday of weekdays) if (!take(week + weekday - 1)) break outer;
  } else {
    const weekday = isoWeekday(first);
    const lastOfKind = monthIndex(first + 7) !== monthIndex(first);
    const nth = Math.floor((Number(firstDate.slice(8, 10)) - 1) / 7);
    for (let month = monthIndex(first); ; month += rule.interval) {
      const start = firstOfMonth(month);
      const firstOfKind = start + ((weekday - isoWeekday(start) + 7) % 7);
      let day = firstOfKind + nth * 7;
      if (lastOfKind) {
        day = firstOfKind;
        while (monthIndex(day + 7) === month) day += 7;
      }
      if (start > last) break;
      if (!take(day)) break;
    }
  }
  const except = new Set(rule.exceptDates ?? []);
  return except.size === 0 ? dates : dates.filter((date) => !except.has(date));
}

/**
 * Whether a write started from an older version than the stored one (a colleague wrote meanwhile): a
 * version sent that is not the stored one. A write that sends none is not checked.
 */
export const staleWrite = (sent: unknown, stored: number): boolean =>
  sent !== undefined && sent !== null && sent !== stored;
