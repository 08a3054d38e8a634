import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DossierType } from '../tasks/dossier-types';
import type {
  FieldKind,
  FormatRule,
  RelatedType,
  StoredDefinition,
  StoredField,
  StoredOption,
  StoredStep,
  Texts,
} from './wizards-state';
import { FIELD_KINDS, FORMAT_RULES, RELATED_TYPES } from './wizards-state';

/**
 * The back office's checks of a wizard as built (POST and PATCH /wizards), written apart from the
 * domain's `definitionProblems` and held to it by a property test: the same limits and the same
 * problem paths (`name.nl`, `steps`, `steps.0.title.en`, `steps.1.fields.2.options`, ...). They read
 * the body as sent, so they also name what the domain's types rule out: a missing relatedType, an
 * unknown kind, ids that are not short texts.
 */

export type DefinitionVerdict =
  | 'required'
  | 'too-long'
  | 'empty'
  | 'too-few-options'
  | 'duplicate'
  | 'invalid'
  /** More steps or fields than allowed; the domain calls this `invalid`. */
  | 'too-many';

export type DefinitionVerdicts = Record<string, DefinitionVerdict>;

export const MAX_WIZARD_NAME = 120;
export const MAX_LABEL = 250;
export const MAX_HELP = 500;
export const MAX_WIZARD_STEPS = 30;
export const MAX_STEP_FIELDS = 50;
export const FEWEST_OPTIONS = 2;
/** Ids of steps, fields and options are the portal's own keys: any text of 1 to 64 characters. */
export const MAX_KEY = 64;

/** The rules a field of each kind may be given; the kinds with a format of their own allow only it. */
export const RULES_ALLOWED: Readonly<Record<FieldKind, readonly FormatRule[]>> = {
  text: FORMAT_RULES,
  longText: [],
  number: ['numeric'],
  integer: ['integer'],
  date: [],
  choice: [],
  multiChoice: [],
  yesNo: [],
  email: ['email'],
  phone: ['phone', 'mobile'],
};

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const absent = (value: unknown): boolean => value === undefined || value === null;

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Gathers verdicts by path while a body is read. */
class Reader {
  readonly verdicts: DefinitionVerdicts = {};

  put(path: string, verdict: DefinitionVerdict): void {
    this.verdicts[path] ??= verdict;
  }

  /** A text in two languages, trimmed; a missing text counts as blank. */
  texts(value: unknown, path: string, max: number, required: boolean): Texts {
    if (!absent(value) && !isObject(value)) this.put(path, 'invalid');
    const source = isObject(value) ? value : {};
    const read = (language: 'nl' | 'en'): string => {
      const raw = source[language];
      if (!absent(raw) && typeof raw !== 'string') {
        this.put(`${path}.${language}`, 'invalid');
        return '';
      }
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (required && text.length === 0) this.put(`${path}.${language}`, 'required');
      else if (text.length > max) this.put(`${path}.${language}`, 'too-long');
      return text;
    };
    return { nl: read('nl'), en: read('en') };
  }

  /** A key chosen by the portal; null when it is not one. */
  key(value: unknown, path: string): string | null {
    if (absent(value) || value === '') this.put(path, 'required');
    else if (typeof value !== 'string') this.put(path, 'invalid');
    else if (value.length > MAX_KEY) this.put(path, 'too-long');
    else return value;
    return null;
  }

  /** A list: missing is empty; anything else than an array is a problem. */
  list(value: unknown, path: string): readonly unknown[] {
    if (Array.isArray(value)) return value;
    if (!absent(value)) this.put(path, 'invalid');
    return [];
  }
}

function readOption(reader: Reader, value: unknown, path: string): StoredOption {
  if (!isObject(value)) reader.put(path, 'invalid');
  const option = isObject(value) ? value : {};
  // An option's texts sit under the option's own path (`...options.0.nl`), as the domain names them.
  return {
    id: reader.key(option['id'], `${path}.id`) ?? '',
    label: reader.texts(option['label'], path, MAX_LABEL, true),
  };
}

function readField(reader: Reader, value: unknown, path: string, seen: Set<string>): StoredField {
  if (!isObject(value)) reader.put(path, 'invalid');
  const field = isObject(value) ? value : {};
  const id = reader.key(field['id'], `${path}.id`);
  if (id !== null) {
    if (seen.has(id)) reader.put(`${path}.id`, 'duplicate');
    seen.add(id);
  }
  const kind = field['kind'];
  if (!includes(FIELD_KINDS, kind)) reader.put(`${path}.kind`, absent(kind) ? 'required' : 'invalid');
  const label = reader.texts(field['label'], `${path}.label`, MAX_LABEL, true);
  const help = reader.texts(field['help'], `${path}.help`, MAX_HELP, false);
  const required = field['required'];
  if (!absent(required) && typeof required !== 'boolean') reader.put(`${path}.required`, 'invalid');
  const rule = field['rule'];
  const knownKind = includes(FIELD_KINDS, kind) ? kind : null;
  if (
    !absent(rule) &&
    !(includes(FORMAT_RULES, rule) && knownKind && RULES_ALLOWED[knownKind].includes(rule))
  ) {
    reader.put(`${path}.rule`, 'invalid');
  }
  const sentOptions = reader.list(field['options'], `${path}.options`);
  let options: StoredOption[] = [];
  if (knownKind === 'choice' || knownKind === 'multiChoice') {
    if (sentOptions.length < FEWEST_OPTIONS) reader.put(`${path}.options`, 'too-few-options');
    options = sentOptions.map((option, index) => readOption(reader, option, `${path}.options.${index}`));
  } else if (sentOptions.length > 0) reader.put(`${path}.options`, 'invalid');
  return {
    id: id ?? '',
    kind: knownKind ?? 'text',
    label,
    help,
    required: required === true,
    rule: includes(FORMAT_RULES, rule) ? rule : null,
    options,
  };
}

function readStep(reader: Reader, value: unknown, path: string, seen: Set<string>): StoredStep {
  if (!isObject(value)) reader.put(path, 'invalid');
  const step = isObject(value) ? value : {};
  const id = reader.key(step['id'], `${path}.id`) ?? '';
  const title = reader.texts(step['title'], `${path}.title`, MAX_LABEL, true);
  const sent = reader.list(step['fields'], `${path}.fields`);
  if (sent.length === 0) reader.put(`${path}.fields`, 'empty');
  else if (sent.length > MAX_STEP_FIELDS) reader.put(`${path}.fields`, 'too-many');
  const fields = sent.map((field, index) => readField(reader, field, `${path}.fields.${index}`, seen));
  return { id, title, fields };
}

/**
 * A wizard's body (`{ name, relatedType, dossierType, steps }`) read and checked: its verdicts by
 * path, and the wizard to store when there are none.
 */
export function readDefinition(body: unknown): {
  verdicts: DefinitionVerdicts;
  definition: StoredDefinition | null;
} {
  const reader = new Reader();
  const source = isObject(body) ? body : {};
  const name = reader.texts(source['name'], 'name', MAX_WIZARD_NAME, true);
  const relatedType = source['relatedType'];
  if (!includes(RELATED_TYPES, relatedType)) {
    reader.put('relatedType', absent(relatedType) ? 'required' : 'invalid');
  }
  const dossierType = source['dossierType'];
  if (relatedType === 'dossier') {
    if (!includes(DOSSIER_TYPE_CODES, dossierType)) {
      reader.put('dossierType', absent(dossierType) ? 'required' : 'invalid');
    }
  } else if (!absent(dossierType)) reader.put('dossierType', 'invalid');
  const sent = reader.list(source['steps'], 'steps');
  if (sent.length === 0) reader.put('steps', 'empty');
  else if (sent.length > MAX_WIZARD_STEPS) reader.put('steps', 'too-many');
  const seen = new Set<string>();
  const steps = sent.map((step, index) => readStep(reader, step, `steps.${index}`, seen));
  const verdicts = reader.verdicts;
  if (Object.keys(verdicts).length > 0) return { verdicts, definition: null };
  return {
    verdicts,
    definition: {
      name,
      relatedType: relatedType as RelatedType,
      dossierType: relatedType === 'dossier' ? (dossierType as DossierType) : null,
      steps,
    },
  };
}
