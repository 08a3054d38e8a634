import type { Result } from '../../domain/shared/result';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';
import type { ScheduleGateway, ScheduleRecord } from './schedule-gateway';

/** Reading a person's availability schedules: all of them for the list, one for its form. */
export class ListSchedules {
  constructor(private readonly schedules: ScheduleGateway) {}

  /** Current, ended and deleted alike: the list shows each group and offers to restore a deleted one. */
  forUser(userId: string, signal?: AbortSignal): Promise<Result<readonly ScheduleRecord[], LoadCode>> {
    return loadWith(() => this.schedules.schedules(userId, { withDeleted: true }, signal));
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<ScheduleRecord, LoadCode>> {
    return loadWith(() => this.schedules.schedule(id, signal));
  }
}
