import { Temporal } from 'temporal-polyfill';

/**
 * The WGA report (spec section 3, "wga report: dateStart, employmentId"; section 7: POST
 * v2/dossier/wga): a professional reports an employment for the WGA (the Dutch benefit for partial
 * work incapacity after two years of illness), which opens a WGA dossier on the employee.
 */

/** A report made, as the list of reports shows it. */
export interface WgaReport {
  readonly id: string;
  readonly employmentId: string;
  readonly employeeName: string;
  readonly employerName: string;
  readonly dateStart: Temporal.PlainDate;
  readonly createdAt: Temporal.Instant;
  /** The display name of who made it. */
  readonly createdBy: string;
}

/** An employment the report can be made for, as the form offers it. */
export interface WgaEmploymentChoice {
  readonly id: string;
  readonly employerName: string;
  readonly jobTitle: string;
  readonly startDate: Temporal.PlainDate;
  /** The last day worked; null while it runs without an end. */
  readonly endDate: Temporal.PlainDate | null;
}

/** How far ahead a WGA start may lie: the benefit is applied for well before it starts, not years. */
export const WGA_MAX_DAYS_AHEAD = 365;

export type WgaField = 'employee' | 'employmentId' | 'dateStart';
export type WgaProblem = 'required' | 'employment-ended' | 'before-employment' | 'too-far-ahead';

export interface WgaInput {
  readonly employeeId: string | null;
  readonly employment: WgaEmploymentChoice | null;
  readonly dateStart: Temporal.PlainDate | null;
}

/** Whether the employment still runs on `today` (its last day is today or later, or it has none). */
export const isOpenWgaEmployment = (employment: WgaEmploymentChoice, today: Temporal.PlainDate): boolean =>
  employment.endDate === null || Temporal.PlainDate.compare(employment.endDate, today) >= 0;

/**
 * What is wrong with a report before it is sent; the back office checks the same and also refuses a
 * second open report for one employment. The start lies on or after the employment's start and at
 * most WGA_MAX_DAYS_AHEAD days after today.
 */
export function wgaProblems(
  input: WgaInput,
  today: Temporal.PlainDate,
): Partial<Record<WgaField, WgaProblem>> {
  const problems: Partial<Record<WgaField, WgaProblem>> = {};
  if (input.employeeId === null) problems.employee = 'required';
  else if (input.employment === null) problems.employmentId = 'required';
  else if (!isOpenWgaEmployment(input.employment, today)) problems.employmentId = 'employment-ended';
  if (input.dateStart === null) problems.dateStart = 'required';
  else if (input.employment && Temporal.PlainDate.compare(input.dateStart, input.employment.startDate) < 0)
    problems.dateStart = 'before-employment';
  else if (Temporal.PlainDate.compare(input.dateStart, today.add({ days: WGA_MAX_DAYS_AHEAD })) > 0)
    problems.dateStart = 'too-far-ahead';
  return problems;
}
