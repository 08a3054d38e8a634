import type { StepEvidence } from '../../../application/legal-clock/absence-gateway';
import type { CaseStep } from '../../../domain/legal-clock/poortwachter-steps';
import type { Locale } from '../../../domain/locale/locale';
import { formatDate } from '../../format';
import type { useT } from '../../services-context';

export type T = ReturnType<typeof useT>;

/** A step's state in words: done (and how late), due, late, not yet open, no longer needed. */
export function stateText(t: T, step: CaseStep, locale: Locale): string {
  const { state } = step;
  switch (state.kind) {
    case 'done':
      return state.daysLate > 0
        ? t('legalClock.timeline.states.doneLate', {
            date: formatDate(state.on, locale),
            count: state.daysLate,
          })
        : t('legalClock.timeline.states.done', { date: formatDate(state.on, locale) });
    case 'due':
      return state.daysLeft === 0
        ? t('legalClock.timeline.states.dueToday')
        : t('legalClock.timeline.states.due', { count: state.daysLeft });
    case 'late':
      return t('legalClock.timeline.states.late', { count: state.daysLate });
    case 'not-yet':
      return t('legalClock.timeline.states.notYet', { date: formatDate(step.opens, locale) });
    case 'not-needed':
      return t('legalClock.timeline.states.notNeeded');
  }
}

/** What completed a step, in words: a UWV message by its reference, a document by its kind only. */
export function evidenceText(t: T, evidence: StepEvidence): string {
  switch (evidence.kind) {
    case 'uwv-message':
      return t('legalClock.timeline.evidence.uwvMessage', { reference: evidence.reference ?? '' });
    case 'document':
      return t('legalClock.timeline.evidence.document');
    case 'task':
      return t('legalClock.timeline.evidence.task');
    case 'sick-report':
      return t('legalClock.timeline.evidence.sickReport');
  }
}
