import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';

/** The reports area's own refusals, in the request's language (the shared ones are server-messages.ts). */
const MESSAGES = {
  unknownEmployment: { nl: 'Dit dienstverband bestaat niet.', en: 'This employment does not exist.' },
  employmentEnded: { nl: 'Dit dienstverband is beëindigd.', en: 'This employment has ended.' },
  beforeEmployment: {
    nl: 'De WGA-datum ligt vóór het begin van het dienstverband (:date).',
    en: 'The WGA date lies before the start of the employment (:date).',
  },
  tooFarAhead: {
    nl: 'De WGA-datum ligt meer dan een jaar vooruit.',
    en: 'The WGA date lies more than a year ahead.',
  },
  wgaExists: {
    nl: 'Voor dit dienstverband loopt al een WGA-melding.',
    en: 'An open WGA report exists for this employment already.',
  },
  periodTooLong: {
    nl: 'De periode is langer dan :days dagen.',
    en: 'The period is longer than :days days.',
  },
  toBeforeFrom: {
    nl: 'De einddatum ligt vóór de begindatum.',
    en: 'The end date lies before the start date.',
  },
  toInFuture: { nl: 'De einddatum ligt na vandaag.', en: 'The end date lies after today.' },
  invalidGrouping: {
    nl: 'Groepeer op employer, division of team.',
    en: 'Group by employer, division or team.',
  },
} as const;

export type ReportMessage = keyof typeof MESSAGES;

export const sayReport = (
  c: Ctx,
  key: ReportMessage,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  MESSAGES[key][languageFor(c)].replace(/:([a-z]+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
