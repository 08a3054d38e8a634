import type { TimeConstraint } from '../../domain/availability/availability';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';
import type { ScheduleGateway } from './schedule-gateway';

/**
 * Removing an exception (DELETE v3/agenda/schedules/{id}/time-constraints with timeConstraintUuid and
 * selectedDate, spec section 3): the schedule applies on that date as it plans again.
 */
export class RemoveTimeConstraint {
  constructor(
    private readonly schedules: ScheduleGateway,
    private readonly notifier: Notifier,
  ) {}

  /** `name` says which one in the notice (its date). */
  execute(exception: TimeConstraint, name: string): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(
      () => this.schedules.removeTimeConstraint(exception.scheduleId, exception.id, exception.date),
      this.notifier,
      name,
      'availability.notices.exceptionRemoved',
    );
  }
}
