import type { TimeConstraint } from '../../domain/availability/availability';
import type {
  AvailabilityProblem,
  FieldProblems,
  TimeConstraintDraft,
  TimeConstraintField,
} from '../../domain/availability/availability-rules';
import { timeConstraintProblems } from '../../domain/availability/availability-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { ScheduleGateway } from './schedule-gateway';

const FIELDS: readonly TimeConstraintField[] = ['date', 'start', 'end'];

export type TimeConstraintRefusal = SaveRefusal<TimeConstraintField, AvailabilityProblem>;

/**
 * An exception to a schedule on one date (POST v3/agenda/schedules/{id}/time-constraints): a day off,
 * a shorter day or an extra block. The server refuses a date outside the schedule's period, a day off
 * or shorter day on a date it does not run, and an extra block that clashes with another schedule.
 */
export class AddTimeConstraint {
  constructor(
    private readonly schedules: ScheduleGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: TimeConstraintDraft): FieldProblems<TimeConstraintField> {
    return timeConstraintProblems(draft);
  }

  async execute(
    scheduleId: string,
    draft: TimeConstraintDraft,
  ): Promise<Result<TimeConstraint, TimeConstraintRefusal>> {
    const problems = this.check(draft);
    const { date } = draft;
    if (hasProblems(problems) || !date) return fail(invalid(problems));
    const times =
      draft.kind === 'day-off' ? { start: null, end: null } : { start: draft.start, end: draft.end };
    const result = await saveWith(
      () => this.schedules.addTimeConstraint(scheduleId, { date, kind: draft.kind, ...times }),
      this.notifier,
      FIELDS,
    );
    if (result.ok) this.notifier.notify({ type: 'success', title: 'availability.notices.exceptionAdded' });
    return result;
  }
}
