import { addDays, isIsoDate } from '../platform/amsterdam-time';
import type { StoredSpell } from '../tasks/case-seed';

// The back office's rules for the sick and recovery reports, the rules only, no HTTP. The domain has
// the same rules (domain/legal-clock/absence-reports.ts); a property test holds the two alike.

/**
 * What an employer may record at a sick report and nothing more (the AP's policy rules "De zieke
 * werknemer", BWBR0037896): any other key is refused by name, so no client can store a diagnosis.
 */
export const SICK_REPORT_KEYS = [
  'firstSickDay',
  'reachablePhone',
  'reachableAddress',
  'expectedDuration',
  'handover',
  'safetyNet',
  'workAccident',
  'thirdPartyLiable',
] as const;
export const DURATIONS = [
  'under_a_week',
  'one_to_two_weeks',
  'two_to_six_weeks',
  'over_six_weeks',
  'unknown',
];
export const DAYS_BACK = 14;
/** The continuation rule of art. 7:629 lid 10 BW: a new spell within 28 days continues the case. */
export const CONTINUES_WITHIN = 28;
const LIMITS = { reachablePhone: 20, reachableAddress: 200, handover: 1000 } as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,}$/;

export type AbsenceVerdict =
  | 'unknownField'
  | 'required'
  | 'invalid'
  | 'invalidDate'
  | 'inFuture'
  | 'tooFarBack'
  | 'tooLong'
  | 'notAPhone'
  | 'alreadySick'
  | 'overlaps'
  | 'notSick'
  | 'beforeSick'
  | 'outOfRange';

const isDate = isIsoDate;
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** Why the back office refuses a sick report's body, per key; empty when it takes it. */
export function sickReportVerdicts(
  body: Readonly<Record<string, unknown>>,
  today: string,
  spells: readonly StoredSpell[],
): Record<string, AbsenceVerdict> {
  const verdicts: Record<string, AbsenceVerdict> = {};
  for (const key of Object.keys(body))
    if (!(SICK_REPORT_KEYS as readonly string[]).includes(key)) verdicts[key] = 'unknownField';
  const day = body['firstSickDay'];
  if (day === undefined || day === null || day === '') verdicts['firstSickDay'] = 'required';
  else if (!isDate(day)) verdicts['firstSickDay'] = 'invalidDate';
  else if (day > today) verdicts['firstSickDay'] = 'inFuture';
  else if (day < addDays(today, -DAYS_BACK)) verdicts['firstSickDay'] = 'tooFarBack';
  else if (spells.some((spell) => spell.recoveredOn === null)) verdicts['firstSickDay'] = 'alreadySick';
  else if (
    spells.some((spell) => spell.firstSickDay <= day && spell.recoveredOn !== null && day < spell.recoveredOn)
  )
    verdicts['firstSickDay'] = 'overlaps';
  const phone = text(body['reachablePhone']);
  if (phone === null || phone === '')
    verdicts['reachablePhone'] =
      phone === null && body['reachablePhone'] !== undefined ? 'invalid' : 'required';
  else if (phone.length > LIMITS.reachablePhone) verdicts['reachablePhone'] = 'tooLong';
  else if (!PHONE.test(phone)) verdicts['reachablePhone'] = 'notAPhone';
  for (const key of ['reachableAddress', 'handover'] as const) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    const given = text(value);
    if (given === null) verdicts[key] = 'invalid';
    else if (given.length > LIMITS[key]) verdicts[key] = 'tooLong';
  }
  const duration = body['expectedDuration'];
  if (duration === undefined || duration === null || duration === '')
    verdicts['expectedDuration'] = 'required';
  else if (typeof duration !== 'string' || !DURATIONS.includes(duration))
    verdicts['expectedDuration'] = 'invalid';
  for (const key of ['safetyNet', 'workAccident', 'thirdPartyLiable'] as const)
    if (typeof body[key] !== 'boolean') verdicts[key] = body[key] === undefined ? 'required' : 'invalid';
  return verdicts;
}

/** Why the back office refuses a recovery report's body, per key; empty when it takes it. */
export function recoveryVerdicts(
  body: Readonly<Record<string, unknown>>,
  today: string,
  spells: readonly StoredSpell[],
): Record<string, AbsenceVerdict> {
  const verdicts: Record<string, AbsenceVerdict> = {};
  for (const key of Object.keys(body))
    if (!['recoveredOn', 'kind', 'percentage'].includes(key)) verdicts[key] = 'unknownField';
  const running = spells.find((spell) => spell.recoveredOn === null);
  const day = body['recoveredOn'];
  if (!running) verdicts['recoveredOn'] = 'notSick';
  else if (day === undefined || day === null || day === '') verdicts['recoveredOn'] = 'required';
  else if (!isDate(day)) verdicts['recoveredOn'] = 'invalidDate';
  else if (day > today) verdicts['recoveredOn'] = 'inFuture';
  else if (day <= running.firstSickDay) verdicts['recoveredOn'] = 'beforeSick';
  const kind = body['kind'];
  if (kind !== 'full' && kind !== 'partial') verdicts['kind'] = kind === undefined ? 'required' : 'invalid';
  const part = body['percentage'];
  if (kind === 'partial') {
    if (part === undefined || part === null) verdicts['percentage'] = 'required';
    else if (typeof part !== 'number' || !Number.isInteger(part) || part < 1 || part > 99)
      verdicts['percentage'] = 'outOfRange';
  }
  return verdicts;
}

/**
 * The spells of the employee's last case of the absence group that a sick report from `day` would
 * continue: its recovery less than 28 days before; null when the report begins a new case.
 */
export function continuesCase<D extends { readonly spells: readonly StoredSpell[] }>(
  lastCase: D | null,
  day: string,
): D | null {
  const recovered = lastCase?.spells.at(-1)?.recoveredOn;
  if (!lastCase || !recovered || day < recovered) return null;
  return day < addDays(recovered, CONTINUES_WITHIN) ? lastCase : null;
}
