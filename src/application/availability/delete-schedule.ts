import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';
import type { ScheduleGateway } from './schedule-gateway';

/** Deleting a schedule (DELETE v3/agenda/schedules/{id}): it stops applying and can be restored. */
export class DeleteSchedule {
  constructor(
    private readonly schedules: ScheduleGateway,
    private readonly notifier: Notifier,
  ) {}

  /** `name` says which one in the notice (its location and period). */
  execute(scheduleId: string, name: string): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(
      () => this.schedules.deleteSchedule(scheduleId),
      this.notifier,
      name,
      'availability.notices.scheduleDeleted',
    );
  }
}
