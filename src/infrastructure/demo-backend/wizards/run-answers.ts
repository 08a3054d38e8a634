import type { ServerLanguage } from '../platform/server-messages';
import { answerVerdict, beyondKeeping, hasAnswerType, isAnswerValue } from './answer-rules';
import { answerMessage, placeName, sayWizard } from './wizard-messages';
import type { AnswerValue, StoredDefinition, StoredField, StoredStep } from './wizards-state';

/**
 * Reading the answers a run's calls send, and checking a step's: the field errors of a refusal keyed
 * `values.<fieldId>`, the messages named by the field's label in the request's language.
 */

export type FieldErrors = Record<string, string[]>;

const labelIn = (field: StoredField, language: ServerLanguage): string =>
  (language === 'en' ? field.label.en : field.label.nl) || field.label.nl;

/** The stored answer to a field (own keys only: a field may be called `constructor`). */
export const answerOf = (
  values: Readonly<Record<string, AnswerValue>>,
  id: string,
): AnswerValue | undefined => (Object.hasOwn(values, id) ? values[id] : undefined);

export const fieldsOf = (definition: StoredDefinition): Map<string, StoredField> =>
  new Map(definition.steps.flatMap((step) => step.fields.map((field) => [field.id, field] as const)));

/**
 * The answers sent, each for a field of the wizard. A save takes only the JSON type of each field's
 * kind and nothing else is checked, so a half-typed answer is kept; a completed step or a finalize
 * takes any answer value, as the field's rules then judge it.
 */
export function readAnswers(
  definition: StoredDefinition,
  sent: unknown,
  language: ServerLanguage,
  strict: boolean,
): { answers: Record<string, AnswerValue>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (sent === undefined || sent === null) return { answers: {}, errors };
  if (typeof sent !== 'object' || Array.isArray(sent)) {
    errors['values'] = [sayWizard('invalid', language, { field: placeName('values', language) })];
    return { answers: {}, errors };
  }
  const fields = fieldsOf(definition);
  const answers: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(sent)) {
    const field = fields.get(id);
    const fits = field && (strict ? hasAnswerType(field.kind, value) : isAnswerValue(value));
    if (fits && beyondKeeping(value)) {
      const verdict = typeof value === 'string' ? 'too-long' : 'invalid';
      errors[`values.${id}`] = [answerMessage(labelIn(field, language), field.kind, verdict, language)];
    } else if (fits)
      Object.defineProperty(answers, id, { value, enumerable: true, writable: true, configurable: true });
    else
      errors[`values.${id}`] = [
        sayWizard('invalid', language, { field: field ? labelIn(field, language) : id }),
      ];
  }
  return { answers, errors };
}

/** The problems of a step's answers, keyed `values.<fieldId>`; empty when the step may be completed. */
export function stepErrors(
  step: StoredStep,
  values: Readonly<Record<string, AnswerValue>>,
  language: ServerLanguage,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of step.fields) {
    const verdict = answerVerdict(field, answerOf(values, field.id));
    if (verdict)
      errors[`values.${field.id}`] = [answerMessage(labelIn(field, language), field.kind, verdict, language)];
  }
  return errors;
}
