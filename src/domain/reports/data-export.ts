import type { Temporal } from 'temporal-polyfill';

/**
 * The data-exchange export (spec section 7: GET data-exchange/{employer}/{kind}/export): an
 * employer's administrative data as a CSV file for its own systems. Never medical content: no dossier
 * of the medical group, no dossier type, no note, no name of a medical operation.
 */

/** What a file holds: absences over a period, the employees with their employments, appointments over a period. */
export const DATA_EXPORT_KINDS = ['absences', 'employees', 'appointments'] as const;
export type DataExportKind = (typeof DATA_EXPORT_KINDS)[number];

/** The employee list is as of today; absences and appointments are those of a period. */
export const exportNeedsPeriod = (kind: DataExportKind): boolean => kind !== 'employees';

/** The longest period one file covers: a (leap) year. */
export const MAX_EXPORT_PERIOD_DAYS = 366;

export interface ExportPeriod {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
}

export type ExportField = 'employer' | 'period';
export type ExportProblem = 'required' | 'period-backwards' | 'period-too-long';

export interface ExportInput {
  readonly employerId: string | null;
  readonly kind: DataExportKind;
  readonly from: Temporal.PlainDate | null;
  readonly to: Temporal.PlainDate | null;
}

/**
 * What is wrong with an export before it is asked; the back office checks the same period rules. The
 * period may lie ahead (planned appointments); its end is not before its start, both days count.
 */
export function dataExportProblems(input: ExportInput): Partial<Record<ExportField, ExportProblem>> {
  const problems: Partial<Record<ExportField, ExportProblem>> = {};
  if (input.employerId === null || input.employerId === '') problems.employer = 'required';
  if (!exportNeedsPeriod(input.kind)) return problems;
  const { from, to } = input;
  if (from === null || to === null) problems.period = 'required';
  else if (to.until(from).sign > 0) problems.period = 'period-backwards';
  else if (from.until(to, { largestUnit: 'days' }).days + 1 > MAX_EXPORT_PERIOD_DAYS)
    problems.period = 'period-too-long';
  return problems;
}
