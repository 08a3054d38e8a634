import { withField } from '../../../i18n/create-i18n';
import type { Translate } from '../../services-context';
import type { FormFeedback } from './form-feedback';

/**
 * Every problem the domain's form rules report (each area's rules use some of them): the message
 * templates of spec section 5, and a few of the portal's own.
 */
export type RecordProblem =
  | 'required'
  | 'too-long'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'integer'
  | 'out-of-range'
  | 'invalid'
  | 'end-before-start'
  /** A list that needs at least one entry (a schedule's blocks of time). */
  | 'empty'
  /** Two entries of one list that overlap (two blocks on one weekday). */
  | 'overlap'
  /** Spec section 5's format rules a questionnaire's answers are held to. */
  | 'string'
  | 'numeric'
  | 'alpha'
  | 'mobile'
  /** A choice with fewer than two options. */
  | 'too-few-options'
  /** Something that must be unique appears twice. */
  | 'duplicate'
  /** A name typed in a search field, and none of those found chosen. */
  | 'not-chosen';

/** A problem of the domain's field rules in the words of spec section 5 (`:field` is the label). */
export function problemText(t: Translate, problem: RecordProblem, label: string): string {
  switch (problem) {
    case 'required':
      return withField(t('validation.required'), label);
    case 'email':
      return withField(t('validation.email'), label);
    case 'phone':
      return withField(t('validation.phone'), label);
    case 'integer':
      return withField(t('validation.integer'), label);
    case 'string':
      return withField(t('validation.string'), label);
    case 'numeric':
      return withField(t('validation.numeric'), label);
    case 'alpha':
      return withField(t('validation.alpha'), label);
    case 'mobile':
      return withField(t('validation.mobile'), label);
    case 'too-few-options':
      return withField(t('record.problems.tooFewOptions'), label);
    case 'duplicate':
      return withField(t('record.problems.duplicate'), label);
    case 'not-chosen':
      return withField(t('record.problems.notChosen'), label);
    case 'postcode':
    case 'invalid':
      return withField(t('validation.invalid'), label);
    case 'too-long':
      return withField(t('record.problems.tooLong'), label);
    case 'out-of-range':
      return withField(t('record.problems.outOfRange'), label);
    case 'end-before-start':
      return t('validation.endAfterStart');
    case 'empty':
      return withField(t('record.problems.empty'), label);
    case 'overlap':
      return withField(t('record.problems.overlap'), label);
  }
}

/** What shows next to a field: the form's own problem first, else what the server said of it. */
export function fieldError<F extends string, P extends RecordProblem>(
  t: Translate,
  feedback: FormFeedback<F, P>,
  field: F,
  label: string,
): string | null {
  const problem = feedback.problemOf(field);
  return problem ? problemText(t, problem, label) : feedback.serverMessageOf(field);
}
