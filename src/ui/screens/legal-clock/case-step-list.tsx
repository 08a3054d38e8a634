import type { ReactNode } from 'react';
import type { StepEvidence } from '../../../application/legal-clock/absence-gateway';
import type { CaseStep } from '../../../domain/legal-clock/poortwachter-steps';
import { formatDate } from '../../format';
import { useServices, useT } from '../../services-context';
import { evidenceText, stateText } from './step-texts';

/** One line of a step list: the step, what leads its name (an employee, a link), what completed it. */
export interface StepLine {
  readonly key: string;
  readonly step: CaseStep;
  readonly lead?: ReactNode;
  readonly evidence?: StepEvidence | null;
}

/**
 * Steps on the legal clock, each with its deadline and state as the domain computed them
 * (poortwachter-steps.ts), the next one marked. The timeline of one case and the lists across cases
 * read alike.
 */
export function CaseStepList({ lines, next = null }: { lines: readonly StepLine[]; next?: CaseStep | null }) {
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <ol className="case-timeline__steps">
      {lines.map(({ key, step, lead, evidence }) => {
        const isNext = step === next;
        return (
          <li
            key={key}
            className={`case-timeline__step case-timeline__step--${step.state.kind}${isNext ? ' case-timeline__step--next' : ''}`}
            aria-current={isNext ? 'step' : undefined}
          >
            <span className="case-timeline__name">
              {lead ? <>{lead} · </> : null}
              {t(`legalClock.timeline.steps.${step.step}`, { round: step.round ?? '' })}
              {isNext ? (
                <strong className="case-timeline__next"> · {t('legalClock.timeline.next')}</strong>
              ) : null}
            </span>
            <span className="case-timeline__deadline">
              {t('legalClock.timeline.deadline', { date: formatDate(step.deadline, locale) })}
            </span>
            <span className="case-timeline__state">
              {stateText(t, step, locale)}
              {evidence ? <span className="case-timeline__evidence">{evidenceText(t, evidence)}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A step's key in a list: its name and round, within its case. */
export const stepKey = (step: CaseStep, within = ''): string => `${within}${step.step}${step.round ?? ''}`;
