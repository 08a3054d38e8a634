import type { Temporal } from 'temporal-polyfill';

/**
 * The absence and recovery report (/dashboard/reports/reportRecovery): per employer, division or team,
 * the absence figures of a period, from the dossiers of the absence group (illness, absence_dossier,
 * illness_and_zw_erd, zw_erd). Aggregates only: no employee, no dossier, no medical detail.
 *
 * An absence is a stretch of days an employee is off sick; overlapping dossiers of one employee make
 * one absence. It ends on its last day off; one still running counts up to the end of the period.
 */

export const RECOVERY_GROUPINGS = ['employer', 'division', 'team'] as const;
export type RecoveryGrouping = (typeof RECOVERY_GROUPINGS)[number];

/** The recovery thresholds, in days after the first day of absence (6 weeks, 6 months, a year). */
export const RECOVERY_THRESHOLDS = { sixWeeks: 42, sixMonths: 182, oneYear: 365 } as const;
export type RecoveryThreshold = keyof typeof RECOVERY_THRESHOLDS;
export const RECOVERY_THRESHOLD_KEYS = Object.keys(RECOVERY_THRESHOLDS) as RecoveryThreshold[];

/** The longest period the report covers at once. */
export const MAX_RECOVERY_PERIOD_DAYS = 3 * 366;

/** What is counted for one group over the period; the figures follow from these alone. */
export interface RecoveryCounts {
  readonly employees: number;
  /** Calendar days in the period, both ends included. */
  readonly periodDays: number;
  /** Days off sick within the period, over all the group's employees. */
  readonly absenceDays: number;
  /** Absences whose first day lies in the period. */
  readonly newAbsences: number;
  /** Absences whose last day lies in the period, and their days from first to last. */
  readonly endedAbsences: number;
  readonly endedAbsenceDays: number;
  /** Of the new absences, how many had ended within each threshold. */
  readonly recovered: Readonly<Record<RecoveryThreshold, number>>;
}

export interface RecoveryFigures {
  /** Days off sick as a percentage of the employees' days, one decimal; null without employees. */
  readonly absencePercentage: number | null;
  /** New absences per employee per year, two decimals; null without employees. */
  readonly frequency: number | null;
  /** Days from first to last of the absences ended in the period, one decimal; null when none ended. */
  readonly averageDurationDays: number | null;
  /** Share (percent, one decimal) of the new absences ended within each threshold; null when none. */
  readonly recovered: Readonly<Record<RecoveryThreshold, number | null>>;
}

export interface RecoveryGroup {
  /** The employer, division or team; null for the employees without one (no division). */
  readonly id: string | null;
  readonly name: string | null;
  readonly counts: RecoveryCounts;
}

export interface RecoveryReport {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
  readonly groupBy: RecoveryGrouping;
  readonly groups: readonly RecoveryGroup[];
}

const DAYS_PER_YEAR = 365;

const rounded = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : rounded((part * 100) / whole, 1);

/** The figures of a group's counts; the back office answers the same (a property test holds them alike). */
export function recoveryFiguresOf(counts: RecoveryCounts): RecoveryFigures {
  const employeeDays = counts.employees * counts.periodDays;
  return {
    absencePercentage: share(counts.absenceDays, employeeDays),
    frequency:
      counts.employees === 0 || counts.periodDays === 0
        ? null
        : rounded((counts.newAbsences * DAYS_PER_YEAR) / (counts.employees * counts.periodDays), 2),
    averageDurationDays:
      counts.endedAbsences === 0 ? null : rounded(counts.endedAbsenceDays / counts.endedAbsences, 1),
    recovered: {
      sixWeeks: share(counts.recovered.sixWeeks, counts.newAbsences),
      sixMonths: share(counts.recovered.sixMonths, counts.newAbsences),
      oneYear: share(counts.recovered.oneYear, counts.newAbsences),
    },
  };
}

/** The counts of all groups together (the report's total row); every group covers the same period. */
export function recoveryTotalOf(groups: readonly RecoveryGroup[]): RecoveryCounts {
  const sum = (pick: (counts: RecoveryCounts) => number) =>
    groups.reduce((total, group) => total + pick(group.counts), 0);
  return {
    employees: sum((counts) => counts.employees),
    periodDays: groups[0]?.counts.periodDays ?? 0,
    absenceDays: sum((counts) => counts.absenceDays),
    newAbsences: sum((counts) => counts.newAbsences),
    endedAbsences: sum((counts) => counts.endedAbsences),
    endedAbsenceDays: sum((counts) => counts.endedAbsenceDays),
    recovered: {
      sixWeeks: sum((counts) => counts.recovered.sixWeeks),
      sixMonths: sum((counts) => counts.recovered.sixMonths),
      oneYear: sum((counts) => counts.recovered.oneYear),
    },
  };
}

export type RecoveryPeriodProblem =
  | 'recovery.period-required'
  | 'recovery.period-backwards'
  | 'recovery.period-in-future'
  | 'recovery.period-too-long';

/** A period the report can cover: both dates, the end not before the start nor after today, not too long. */
export function recoveryPeriodProblem(
  from: Temporal.PlainDate | null,
  to: Temporal.PlainDate | null,
  today: Temporal.PlainDate,
): RecoveryPeriodProblem | null {
  if (from === null || to === null) return 'recovery.period-required';
  if (to.until(from).sign > 0) return 'recovery.period-backwards';
  if (today.until(to).sign > 0) return 'recovery.period-in-future';
  if (from.until(to, { largestUnit: 'days' }).days + 1 > MAX_RECOVERY_PERIOD_DAYS)
    return 'recovery.period-too-long';
  return null;
}
