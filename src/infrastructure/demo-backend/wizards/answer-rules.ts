import { emailIsValid, isPlausibleDate, phoneIsValid } from '../locations/field-rules';
import { isIsoDate } from '../platform/amsterdam-time';
import type { AnswerValue, FieldKind, FormatRule, StoredField } from './wizards-state';

/**
 * The back office's checks of a run's answers, written apart from the portal's domain rules
 * (src/domain/wizards/wizard-rules.ts) as a real back office's would be: they read the answers as sent,
 * of any JSON type. A property test holds them to the domain's verdict on every answer the domain's
 * types allow.
 */

export type AnswerVerdict =
  | 'required'
  | 'string'
  | 'numeric'
  | 'integer'
  | 'alpha'
  | 'email'
  | 'mobile'
  | 'phone'
  | 'invalid'
  | 'too-long'
  /** A date before 1900 or after 2199 (locations/field-rules.ts, EARLIEST_DATE and LATEST_DATE). */
  | 'date-range';

export const MAX_TEXT_ANSWER = 1000;
export const MAX_LONG_TEXT_ANSWER = 10_000;
/**
 * Far beyond what any field allows: an answer this long, or a list of this many choices, is refused
 * as it arrives instead of being kept as a draft or with a step that cannot be completed yet.
 */
export const MAX_KEPT_ANSWER = 2 * MAX_LONG_TEXT_ANSWER;
export const MAX_KEPT_CHOICES = 100;

/** The JSON type each kind's answer has: what a save takes without looking further. */
type AnswerType = 'text' | 'texts' | 'flag';
const ANSWER_TYPE: Readonly<Record<FieldKind, AnswerType>> = {
  text: 'text',
  longText: 'text',
  number: 'text',
  integer: 'text',
  date: 'text',
  choice: 'text',
  email: 'text',
  phone: 'text',
  multiChoice: 'texts',
  yesNo: 'flag',
};

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Whether a value has the JSON type of the field's kind (a save checks no more: drafts are kept). */
export function hasAnswerType(kind: FieldKind, value: unknown): value is AnswerValue {
  switch (ANSWER_TYPE[kind]) {
    case 'text':
      return typeof value === 'string';
    case 'texts':
      return isTextList(value);
    case 'flag':
      return value === null || typeof value === 'boolean';
  }
}

/** Whether a value is an answer of any kind: the JSON types the contract's values may hold. */
export const isAnswerValue = (value: unknown): value is AnswerValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || isTextList(value);

/** Whether an answer is too big to keep at all, whatever the field (see MAX_KEPT_ANSWER). */
export const beyondKeeping = (value: AnswerValue): boolean =>
  typeof value === 'string'
    ? value.length > MAX_KEPT_ANSWER
    : Array.isArray(value) &&
      (value.length > MAX_KEPT_CHOICES || value.some((item) => item.length > MAX_KEPT_ANSWER));

/** The answer a new run starts with for a field of this kind. */
export function blankAnswer(kind: FieldKind): AnswerValue {
  const type = ANSWER_TYPE[kind];
  return type === 'texts' ? [] : type === 'flag' ? null : '';
}

/** Not answered: missing, null, blank text or no option chosen. `false` is an answer (no). */
function unanswered(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  return Array.isArray(value) && value.length === 0;
}

const DIGITS = /^-?[0-9]+$/;
const DECIMAL = /^-?[0-9]+(?:[.,][0-9]+)?$/;
const LETTERS = /^[\p{L}\p{M}]+$/u;

/** Words of letters, separated by one space, apostrophe or hyphen each (Jan-Willem, 't Hart). */
const isAlphabetic = (text: string): boolean => text.split(/[ '-]/).every((word) => LETTERS.test(word));

/** A Dutch mobile number: 06, +316 or 00316 and eight more digits, spaces, dashes and brackets aside. */
const isMobile = (text: string): boolean => /^(?:\+31|0031|0)6[0-9]{8}$/.test(text.replace(/[\s()-]/g, ''));

const FORMAT_CHECKS: Readonly<Record<FormatRule, (text: string) => boolean>> = {
  alpha: isAlphabetic,
  numeric: (text) => DECIMAL.test(text),
  integer: (text) => DIGITS.test(text),
  email: emailIsValid,
  mobile: isMobile,
  phone: phoneIsValid,
};

/**
 * The format an answer is held to: a number, integer or e-mail field its own; a phone field a phone
 * number unless it asks for a mobile one; a text field the rule chosen for it; the others none.
 */
export function formatOf(field: Pick<StoredField, 'kind' | 'rule'>): FormatRule | null {
  switch (field.kind) {
    case 'number':
      return 'numeric';
    case 'integer':
      return 'integer';
    case 'email':
      return 'email';
    case 'phone':
      return field.rule === 'mobile' ? 'mobile' : 'phone';
    case 'text':
      return field.rule;
    default:
      return null;
  }
}

const chosenFrom = (field: StoredField, value: unknown): boolean => {
  if (!isTextList(value)) return false;
  const known = new Set(field.options.map((option) => option.id));
  return value.every((id) => known.has(id)) && new Set(value).size === value.length;
};

/** What is wrong with the answer to a field, or null: the verdict a complete-step or finalize gives. */
export function answerVerdict(field: StoredField, value: unknown): AnswerVerdict | null {
  if (unanswered(value)) return field.required ? 'required' : null;
  if (field.kind === 'yesNo') return typeof value === 'boolean' ? null : 'invalid';
  if (field.kind === 'multiChoice') return chosenFrom(field, value) ? null : 'invalid';
  if (field.kind === 'choice') {
    return field.options.some((option) => option.id === value) ? null : 'invalid';
  }
  if (typeof value !== 'string') return 'string';
  const text = value.trim();
  if (field.kind === 'date')
    return !isIsoDate(text) ? 'invalid' : isPlausibleDate(text) ? null : 'date-range';
  if (text.length > (field.kind === 'longText' ? MAX_LONG_TEXT_ANSWER : MAX_TEXT_ANSWER)) return 'too-long';
  const format = formatOf(field);
  return format === null || FORMAT_CHECKS[format](text) ? null : format;
}
