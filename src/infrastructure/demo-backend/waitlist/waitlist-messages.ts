import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';

/** Why the waitlist refused a field, in the request's language. */
export type WaitlistVerdict =
  | 'required'
  | 'invalid'
  | 'unknownEmployee'
  | 'unknownOperation'
  | 'notForEmployers'
  | 'unknownLocation'
  | 'unknownProfessional'
  | 'inPast'
  | 'tooFar'
  | 'noOpenCase'
  | 'unknownField'
  | 'alreadyWaiting'
  | 'invalidMoment'
  | 'periodOrder';

const MESSAGES: Readonly<Record<WaitlistVerdict, { readonly nl: string; readonly en: string }>> = {
  required: { nl: 'Vul dit veld in.', en: 'Fill in this field.' },
  invalid: { nl: 'Deze waarde is niet geldig.', en: 'This value is not valid.' },
  unknownEmployee: { nl: 'Deze medewerker is niet gevonden.', en: 'This employee was not found.' },
  unknownOperation: {
    nl: 'Deze soort afspraak bestaat niet.',
    en: 'This kind of appointment does not exist.',
  },
  notForEmployers: {
    nl: 'Deze soort afspraak kan een werkgever niet plannen.',
    en: 'An employer cannot plan this kind of appointment.',
  },
  unknownLocation: {
    nl: 'Een van deze locaties bestaat niet.',
    en: 'One of these locations does not exist.',
  },
  unknownProfessional: {
    nl: 'Een van deze behandelaars bestaat niet.',
    en: 'One of these professionals does not exist.',
  },
  inPast: { nl: 'Deze datum ligt voor vandaag.', en: 'This date lies before today.' },
  tooFar: { nl: 'Kies een datum binnen een jaar.', en: 'Choose a date within a year.' },
  noOpenCase: {
    nl: 'Deze medewerker heeft geen verzuimzaak met een openstaande probleemanalyse.',
    en: 'This employee has no absence case with a probleemanalyse to do.',
  },
  unknownField: { nl: 'Het veld :field wordt niet bewaard.', en: 'The field :field is not kept.' },
  alreadyWaiting: {
    nl: 'Deze medewerker staat al op de wachtlijst voor deze soort afspraak.',
    en: 'This employee is on the waitlist for this kind of appointment already.',
  },
  invalidMoment: { nl: 'Dit is geen geldig tijdstip.', en: 'This is not a valid moment.' },
  periodOrder: { nl: 'Het einde ligt na het begin.', en: 'The end lies after the start.' },
};

export const sayWaitlist = (c: Ctx, verdict: WaitlistVerdict, field: string): string =>
  MESSAGES[verdict][languageFor(c)].replace(':field', field);
