import { Temporal } from 'temporal-polyfill';
import { dutchHolidays } from '../../../domain/shared/dutch-holidays';
import { isIsoDate } from '../platform/amsterdam-time';
import type { StoredDossier } from '../tasks/case-seed';
import type { StoredUwvContent, UwvContentKey, UwvRejectionCode } from './dossier-file-state';

// The back office's rules for a message to the UWV, the rules only, no HTTP: which fields a corrected
// message must have (the domain has the same rule, domain/dossiers/uwv-correction.ts; a property test
// holds the two alike) and how the UWV answers a message sent again.

/** The keys a corrected message may have, and nothing else: no room for anything medical. */
export const RESEND_KEYS: readonly UwvContentKey[] = ['firstSickDay', 'hoursPerWeek', 'payrollTaxNumber'];
export const HOURS = { min: 1, max: 60 } as const;
/** A loonheffingennummer: nine digits (the RSIN), an L, two digits. */
export const PAYROLL_TAX_NUMBER_FORM = /^\d{9}L\d{2}$/;

/** The field each of the UWV's refusals is about. */
export const REJECTED_FIELD: Readonly<Record<UwvRejectionCode, UwvContentKey>> = {
  'first-sick-day-mismatch': 'firstSickDay',
  'hours-missing': 'hoursPerWeek',
  'payroll-tax-number-unknown': 'payrollTaxNumber',
};

export type ResendVerdict =
  | 'unknownField'
  | 'required'
  | 'invalidDate'
  | 'inFuture'
  | 'notWholeHours'
  | 'hoursOutOfRange'
  | 'notAPayrollTaxNumber';

/** Why the back office refuses a corrected message's body, per key; empty when it takes it. */
export function resendVerdicts(
  body: Readonly<Record<string, unknown>>,
  today: string,
): Record<string, ResendVerdict> {
  const verdicts: Record<string, ResendVerdict> = {};
  for (const key of Object.keys(body))
    if (!(RESEND_KEYS as readonly string[]).includes(key)) verdicts[key] = 'unknownField';
  const day = body['firstSickDay'];
  if (day === undefined || day === null || day === '') verdicts['firstSickDay'] = 'required';
  else if (!isIsoDate(day)) verdicts['firstSickDay'] = 'invalidDate';
  else if (day > today) verdicts['firstSickDay'] = 'inFuture';
  const hours = body['hoursPerWeek'];
  if (hours === undefined || hours === null || hours === '') verdicts['hoursPerWeek'] = 'required';
  else if (typeof hours !== 'number' || !Number.isInteger(hours)) verdicts['hoursPerWeek'] = 'notWholeHours';
  else if (hours < HOURS.min || hours > HOURS.max) verdicts['hoursPerWeek'] = 'hoursOutOfRange';
  const number = typeof body['payrollTaxNumber'] === 'string' ? body['payrollTaxNumber'].trim() : null;
  if (number === null && body['payrollTaxNumber'] !== undefined && body['payrollTaxNumber'] !== null)
    verdicts['payrollTaxNumber'] = 'notAPayrollTaxNumber';
  else if (number === null || number === '') verdicts['payrollTaxNumber'] = 'required';
  else if (!PAYROLL_TAX_NUMBER_FORM.test(number)) verdicts['payrollTaxNumber'] = 'notAPayrollTaxNumber';
  return verdicts;
}

/** The case's first sick day as the UWV knows it: day 1 of its first spell, else the day it began. */
export const caseFirstSickDay = (dossier: Pick<StoredDossier, 'spells' | 'startDate'>): string =>
  dossier.spells[0]?.firstSickDay ?? dossier.startDate;

/**
 * What the UWV says of a message's content: the first thing it finds wrong (a first sick day other
 * than the case's, no hours, a payroll tax number not of the form), or null when it accepts it.
 */
export function uwvRefusalOf(
  content: StoredUwvContent,
  dossier: Pick<StoredDossier, 'spells' | 'startDate'>,
): UwvRejectionCode | null {
  if (content.firstSickDay !== caseFirstSickDay(dossier)) return 'first-sick-day-mismatch';
  if (content.hoursPerWeek === null) return 'hours-missing';
  if (content.payrollTaxNumber === null || !PAYROLL_TAX_NUMBER_FORM.test(content.payrollTaxNumber))
    return 'payroll-tax-number-unknown';
  return null;
}

/** Whether a day is a working day in the Netherlands: a weekday and none of the national holidays. */
function isWorkingDay(date: Temporal.PlainDate): boolean {
  if (date.dayOfWeek > 5) return false;
  const day = date.toString();
  return !dutchHolidays(date.year).some((holiday) => holiday.date.toString() === day);
}

/** The first working day after a date (never the date itself). */
export function nextWorkingDay(date: string): string {
  let day = Temporal.PlainDate.from(date).add({ days: 1 });
  while (!isWorkingDay(day)) day = day.add({ days: 1 });
  return day.toString();
}

/**
 * The loonheffingennummer of each employer of the seed, as the UWV knows it; any other employer
 * gets one made from its id, so every employer has one.
 */
const PAYROLL_TAX_NUMBERS: Readonly<Record<string, string>> = {
  'a6a1c0de-0001-4000-8000-000000000001': '123456789L01',
  'a6a1c0de-0002-4000-8000-000000000002': '815234670L01',
  'a6a1c0de-0003-4000-8000-000000000003': '004217598L02',
};

export function payrollTaxNumberOf(employerId: string): string {
  const known = PAYROLL_TAX_NUMBERS[employerId];
  if (known) return known;
  const digits = [...employerId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000_000, 7);
  return `${String(digits).padStart(9, '0')}L01`;
}
