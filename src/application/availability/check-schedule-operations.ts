import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { ScheduleGateway } from './schedule-gateway';

/** Why the check could not say: no usable answer (or the caller moved on and aborted it). */
export type OperationsCheckCode = 'check.unavailable' | 'check.aborted';

/**
 * Which operations a location does not offer (GET v3/agenda/schedules/operations/validate): the schedule
 * form asks it for every operation when a location is chosen, so it can mark at once what cannot be
 * allowed there rather than after a save.
 */
export class CheckScheduleOperations {
  constructor(private readonly schedules: ScheduleGateway) {}

  async notOffered(
    locationId: string,
    operationIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<ReadonlySet<string>, OperationsCheckCode>> {
    if (operationIds.length === 0) return ok(new Set());
    const answer = await this.schedules.operationsNotOffered(locationId, operationIds, signal);
    if (answer.ok) return ok(new Set(answer.value));
    return fail(answer.error.kind === 'aborted' ? 'check.aborted' : 'check.unavailable');
  }
}
