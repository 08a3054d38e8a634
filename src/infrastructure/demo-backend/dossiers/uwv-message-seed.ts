import { employeeOf, userOf } from '../access/users';
import { addDays, isoDate } from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import { seededRandom } from '../platform/seeded-random';
import { sickDayDate, spellDaysOf } from '../tasks/absence-seed';
import type { StoredDossier } from '../tasks/case-seed';
import { UWV_TYPES } from './dossier-file-catalogue';
import type { StoredUwvContent, StoredUwvMessage, UwvKind, UwvRejectionCode } from './dossier-file-state';
import { caseFirstSickDay, payrollTaxNumberOf } from './uwv-answers';

/**
 * The messages sent to the UWV about one case, as far as it has come by `end` (today for an open
 * case, its last day for a closed one). Each dossier draws from a random of its own, so the case
 * seed, whose tasks must agree with these messages, and the dossier view's seed, which keeps them,
 * get the same messages without sharing a sequence.
 *
 * What each message said is drawn from a random of its own, apart from the one that dates and answers
 * the messages: the case's first sick day, the employee's contractual hours (16 to 40) and the
 * employer's payroll tax number; a rejected message has the error the UWV names. The UWV refused
 * the 42nd-week report of every open case of the service's first case manager (`casemanager`) for its
 * first sick day, so the demo always has one to correct and send again.
 */

const REFERENCE_PREFIX: Readonly<Record<UwvKind, string>> = {
  sick_report: 'ZM',
  week_42_report: 'WM42',
  recovery_report: 'HM',
  wia_application: 'WIA',
  pregnancy_leave_application: 'WAZO',
  wga_reassessment: 'WGA',
};

const POORTWACHTER = new Set(['illness', 'absence_dossier', 'illness_and_zw_erd']);

export type SeededUwvMessage = Omit<StoredUwvMessage, 'id'>;

const REFUSALS: readonly UwvRejectionCode[] = [
  'first-sick-day-mismatch',
  'hours-missing',
  'payroll-tax-number-unknown',
];

/** The content as it should be, and as it was sent when the UWV refused it for `code`. */
function flawed(content: StoredUwvContent, code: UwvRejectionCode, random: SeededRandom): StoredUwvContent {
  switch (code) {
    case 'first-sick-day-mismatch':
      // The day the employee called in rather than the first day of the spell, a few days off.
      return {
        ...content,
        firstSickDay: addDays(content.firstSickDay ?? '', random.pick([-3, -2, -1, 1, 2])),
      };
    case 'hours-missing':
      return { ...content, hoursPerWeek: null };
    case 'payroll-tax-number-unknown': {
      // One digit left out while typing it over.
      const number = content.payrollTaxNumber ?? '';
      return { ...content, payrollTaxNumber: `${number.slice(0, 4)}${number.slice(5)}` };
    }
  }
}

/** `start`, `end` and `today` are day numbers (platform/amsterdam-time.ts). */
export function uwvMessagesOf(
  dossier: StoredDossier,
  start: number,
  end: number,
  today: number,
): SeededUwvMessage[] {
  if (!UWV_TYPES.has(dossier.type)) return [];
  const random = seededRandom(0x5eed_0000 + Number(dossier.id));
  const said = seededRandom(0xc047_0000 + Number(dossier.id));
  const type = dossier.type;
  const messages: SeededUwvMessage[] = [];
  const right: StoredUwvContent = {
    firstSickDay: caseFirstSickDay(dossier),
    hoursPerWeek: said.int(16, 40),
    payrollTaxNumber: payrollTaxNumberOf(employeeOf(dossier.employeeId).employerId),
  };
  const refusedWeek42 = dossier.status === 'open' && userOf(dossier.ownerId)?.username === 'casemanager';
  const add = (kind: UwvKind, day: number) => {
    const drawn =
      today - day <= 2
        ? 'sent'
        : random.weighted<'accepted' | 'rejected'>([
            ['accepted', 92],
            ['rejected', 8],
          ]);
    const refused = refusedWeek42 && kind === 'week_42_report' && drawn !== 'sent';
    const status = refused ? 'rejected' : drawn;
    const drawnRejection = status === 'rejected' ? said.pick(REFUSALS) : null;
    const rejection = refused ? 'first-sick-day-mismatch' : drawnRejection;
    messages.push({
      dossierId: dossier.id,
      kind,
      sentOn: isoDate(day),
      status,
      reference: `${REFERENCE_PREFIX[kind]}-${isoDate(day).slice(0, 4)}-${String(random.int(0, 999_999)).padStart(6, '0')}`,
      content: rejection ? flawed(right, rejection, said) : right,
      rejection,
      answeredOn: null,
      resendOf: null,
      resentAs: null,
    });
  };
  const send = (kind: UwvKind, day: number) => {
    if (day <= end) add(kind, day);
  };
  if (type === 'zw_erd' || type === 'illness_and_zw_erd') send('sick_report', start + random.int(1, 3));
  if (POORTWACHTER.has(type)) {
    // By week of illness: the healthy days between the spells of an interrupted case do not count.
    const spells = spellDaysOf(dossier);
    const sickDay = (n: number) => (spells.length > 0 ? sickDayDate(spells, n) : start + n - 1);
    const week42 = sickDay(41 * 7 + 1);
    const delay42 = random.int(0, 6);
    if (week42 !== null) send('week_42_report', week42 + delay42);
    const week88 = sickDay(88 * 7 + 1);
    const delayWia = random.int(0, 14);
    if (week88 !== null) send('wia_application', week88 + delayWia);
  }
  if (type === 'pregnancy') send('pregnancy_leave_application', start + random.int(14, 28));
  if (type === 'wga') send('wga_reassessment', start + random.int(180, 365));
  const closed = dossier.status === 'closed';
  if (closed && messages.length > 0 && type !== 'pregnancy' && type !== 'wga') add('recovery_report', end);
  return messages;
}
