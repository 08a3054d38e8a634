import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';
import type { AbsenceVerdict } from './absence-rules';

/** The absence calls' refusals, in the request's language; `:field` is the field's own name. */
const MESSAGES: Readonly<Record<AbsenceVerdict, { readonly nl: string; readonly en: string }>> = {
  unknownField: {
    nl: 'Het veld :field wordt niet bewaard: bij een ziekmelding legt de werkgever alleen bereikbaarheid, verwachte duur, over te dragen werk, vangnet, bedrijfsongeval en aansprakelijke derde vast.',
    en: 'The field :field is not kept: at a sick report the employer records only how to reach the employee, the expected duration, work to hand over, safety net, work accident and a liable third party.',
  },
  required: { nl: 'Vul dit veld in.', en: 'Fill in this field.' },
  invalid: { nl: 'Deze waarde is niet geldig.', en: 'This value is not valid.' },
  invalidDate: { nl: 'Dit is geen geldige datum.', en: 'This is not a valid date.' },
  inFuture: { nl: 'Deze datum ligt na vandaag.', en: 'This date lies after today.' },
  tooFarBack: {
    nl: 'Een ziekmelding gaat hooguit 14 dagen terug.',
    en: 'A sick report goes back 14 days at most.',
  },
  tooLong: { nl: 'Deze tekst is te lang.', en: 'This text is too long.' },
  notAPhone: { nl: 'Dit is geen telefoonnummer.', en: 'This is not a phone number.' },
  alreadySick: {
    nl: 'Deze medewerker is al ziek gemeld en nog niet hersteld.',
    en: 'This employee is reported sick already and has not recovered.',
  },
  overlaps: {
    nl: 'Op deze dag was de medewerker al ziek gemeld.',
    en: 'The employee was reported sick on this day already.',
  },
  notSick: { nl: 'Deze medewerker is niet ziek gemeld.', en: 'This employee is not reported sick.' },
  beforeSick: {
    nl: 'De hersteldatum ligt na de eerste ziektedag.',
    en: 'The recovery date lies after the first sick day.',
  },
  outOfRange: { nl: 'Vul een percentage van 1 tot 99 in.', en: 'Enter a percentage from 1 to 99.' },
};

export const sayAbsence = (c: Ctx, verdict: AbsenceVerdict, field: string): string =>
  MESSAGES[verdict][languageFor(c)].replace(':field', field);
