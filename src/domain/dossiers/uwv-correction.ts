import { Temporal } from 'temporal-polyfill';

/**
 * What a message to the UWV says, why the UWV may refuse it, and the correction sent again. The
 * fields are those an employer fills in on UWV's "ziekmelding langdurig zieke werknemer" (the
 * 42nd-week report): the first sick day, the contractual hours per week and the employer's payroll
 * tax number (loonheffingennummer). Nothing medical: the employer never tells the UWV what the
 * employee has.
 */

export const UWV_CONTENT_FIELDS = ['firstSickDay', 'hoursPerWeek', 'payrollTaxNumber'] as const;
export type UwvContentField = (typeof UWV_CONTENT_FIELDS)[number];

/** Why the UWV refused a message: the fixed list of its answers the back office passes on. */
export const UWV_REJECTION_CODES = [
  /** The first sick day differs from the one the UWV knows. */
  'first-sick-day-mismatch',
  /** The contractual hours per week are missing. */
  'hours-missing',
  /** The UWV does not know the employer's payroll tax number. */
  'payroll-tax-number-unknown',
] as const;
export type UwvRejectionCode = (typeof UWV_REJECTION_CODES)[number];

/** The field each refusal is about. */
export const FIELD_OF_REJECTION: Readonly<Record<UwvRejectionCode, UwvContentField>> = {
  'first-sick-day-mismatch': 'firstSickDay',
  'hours-missing': 'hoursPerWeek',
  'payroll-tax-number-unknown': 'payrollTaxNumber',
};

/** What a message said, as it was sent: a field may be missing (that is what the UWV refuses). */
export interface UwvMessageContent {
  readonly firstSickDay: Temporal.PlainDate | null;
  readonly hoursPerWeek: number | null;
  readonly payrollTaxNumber: string | null;
}

export interface UwvRejection {
  readonly code: UwvRejectionCode;
  readonly field: UwvContentField;
  /** The back office's words for it, in the reader's language. */
  readonly reason: string;
}

/** A corrected message, as the form holds it: the hours as the number read from the field (NaN for none). */
export interface UwvCorrection {
  readonly firstSickDay: Temporal.PlainDate | null;
  readonly hoursPerWeek: number | null;
  readonly payrollTaxNumber: string;
}

export type UwvCorrectionProblem =
  'required' | 'in-the-future' | 'not-whole-hours' | 'out-of-range' | 'not-a-payroll-tax-number';

/** The contractual hours a week the back office takes: a whole number, from 1 to 60. */
export const HOURS_PER_WEEK = { min: 1, max: 60 } as const;

/**
 * The loonheffingennummer as the Belastingdienst gives it: the employer's nine-digit RSIN (or
 * BSN), an L, and a two-digit follow number.
 */
export const PAYROLL_TAX_NUMBER = /^\d{9}L\d{2}$/;

/** Why a correction cannot be sent as it stands, per field; empty when it can. */
export function correctionProblems(
  correction: UwvCorrection,
  today: Temporal.PlainDate,
): Partial<Record<UwvContentField, UwvCorrectionProblem>> {
  const problems: Partial<Record<UwvContentField, UwvCorrectionProblem>> = {};
  const day = correction.firstSickDay;
  if (!day) problems.firstSickDay = 'required';
  else if (Temporal.PlainDate.compare(day, today) > 0) problems.firstSickDay = 'in-the-future';
  const hours = correction.hoursPerWeek;
  if (hours === null) problems.hoursPerWeek = 'required';
  else if (!Number.isInteger(hours)) problems.hoursPerWeek = 'not-whole-hours';
  else if (hours < HOURS_PER_WEEK.min || hours > HOURS_PER_WEEK.max) problems.hoursPerWeek = 'out-of-range';
  const number = correction.payrollTaxNumber.trim();
  if (number === '') problems.payrollTaxNumber = 'required';
  else if (!PAYROLL_TAX_NUMBER.test(number)) problems.payrollTaxNumber = 'not-a-payroll-tax-number';
  return problems;
}

/** A message may be corrected and sent again once: when the UWV refused it and it was not resent yet. */
export const mayResend = (message: { readonly status: string; readonly resentAs: string | null }): boolean =>
  message.status === 'rejected' && message.resentAs === null;

/** The hours as typed in a field: null when empty, NaN when it is no number (a decimal comma is one). */
export function hoursOf(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}
