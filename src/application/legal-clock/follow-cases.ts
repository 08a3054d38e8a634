import type { Temporal } from 'temporal-polyfill';
import { casesOf, firstSickDayOf, isOngoing, weekOfIllness } from '../../domain/legal-clock/absence-case';
import type { SignalledStep } from '../../domain/legal-clock/case-signals';
import { signalledSteps } from '../../domain/legal-clock/case-signals';
import type { CaseStep, WorkingDays } from '../../domain/legal-clock/poortwachter-steps';
import { caseSteps, nextStep } from '../../domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays, stepsFor } from '../../domain/legal-clock/step-duties';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AbsenceCaseFile, AbsenceGateway, OpenCase, StepEvidence } from './absence-gateway';

/** Who reads the clock: an employer its own duties, the service every step (step-duties.ts). */
export type ClockReader = 'employer' | 'service';

/** A step of the timeline with what completed it, if anything did. */
export type TimelineStep = CaseStep & { readonly evidence: StepEvidence | null };

/** One case on its legal clock today, as a dossier shows it. */
export interface CaseTimeline {
  readonly file: AbsenceCaseFile;
  readonly steps: readonly TimelineStep[];
  /** The step to act on first (the first late, else the first due, else the first not yet open). */
  readonly next: TimelineStep | null;
  /** The case's first sick day. */
  readonly firstSickDay: Temporal.PlainDate;
  /** The week of illness today while the case runs; null once the employee recovered. */
  readonly week: number | null;
  /** The day it was computed on (the clock's today). */
  readonly today: Temporal.PlainDate;
}

/**
 * Following cases on the legal clock: one case's timeline for its dossier, and across the reader's
 * open cases what is late and what falls due within a week. Every state is computed in the domain
 * (poortwachter-steps.ts) from the back office's spells and done days, with "today" from the clock.
 */
export class FollowCases {
  private readonly working: WorkingDays = dutchWorkingDays();

  constructor(
    private readonly absences: AbsenceGateway,
    private readonly clock: Clock,
  ) {}

  /** The dossier's case with every step the reader sees, or the back office's refusal (404 for another group). */
  async timelineOf(
    dossierId: string,
    reader: ClockReader,
    signal?: AbortSignal,
  ): Promise<Result<CaseTimeline | null, GatewayFailure>> {
    const answer = await this.absences.caseOf(dossierId, signal);
    if (!answer.ok) return answer;
    return ok(this.timeline(answer.value, reader));
  }

  /** The case of a file on today; null when it holds no spell (a case not yet reported). */
  timeline(file: AbsenceCaseFile, reader: ClockReader): CaseTimeline | null {
    const absence = casesOf(file.spells).at(-1);
    if (!absence) return null;
    const today = this.clock.today();
    const evidenceOf = (step: CaseStep): StepEvidence | null =>
      file.completedBy.find(
        (evidence) => evidence.step === step.step && (step.round === null || evidence.round === step.round),
      ) ?? null;
    const steps = stepsFor(caseSteps(absence, file.stepsDone, today, this.working), reader).map(
      (step): TimelineStep => ({ ...step, evidence: step.state.kind === 'done' ? evidenceOf(step) : null }),
    );
    return {
      file,
      steps,
      next: nextStep(steps) as TimelineStep | null,
      firstSickDay: firstSickDayOf(absence),
      week: isOngoing(absence) ? weekOfIllness(absence, today) : null,
      today,
    };
  }

  /** The reader's open cases: a professional's own, an employer's own employees'. */
  openCases(signal?: AbortSignal): Promise<Result<readonly OpenCase[], GatewayFailure>> {
    return this.absences.openCases('me', signal);
  }

  /** Across the cases: what is late and what falls due within a week, by deadline. */
  signalled(cases: readonly OpenCase[], reader: ClockReader): SignalledStep<OpenCase>[] {
    return signalledSteps(cases, reader, this.clock.today(), this.working);
  }
}
