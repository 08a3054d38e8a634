import { Temporal } from 'temporal-polyfill';
import { isDutchMobile, isDutchPhone, isEmail } from '../shared/contact';
import type {
  Bilingual,
  WizardDefinition,
  WizardField,
  WizardRule,
  WizardStep,
  WizardValue,
  WizardValues,
} from './wizard';
import { effectiveRule, isChoiceKind, RULES_OF_KIND } from './wizard';

/**
 * The rules of wizards: what an answer must be (spec section 5's messages: required, must be a
 * string, a number, an integer, alphabetic, a valid e-mail address, mobile or phone number, is not
 * valid), and what a wizard must have before it is saved. The demo backend checks the same with rules
 * of its own, held to these by a property test.
 */

export type AnswerProblem =
  | 'required'
  | 'string'
  | 'numeric'
  | 'integer'
  | 'alpha'
  | 'email'
  | 'mobile'
  | 'phone'
  | 'invalid'
  | 'too-long';

export const TEXT_MAX = 1000;
export const LONG_TEXT_MAX = 10_000;

const NUMERIC = /^-?\d+([.,]\d+)?$/;
const INTEGER = /^-?\d+$/;
const ALPHA = /^[\p{L}\p{M}]+([ '-][\p{L}\p{M}]+)*$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

const RULE_CHECKS: Readonly<Record<WizardRule, (text: string) => boolean>> = {
  alpha: (text) => ALPHA.test(text),
  numeric: (text) => NUMERIC.test(text),
  integer: (text) => INTEGER.test(text),
  email: isEmail,
  mobile: isDutchMobile,
  phone: isDutchPhone,
};

/** Whether an answer counts as not given: blank text, no options chosen, neither yes nor no. */
export function isEmptyAnswer(value: WizardValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** What is wrong with the answer to a field, or null. */
export function answerProblem(field: WizardField, value: WizardValue | undefined): AnswerProblem | null {
  if (isEmptyAnswer(value)) return field.required ? 'required' : null;
  switch (field.kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? null : 'invalid';
    case 'multiChoice': {
      if (!Array.isArray(value)) return 'invalid';
      const ids = new Set(field.options.map((option) => option.id));
      const chosen = value as readonly unknown[];
      const known = chosen.every((id) => typeof id === 'string' && ids.has(id));
      return known && new Set(chosen).size === chosen.length ? null : 'invalid';
    }
    case 'choice':
      return typeof value === 'string' && field.options.some((option) => option.id === value)
        ? null
        : 'invalid';
    default:
      break;
  }
  if (typeof value !== 'string') return 'string';
  const text = value.trim();
  if (field.kind === 'date') return isIsoDate(text) ? null : 'invalid';
  if (text.length > (field.kind === 'longText' ? LONG_TEXT_MAX : TEXT_MAX)) return 'too-long';
  const rule = effectiveRule(field);
  return rule && !RULE_CHECKS[rule](text) ? rule : null;
}

/** The problems of a step's answers, by field id; empty when the step may be completed. */
export function stepProblems(
  step: WizardStep,
  values: WizardValues,
): Readonly<Record<string, AnswerProblem>> {
  const problems: Record<string, AnswerProblem> = {};
  for (const field of step.fields) {
    const problem = answerProblem(field, values[field.id]);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}

/** The first step with a problem, or null when the whole wizard may be finished. */
export function firstStepWithProblems(wizard: WizardDefinition, values: WizardValues): number | null {
  const index = wizard.steps.findIndex((step) => Object.keys(stepProblems(step, values)).length > 0);
  return index === -1 ? null : index;
}

/** The answers of a run kept to the fields of its wizard: what the back office stores. */
export function answersOf(wizard: WizardDefinition, values: WizardValues): WizardValues {
  const fields = new Set(wizard.steps.flatMap((step) => step.fields.map((field) => field.id)));
  return Object.fromEntries(Object.entries(values).filter(([id]) => fields.has(id)));
}

// The builder's rules.

export type DefinitionProblem =
  'required' | 'too-long' | 'empty' | 'too-few-options' | 'duplicate' | 'invalid';

export const NAME_MAX = 120;
export const LABEL_MAX = 250;
export const HELP_MAX = 500;
export const MAX_STEPS = 30;
export const MAX_FIELDS_PER_STEP = 50;
export const MIN_OPTIONS = 2;

/**
 * Where a problem of a wizard's definition is, as a path: `name.nl`, `steps`, `steps.0.title.en`,
 * `steps.0.fields`, `steps.1.fields.2.label.nl`, `steps.1.fields.2.options`,
 * `steps.1.fields.2.options.0.nl`, `steps.1.fields.2.rule`.
 */
export type DefinitionProblems = Readonly<Record<string, DefinitionProblem>>;

function bilingualProblems(
  text: Bilingual,
  path: string,
  max: number,
  required: boolean,
  problems: Record<string, DefinitionProblem>,
): void {
  for (const language of ['nl', 'en'] as const) {
    const value = text[language].trim();
    if (required && value === '') problems[`${path}.${language}`] = 'required';
    else if (value.length > max) problems[`${path}.${language}`] = 'too-long';
  }
}

function fieldProblems(field: WizardField, path: string, problems: Record<string, DefinitionProblem>): void {
  bilingualProblems(field.label, `${path}.label`, LABEL_MAX, true, problems);
  bilingualProblems(field.help, `${path}.help`, HELP_MAX, false, problems);
  if (field.rule !== null && !RULES_OF_KIND[field.kind].includes(field.rule))
    problems[`${path}.rule`] = 'invalid';
  if (isChoiceKind(field.kind)) {
    if (field.options.length < MIN_OPTIONS) problems[`${path}.options`] = 'too-few-options';
    field.options.forEach((option, index) =>
      bilingualProblems(option.label, `${path}.options.${index}`, LABEL_MAX, true, problems),
    );
  } else if (field.options.length > 0) problems[`${path}.options`] = 'invalid';
}

/** What is wrong with a wizard's definition before it may be saved; empty when nothing is. */
export function definitionProblems(wizard: WizardDefinition): DefinitionProblems {
  const problems: Record<string, DefinitionProblem> = {};
  bilingualProblems(wizard.name, 'name', NAME_MAX, true, problems);
  if (wizard.steps.length === 0) problems['steps'] = 'empty';
  else if (wizard.steps.length > MAX_STEPS) problems['steps'] = 'invalid';
  const ids = new Set<string>();
  wizard.steps.forEach((step, stepIndex) => {
    const path = `steps.${stepIndex}`;
    bilingualProblems(step.title, `${path}.title`, LABEL_MAX, true, problems);
    if (step.fields.length === 0) problems[`${path}.fields`] = 'empty';
    else if (step.fields.length > MAX_FIELDS_PER_STEP) problems[`${path}.fields`] = 'invalid';
    step.fields.forEach((field, fieldIndex) => {
      const fieldPath = `${path}.fields.${fieldIndex}`;
      if (ids.has(field.id)) problems[`${fieldPath}.id`] = 'duplicate';
      ids.add(field.id);
      fieldProblems(field, fieldPath, problems);
    });
  });
  return problems;
}

/** A key not yet among `taken`: `prefix-1`, `prefix-2`, ... for new steps, fields and options. */
export function freshKey(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let number = used.size + 1;
  while (used.has(`${prefix}-${number}`)) number += 1;
  return `${prefix}-${number}`;
}

/** A list with the item at `from` moved to `to` (both kept within the list). */
export function moved<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from < 0 || from >= items.length) return items;
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
