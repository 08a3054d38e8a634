import { dayNumber } from '../platform/amsterdam-time';

/**
 * The absence figures of one group over a period, as the back office counts them: the rules only, no
 * HTTP. The portal's domain computes the figures from the counts too (domain/reports/recovery-report.ts);
 * a property test holds the two alike.
 */

/** A dossier of the absence group as a stretch of days off: ISO dates, the end null while it runs. */
export interface AbsenceSpell {
  readonly employeeId: string;
  readonly start: string;
  readonly end: string | null;
}

export const THRESHOLDS = { sixWeeks: 42, sixMonths: 182, oneYear: 365 } as const;

export interface GroupCounts {
  employees: number;
  periodDays: number;
  absenceDays: number;
  newAbsences: number;
  endedAbsences: number;
  endedAbsenceDays: number;
  recovered: { sixWeeks: number; sixMonths: number; oneYear: number };
}

interface Stretch {
  start: number;
  /** Infinity while it runs. */
  end: number;
}

/** One employee's spells as absences: overlapping or touching spells are one absence. */
function absencesOf(spells: readonly AbsenceSpell[]): Stretch[] {
  const sorted = spells
    .map((spell) => ({
      start: dayNumber(spell.start),
      end: spell.end === null ? Infinity : Math.max(dayNumber(spell.end), dayNumber(spell.start)),
    }))
    .sort((a, b) => a.start - b.start);
  const merged: Stretch[] = [];
  for (const stretch of sorted) {
    const last = merged.at(-1);
    if (last && stretch.start <= last.end + 1) last.end = Math.max(last.end, stretch.end);
    else merged.push({ ...stretch });
  }
  return merged;
}

/** The counts of a group of `employees` employees whose spells these are, over from..to (both included). */
export function countGroup(
  employees: number,
  spells: readonly AbsenceSpell[],
  from: string,
  to: string,
): GroupCounts {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const counts: GroupCounts = {
    employees,
    periodDays: last - first + 1,
    absenceDays: 0,
    newAbsences: 0,
    endedAbsences: 0,
    endedAbsenceDays: 0,
    recovered: { sixWeeks: 0, sixMonths: 0, oneYear: 0 },
  };
  const byEmployee = new Map<string, AbsenceSpell[]>();
  for (const spell of spells)
    byEmployee.set(spell.employeeId, [...(byEmployee.get(spell.employeeId) ?? []), spell]);
  for (const own of byEmployee.values()) {
    for (const absence of absencesOf(own)) {
      counts.absenceDays += Math.max(0, Math.min(absence.end, last) - Math.max(absence.start, first) + 1);
      const length = absence.end - absence.start + 1;
      const endedInPeriod = absence.end >= first && absence.end <= last;
      if (endedInPeriod) {
        counts.endedAbsences += 1;
        counts.endedAbsenceDays += length;
      }
      if (absence.start < first || absence.start > last) continue;
      counts.newAbsences += 1;
      for (const key of Object.keys(THRESHOLDS) as (keyof typeof THRESHOLDS)[]) {
        if (absence.end <= last && length <= THRESHOLDS[key]) counts.recovered[key] += 1;
      }
    }
  }
  return counts;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percentOf = (part: number, whole: number) => (whole === 0 ? null : oneDecimal((part * 100) / whole));

/** The figures the contract answers beside the counts. */
export function groupFigures(counts: GroupCounts) {
  const employeeDays = counts.employees * counts.periodDays;
  return {
    absencePercentage: percentOf(counts.absenceDays, employeeDays),
    frequency:
      employeeDays === 0 ? null : Math.round(((counts.newAbsences * 365) / employeeDays) * 100) / 100,
    averageDurationDays:
      counts.endedAbsences === 0 ? null : oneDecimal(counts.endedAbsenceDays / counts.endedAbsences),
    recovered: {
      sixWeeks: percentOf(counts.recovered.sixWeeks, counts.newAbsences),
      sixMonths: percentOf(counts.recovered.sixMonths, counts.newAbsences),
      oneYear: percentOf(counts.recovered.oneYear, counts.newAbsences),
    },
  };
}
