import type { FieldProblem } from '../../../domain/location/location-rules';
import { withField } from '../../../i18n/create-i18n';
import type { Translate } from '../../services-context';
import type { FormFeedback } from './form-feedback';

/** A problem of the domain's field rules in the words of spec section 5 (`:field` is the label). */
export function problemText(t: Translate, problem: FieldProblem, label: string): string {
  switch (problem) {
    case 'required':
      return withField(t('validation.required'), label);
    case 'email':
      return withField(t('validation.email'), label);
    case 'phone':
      return withField(t('validation.phone'), label);
    case 'integer':
      return withField(t('validation.integer'), label);
    case 'postcode':
    case 'invalid':
      return withField(t('validation.invalid'), label);
    case 'too-long':
      return withField(t('locations.problems.tooLong'), label);
    case 'out-of-range':
      return withField(t('locations.problems.outOfRange'), label);
    case 'end-before-start':
      return t('validation.endAfterStart');
  }
}

/** What shows next to a field: the form's own problem first, else what the server said of it. */
export function fieldError<F extends string>(
  t: Translate,
  feedback: FormFeedback<F>,
  field: F,
  label: string,
): string | null {
  const problem = feedback.problemOf(field);
  return problem ? problemText(t, problem, label) : feedback.serverMessageOf(field);
}
