import { Temporal } from 'temporal-polyfill';
import type { AbsenceCase, Spell } from './absence-case';
import { CONTINUES_WITHIN_DAYS, casesOf, isOngoing } from './absence-case';

/**
 * What an employer may record when an employee reports sick, and nothing else: the Autoriteit
 * Persoonsgegevens' policy rules "De zieke werknemer" (BWBR0037896; ../shared/domain/poortwachter.md,
 * "What an employer may record"). Even that someone is sick is health data, so there is no field for a
 * diagnosis, symptoms, limitations or a reason, and the back office refuses any field not listed here.
 * The first sick day is the report itself.
 */
export const SICK_REPORT_FIELDS = [
  'firstSickDay',
  /** 1. The phone number and the (nursing) address where the employee can be reached. */
  'reachablePhone',
  'reachableAddress',
  /** 2. The expected duration of the absence. */
  'expectedDuration',
  /** 3. Current appointments and work that must be taken over. */
  'handover',
  /** 4. Whether a safety-net provision (vangnetregeling) of the Ziektewet applies; never why. */
  'safetyNet',
  /** 5. Whether the absence follows a work accident. */
  'workAccident',
  /** 6. Whether a third party is liable (a traffic accident, for example). */
  'thirdPartyLiable',
] as const;
export type SickReportField = (typeof SICK_REPORT_FIELDS)[number];

/** The expected duration, as an employer can tell it: a range, not a prognosis. */
export const EXPECTED_DURATIONS = [
  'under_a_week',
  'one_to_two_weeks',
  'two_to_six_weeks',
  'over_six_weeks',
  'unknown',
] as const;
export type ExpectedDuration = (typeof EXPECTED_DURATIONS)[number];

/** How many days back a first sick day may lie: a report is made in the first days, not weeks later. */
export const REPORT_DAYS_BACK = 14;
/** The longest phone number, address and handover text the back office keeps. */
export const PHONE_MAX = 20;
export const ADDRESS_MAX = 200;
export const HANDOVER_MAX = 1000;

export interface SickReport {
  readonly firstSickDay: Temporal.PlainDate | null;
  readonly reachablePhone: string;
  readonly reachableAddress: string;
  readonly expectedDuration: ExpectedDuration | null;
  readonly handover: string;
  readonly safetyNet: boolean;
  readonly workAccident: boolean;
  readonly thirdPartyLiable: boolean;
}

export type SickReportProblem =
  | 'required'
  | 'in-the-future'
  | 'too-far-back'
  | 'too-long'
  | 'not-a-phone-number'
  /** The employee is sick already: a case is open with a spell that has not ended. */
  | 'already-sick'
  /** The day lies within a spell already reported (before its recovery). */
  | 'overlaps';

const PHONE = /^\+?[0-9][0-9 ()-]{5,}$/;

/** Why a sick report cannot be made as it stands, per field; empty when it can. */
export function sickReportProblems(
  report: SickReport,
  today: Temporal.PlainDate,
  spells: readonly Spell[],
): Partial<Record<SickReportField, SickReportProblem>> {
  const problems: Partial<Record<SickReportField, SickReportProblem>> = {};
  const day = report.firstSickDay;
  if (!day) problems.firstSickDay = 'required';
  else if (Temporal.PlainDate.compare(day, today) > 0) problems.firstSickDay = 'in-the-future';
  else if (Temporal.PlainDate.compare(day, today.subtract({ days: REPORT_DAYS_BACK })) < 0)
    problems.firstSickDay = 'too-far-back';
  else {
    const clash = sickDayClash(spells, day);
    if (clash) problems.firstSickDay = clash;
  }
  const phone = report.reachablePhone.trim();
  if (phone === '') problems.reachablePhone = 'required';
  else if (phone.length > PHONE_MAX) problems.reachablePhone = 'too-long';
  else if (!PHONE.test(phone)) problems.reachablePhone = 'not-a-phone-number';
  if (report.reachableAddress.trim().length > ADDRESS_MAX) problems.reachableAddress = 'too-long';
  if (!report.expectedDuration) problems.expectedDuration = 'required';
  if (report.handover.trim().length > HANDOVER_MAX) problems.handover = 'too-long';
  return problems;
}

/** Whether a new spell from `day` collides with the spells already reported. */
function sickDayClash(spells: readonly Spell[], day: Temporal.PlainDate): SickReportProblem | null {
  if (spells.some((spell) => spell.recoveredOn === null)) return 'already-sick';
  const within = (spell: Spell) =>
    Temporal.PlainDate.compare(day, spell.firstSickDay) >= 0 &&
    spell.recoveredOn !== null &&
    Temporal.PlainDate.compare(day, spell.recoveredOn) < 0;
  return spells.some(within) ? 'overlaps' : null;
}

/**
 * Where a sick report from `day` lands: it continues the employee's last case when it starts less than
 * 28 days after that case's recovery (art. 7:629 lid 10 BW: the clock runs on, the healthy days in
 * between not counted), else it begins a new case.
 */
export function caseOfNewSpell(
  spells: readonly Spell[],
  day: Temporal.PlainDate,
): { readonly continues: AbsenceCase | null } {
  const last = casesOf(spells).at(-1);
  const recovered = last?.spells.at(-1)?.recoveredOn;
  if (!last || !recovered || isOngoing(last)) return { continues: null };
  const gap = recovered.until(day, { largestUnit: 'days' }).days;
  return { continues: gap >= 0 && gap < CONTINUES_WITHIN_DAYS ? last : null };
}

/** A recovery: full (the spell ends) or partial (a percentage of the hours worked again). */
export interface Recovery {
  readonly recoveredOn: Temporal.PlainDate | null;
  readonly kind: 'full' | 'partial';
  /** For a partial recovery: the part of the usual hours worked again, 1 to 99. */
  readonly percentage: number | null;
}
export type RecoveryField = 'recoveredOn' | 'kind' | 'percentage';
export type RecoveryProblem = 'required' | 'in-the-future' | 'before-sick' | 'not-sick' | 'out-of-range';

/** The longest a recovery may be reported ahead: none; it is reported once it happened. */
export function recoveryProblems(
  recovery: Recovery,
  today: Temporal.PlainDate,
  spells: readonly Spell[],
): Partial<Record<RecoveryField, RecoveryProblem>> {
  const problems: Partial<Record<RecoveryField, RecoveryProblem>> = {};
  const running = spells.find((spell) => spell.recoveredOn === null);
  const day = recovery.recoveredOn;
  if (!running) problems.recoveredOn = 'not-sick';
  else if (!day) problems.recoveredOn = 'required';
  else if (Temporal.PlainDate.compare(day, today) > 0) problems.recoveredOn = 'in-the-future';
  // The first healthy day comes after the first sick day: a spell is at least one day.
  else if (Temporal.PlainDate.compare(day, running.firstSickDay) <= 0) problems.recoveredOn = 'before-sick';
  if (recovery.kind === 'partial') {
    const part = recovery.percentage;
    if (part === null) problems.percentage = 'required';
    else if (!Number.isInteger(part) || part < 1 || part > 99) problems.percentage = 'out-of-range';
  }
  return problems;
}

/** The spells after a full recovery: the running spell ends on the first healthy day. */
export function spellsAfterRecovery(spells: readonly Spell[], recoveredOn: Temporal.PlainDate): Spell[] {
  return spells.map((spell) => (spell.recoveredOn === null ? { ...spell, recoveredOn } : spell));
}
