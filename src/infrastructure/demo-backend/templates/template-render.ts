import { fillPlaceholders } from '../../../domain/templates/email-template';
import type { ServerLanguage } from '../platform/server-messages';
import type { CatalogueTemplate, InBothLanguages } from './template-catalogue';
import { EMAIL_TEMPLATES } from './template-catalogue';

const DAY_MS = 86_400_000;

/** A long date in the recipient's language, on Amsterdam's calendar: "dinsdag 10 maart 2026". */
const longDate = (epochMs: number, language: ServerLanguage): string =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(epochMs);

const same = (text: string): InBothLanguages => ({ nl: text, en: text });

/** What every template's preview is filled in with: a fictitious employee and her appointment. */
const EXAMPLES: Readonly<Record<string, InBothLanguages>> = {
  name: same('Noor Bakker'),
  employee: same('Daan Visser'),
  employer: same('Bouwbedrijf Van Dijk B.V.'),
  professional: { nl: 'M. de Groot, bedrijfsarts', en: 'Dr M. de Groot, occupational physician' },
  time: same('10:30'),
  previousTime: same('09:00'),
  location: same('Arbo Agenda Utrecht'),
  address: same('Stationsplein 45, 3511 ED Utrecht'),
  phone: same('030 123 45 67'),
  code: same('482913'),
  minutes: same('10'),
  task: { nl: 'Plan van aanpak bespreken', en: 'Discuss the action plan' },
  link: same('https://portaal.arbo-agenda.example'),
};

/** The example dates lie ahead of the moment of the preview, as they would in a real e-mail. */
const DATES: Readonly<Record<string, number>> = { date: 7, previousDate: 5, dueDate: 3 };

/** The example value of every placeholder the back office knows, for this template and language. */
export function exampleValues(
  template: CatalogueTemplate,
  language: ServerLanguage,
  now: number,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, text] of Object.entries({ ...EXAMPLES, ...template.examples }))
    values[name] = text[language];
  for (const [name, days] of Object.entries(DATES)) values[name] = longDate(now + days * DAY_MS, language);
  return values;
}

/** A value put into the body is text, never markup: a name with an ampersand stays a name. */
export const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The template in the language asked, filled in with the example values: the subject as plain text,
 * the body with its values escaped. The body's own markup is left as its author wrote it.
 */
export function renderTemplate(
  template: CatalogueTemplate,
  language: ServerLanguage,
  now: number,
): { subject: string; html: string } {
  const values = exampleValues(template, language, now);
  return {
    subject: fillPlaceholders(template.subject[language], values),
    html: fillPlaceholders(template.html[language], values, escapeHtml),
  };
}

/** An e-mail's body as the outbox prints it: the template's markup as plain lines, its entities read. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|tr|table)>/gi, '\n')
    .replace(/<\/t[hd]>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The mail a template makes with real values, in the recipient's language: the subject filled in,
 * the body filled in (values escaped) and then as plain text; null for a key the catalogue lacks.
 */
export function mailFromTemplate(
  key: string,
  language: ServerLanguage,
  values: Readonly<Record<string, string>>,
): { subject: string; body: string } | null {
  const template = EMAIL_TEMPLATES.find((candidate) => candidate.key === key);
  if (!template) return null;
  return {
    subject: fillPlaceholders(template.subject[language], values),
    body: plainTextOf(fillPlaceholders(template.html[language], values, escapeHtml)),
  };
}
