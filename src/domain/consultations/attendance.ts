import type { AppointmentStatus } from '../agenda/appointment';

/** A month as the report names it: YYYY-MM. */
export type Month = string;

/** At most this many months in one report: two years side by side. */
export const MAX_ATTENDANCE_MONTHS = 24;

/** One appointment with an employee, as far as the report counts it. */
export interface AttendanceFact {
  readonly employerId: string;
  readonly employerName: string;
  /** The month of its start in Europe/Amsterdam. */
  readonly month: Month;
  readonly status: AppointmentStatus;
}

export interface AttendanceFigures {
  /** The employee came: arrived, and completed or still being seen. */
  readonly held: number;
  readonly noShows: number;
  readonly cancelled: number;
  /** The no-shows among the appointments that were due (held and no-shows), in percent, one decimal; null when none were due. */
  readonly noShowPercentage: number | null;
}

export interface AttendanceRow extends AttendanceFigures {
  readonly employerId: string;
  readonly employerName: string;
  readonly month: Month;
}

export interface Attendance {
  /** By employer name, then month; only employers and months with anything counted. */
  readonly rows: readonly AttendanceRow[];
  readonly total: AttendanceFigures;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string): boolean => MONTH.test(text);

/** How many months from `from` up to and including `until` (0 or less when backwards). */
export function monthsBetween(from: Month, until: Month): number {
  const [, fy = '0', fm = '0'] = MONTH.exec(from) ?? [];
  const [, uy = '0', um = '0'] = MONTH.exec(until) ?? [];
  return (Number(uy) - Number(fy)) * 12 + (Number(um) - Number(fm)) + 1;
}

export type AttendancePeriodProblem =
  | 'attendance.month-invalid'
  | 'attendance.period-backwards'
  | 'attendance.period-too-long'
  | 'attendance.period-in-future';

/** Why a period cannot be reported on, or null: whole months, forwards, at most two years, none to come. */
export function attendancePeriodProblem(
  from: Month,
  until: Month,
  currentMonth: Month,
): AttendancePeriodProblem | null {
  if (!isMonth(from) || !isMonth(until)) return 'attendance.month-invalid';
  const months = monthsBetween(from, until);
  if (months < 1) return 'attendance.period-backwards';
  if (months > MAX_ATTENDANCE_MONTHS) return 'attendance.period-too-long';
  if (until > currentMonth) return 'attendance.period-in-future';
  return null;
}

const figuresOf = (held: number, noShows: number, cancelled: number): AttendanceFigures => ({
  held,
  noShows,
  cancelled,
  noShowPercentage: held + noShows === 0 ? null : Math.round((noShows / (held + noShows)) * 1000) / 10,
});

const counted = (status: AppointmentStatus): 'held' | 'noShows' | 'cancelled' | null =>
  status === 'arrived' || status === 'completed'
    ? 'held'
    : status === 'no_show'
      ? 'noShows'
      : status === 'cancelled'
        ? 'cancelled'
        : null;

/**
 * The appointments held, the no-shows and the cancellations per employer and month, and in total. A
 * planned or confirmed appointment has no outcome yet and is not counted.
 */
export function attendanceOf(facts: readonly AttendanceFact[]): Attendance {
  const groups = new Map<
    string,
    {
      employerId: string;
      employerName: string;
      month: Month;
      held: number;
      noShows: number;
      cancelled: number;
    }
  >();
  for (const fact of facts) {
    const kind = counted(fact.status);
    if (!kind) continue;
    const key = `${fact.employerId}\u0000${fact.month}`;
    const group = groups.get(key) ?? {
      employerId: fact.employerId,
      employerName: fact.employerName,
      month: fact.month,
      held: 0,
      noShows: 0,
      cancelled: 0,
    };
    group[kind] += 1;
    groups.set(key, group);
  }
  const rows = [...groups.values()]
    .map((group) => ({ ...group, ...figuresOf(group.held, group.noShows, group.cancelled) }))
    .sort(
      (a, b) =>
        a.employerName.localeCompare(b.employerName, 'nl') ||
        a.employerId.localeCompare(b.employerId) ||
        a.month.localeCompare(b.month),
    );
  const sum = (field: 'held' | 'noShows' | 'cancelled') => rows.reduce((total, row) => total + row[field], 0);
  return { rows, total: figuresOf(sum('held'), sum('noShows'), sum('cancelled')) };
}
