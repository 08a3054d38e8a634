import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';
import type { UwvRejectionCode } from './dossier-file-state';
import type { ResendVerdict } from './uwv-answers';

type Bilingual = { readonly nl: string; readonly en: string };

/** The UWV's refusals as the back office words them for the case manager. */
const REASONS: Readonly<Record<UwvRejectionCode, Bilingual>> = {
  'first-sick-day-mismatch': {
    nl: 'De eerste ziektedag wijkt af van de eerste ziektedag die het UWV kent.',
    en: 'The first sick day differs from the first sick day the UWV knows.',
  },
  'hours-missing': {
    nl: 'Het aantal contracturen per week ontbreekt.',
    en: 'The contractual hours per week are missing.',
  },
  'payroll-tax-number-unknown': {
    nl: 'Het UWV kent het loonheffingennummer van de werkgever niet.',
    en: 'The UWV does not know the employer’s payroll tax number.',
  },
};

/** The refusals of a corrected message, per field; `:field` is the field's own name. */
const VERDICTS: Readonly<Record<ResendVerdict, Bilingual>> = {
  unknownField: {
    nl: 'Het veld :field wordt niet meegestuurd: een bericht aan het UWV bevat alleen de eerste ziektedag, de contracturen en het loonheffingennummer.',
    en: 'The field :field is not sent: a message to the UWV holds only the first sick day, the contractual hours and the payroll tax number.',
  },
  required: { nl: 'Vul dit veld in.', en: 'Fill in this field.' },
  invalidDate: { nl: 'Dit is geen geldige datum.', en: 'This is not a valid date.' },
  inFuture: { nl: 'De eerste ziektedag ligt na vandaag.', en: 'The first sick day lies after today.' },
  notWholeHours: {
    nl: 'Vul een heel aantal uren in.',
    en: 'Enter a whole number of hours.',
  },
  hoursOutOfRange: {
    nl: 'Vul een aantal uren van 1 tot en met 60 in.',
    en: 'Enter a number of hours from 1 to 60.',
  },
  notAPayrollTaxNumber: {
    nl: 'Een loonheffingennummer is negen cijfers, een L en twee cijfers, zoals 123456789L01.',
    en: 'A payroll tax number is nine digits, an L and two digits, such as 123456789L01.',
  },
};

/** Why a message cannot be sent again as a whole. */
const CONFLICTS = {
  notRejected: {
    nl: 'Alleen een bericht dat het UWV heeft afgewezen kan opnieuw worden verstuurd.',
    en: 'Only a message the UWV rejected can be sent again.',
  },
  resentAlready: {
    nl: 'Dit bericht is al gecorrigeerd en opnieuw verstuurd.',
    en: 'This message has been corrected and sent again already.',
  },
} as const satisfies Record<string, Bilingual>;

export const uwvReason = (c: Ctx, code: UwvRejectionCode): string => REASONS[code][languageFor(c)];

export const sayResendVerdict = (c: Ctx, verdict: ResendVerdict, field: string): string =>
  VERDICTS[verdict][languageFor(c)].replace(':field', field);

export const sayResendConflict = (c: Ctx, conflict: keyof typeof CONFLICTS): string =>
  CONFLICTS[conflict][languageFor(c)];
