import { EARLIEST_DATE, LATEST_DATE } from '../locations/field-rules';
import type { ServerLanguage } from '../platform/server-messages';
import type { AnswerVerdict } from './answer-rules';
import { MAX_LONG_TEXT_ANSWER, MAX_TEXT_ANSWER } from './answer-rules';
import type { DefinitionVerdict } from './definition-rules';
import {
  FEWEST_OPTIONS,
  MAX_HELP,
  MAX_KEY,
  MAX_LABEL,
  MAX_STEP_FIELDS,
  MAX_WIZARD_NAME,
  MAX_WIZARD_STEPS,
} from './definition-rules';
import type { FieldKind } from './wizards-state';

/**
 * What the wizards area says, in the request's language. The answers' messages are spec section 5's
 * templates (the portal's own `validation` texts), with the field's label for :field; the builder's
 * name the place in the wizard (`Dutch title of step 2`).
 */
const MESSAGES = {
  required: { nl: ':field is verplicht.', en: ':field is required.' },
  string: { nl: ':field moet tekst zijn.', en: ':field must be text.' },
  numeric: { nl: ':field moet een getal zijn.', en: ':field must be a number.' },
  integer: { nl: ':field moet een geheel getal zijn.', en: ':field must be a whole number.' },
  alpha: { nl: ':field mag alleen letters bevatten.', en: ':field may only contain letters.' },
  email: { nl: ':field moet een geldig e-mailadres zijn.', en: ':field must be a valid e-mail address.' },
  mobile: { nl: ':field moet een geldig mobiel nummer zijn.', en: ':field must be a valid mobile number.' },
  phone: { nl: ':field moet een geldig telefoonnummer zijn.', en: ':field must be a valid phone number.' },
  invalid: { nl: ':field is niet geldig.', en: ':field is not valid.' },
  'too-long': {
    nl: ':field mag niet meer dan :max tekens bevatten.',
    en: ':field may not be longer than :max characters.',
  },
  'date-range': {
    nl: ':field moet een datum van :from tot en met :until zijn.',
    en: ':field must be a date from :from up to and including :until.',
  },
  duplicate: { nl: ':field komt al voor in deze wizard.', en: ':field is already used in this wizard.' },
  // The builder's lists, named outright: Dutch verbs agree with their subject, so no :field here.
  noSteps: { nl: 'Voeg ten minste één stap toe.', en: 'Add at least one step.' },
  noFields: {
    nl: 'Voeg ten minste één veld toe aan stap :step.',
    en: 'Add at least one field to step :step.',
  },
  tooManySteps: { nl: 'Een wizard heeft hoogstens :max stappen.', en: 'A wizard has at most :max steps.' },
  tooManyFields: { nl: 'Stap :step heeft hoogstens :max velden.', en: 'Step :step has at most :max fields.' },
  tooFewOptions: {
    nl: 'Geef ten minste :min opties op voor :field.',
    en: 'Give at least :min options for :field.',
  },
  runFinished: {
    nl: 'Deze wizard is al afgerond; de antwoorden kunnen niet meer worden gewijzigd.',
    en: 'This wizard has already been finished; its answers can no longer be changed.',
  },
  unknownDossier: { nl: 'Dit dossier bestaat niet.', en: 'This dossier does not exist.' },
  unknownEmployee: { nl: 'Deze werknemer bestaat niet.', en: 'This employee does not exist.' },
  otherDossierType: {
    nl: 'Deze wizard is voor dossiers van het type :type.',
    en: 'This wizard is for dossiers of type :type.',
  },
  otherRelatedType: {
    nl: 'Deze wizard wordt ingevuld bij een :type.',
    en: 'This wizard is filled in for a :type.',
  },
  'related.dossier': { nl: 'dossier', en: 'dossier' },
  'related.employee': { nl: 'werknemer', en: 'employee' },
} as const satisfies Record<string, Record<ServerLanguage, string>>;

export type WizardMessage = keyof typeof MESSAGES;

export const sayWizard = (
  key: WizardMessage,
  language: ServerLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  MESSAGES[key][language].replace(/:([a-z]+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

// ---------------------------------------------------------------------------------------------------
// The places of a wizard's body, as the builder's messages name them

const WORDS = {
  name: { nl: 'naam', en: 'name' },
  relatedType: { nl: 'Koppeling', en: 'Related to' },
  dossierType: { nl: 'Dossiertype', en: 'Dossier type' },
  steps: { nl: 'Stappen', en: 'Steps' },
  step: { nl: 'stap', en: 'step' },
  field: { nl: 'veld', en: 'field' },
  option: { nl: 'optie', en: 'option' },
  fields: { nl: 'Velden', en: 'Fields' },
  options: { nl: 'Opties', en: 'Options' },
  id: { nl: 'Sleutel', en: 'Key' },
  title: { nl: 'titel', en: 'title' },
  label: { nl: 'label', en: 'label' },
  help: { nl: 'hulptekst', en: 'help text' },
  kind: { nl: 'Soort', en: 'Kind' },
  required: { nl: 'Verplicht-instelling', en: 'Required setting' },
  rule: { nl: 'Regel', en: 'Rule' },
  of: { nl: 'van', en: 'of' },
  currentStep: { nl: 'Stap', en: 'Step' },
  relatedUuid: { nl: 'Dossier of werknemer', en: 'Dossier or employee' },
  wizardUuid: { nl: 'Wizard', en: 'Wizard' },
  values: { nl: 'Antwoorden', en: 'Answers' },
} as const satisfies Record<string, Record<ServerLanguage, string>>;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** `Dutch title`, `English label`: a text in one language, Dutch adjectives inflected as they go. */
function inOneLanguage(language: ServerLanguage, which: 'nl' | 'en', noun: keyof typeof WORDS): string {
  const word = WORDS[noun][language];
  if (language === 'en') return `${which === 'nl' ? 'Dutch' : 'English'} ${word}`;
  // Dutch: 'het label' takes 'Nederlands', 'de naam' and 'de titel' take 'Nederlandse'.
  const adjective = which === 'nl' ? 'Nederlands' : 'Engels';
  return `${adjective}${noun === 'label' ? '' : 'e'} ${word}`;
}

/** `step 2`, `field 3 of step 2`, `option 1 of field 3 of step 2`, from the path's indexes. */
function place(language: ServerLanguage, parts: readonly string[]): string {
  const of = WORDS.of[language];
  const names: string[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const noun = parts[i] === 'steps' ? 'step' : parts[i] === 'fields' ? 'field' : 'option';
    names.unshift(`${WORDS[noun][language]} ${Number(parts[i + 1]) + 1}`);
  }
  return names.join(` ${of} `);
}

/** The name of a place in a wizard's body, to fill a message's :field with. */
export function placeName(path: string, language: ServerLanguage): string {
  const parts = path.split('.');
  const known = WORDS[path as keyof typeof WORDS];
  if (parts.length === 1) return known ? capitalized(known[language]) : path;
  if (parts[0] === 'name') return inOneLanguage(language, parts[1] === 'en' ? 'en' : 'nl', 'name');
  const of = WORDS.of[language];
  const last = parts.at(-1) ?? '';
  const beforeLast = parts.at(-2) ?? '';
  const index = /^\d+$/;
  // `steps.0`, `steps.0.fields.1`, `...options.2`: the thing itself.
  if (index.test(last)) return capitalized(place(language, parts));
  // `...options.2.nl`: an option's text in one language.
  if ((last === 'nl' || last === 'en') && index.test(beforeLast)) {
    return `${inOneLanguage(language, last, 'label')} ${of} ${place(language, parts.slice(0, -1))}`;
  }
  // `...title.nl`, `...label.en`, `...help.nl`.
  if (
    (last === 'nl' || last === 'en') &&
    (beforeLast === 'title' || beforeLast === 'label' || beforeLast === 'help')
  ) {
    return `${inOneLanguage(language, last, beforeLast)} ${of} ${place(language, parts.slice(0, -2))}`;
  }
  const noun = WORDS[last as keyof typeof WORDS];
  const whose = place(language, parts.slice(0, -1));
  return noun ? `${capitalized(noun[language])} ${of} ${whose}` : path;
}

const BOUNDS: Readonly<Record<string, number>> = {
  name: MAX_WIZARD_NAME,
  title: MAX_LABEL,
  label: MAX_LABEL,
  help: MAX_HELP,
};

/** The most a text at this path may hold, for a `too-long` message. */
function maxAt(path: string): number {
  const parts = path.split('.');
  const last = parts.at(-1) ?? '';
  if (last === 'id') return MAX_KEY;
  const owner = parts.at(-2) ?? '';
  return BOUNDS[owner] ?? MAX_LABEL;
}

/** The message of a builder's verdict at a path of the wizard's body. */
export function definitionMessage(
  path: string,
  verdict: DefinitionVerdict,
  language: ServerLanguage,
): string {
  const parts = path.split('.');
  const step = Number(parts[1]) + 1;
  switch (verdict) {
    case 'empty':
      return path === 'steps' ? sayWizard('noSteps', language) : sayWizard('noFields', language, { step });
    case 'too-many':
      return path === 'steps'
        ? sayWizard('tooManySteps', language, { max: MAX_WIZARD_STEPS })
        : sayWizard('tooManyFields', language, { step, max: MAX_STEP_FIELDS });
    case 'too-few-options':
      return sayWizard('tooFewOptions', language, {
        min: FEWEST_OPTIONS,
        field: place(language, parts.slice(0, -1)),
      });
    default:
      return sayWizard(verdict, language, { field: placeName(path, language), max: maxAt(path) });
  }
}

/** The message of an answer's verdict, named by the field's label in the request's language. */
export function answerMessage(
  label: string,
  kind: FieldKind,
  verdict: AnswerVerdict,
  language: ServerLanguage,
): string {
  return sayWizard(verdict, language, {
    field: label,
    max: kind === 'longText' ? MAX_LONG_TEXT_ANSWER : MAX_TEXT_ANSWER,
    from: EARLIEST_DATE,
    until: LATEST_DATE,
  });
}
