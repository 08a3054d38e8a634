import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { ScheduleGateway, ScheduleRecord } from './schedule-gateway';

export type RestoreCode =
  /** The server refused: meanwhile another schedule took its hours (the message names the date). */
  | 'restore.refused'
  | 'restore.not-found'
  /** No usable answer; the HTTP client has told the user. */
  | 'restore.unavailable';

export interface RestoreRefusal {
  readonly code: RestoreCode;
  /** The server's own words, in the user's language. */
  readonly message: string | null;
}

/** Restoring a deleted schedule (PUT v3/agenda/schedules/{id}/restore), checked again by the server. */
export class RestoreSchedule {
  constructor(
    private readonly schedules: ScheduleGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(scheduleId: string): Promise<Result<ScheduleRecord, RestoreRefusal>> {
    const answer = await this.schedules.restoreSchedule(scheduleId);
    if (answer.ok) {
      this.notifier.notify({ type: 'success', title: 'availability.notices.scheduleRestored' });
      return ok(answer.value);
    }
    const failure = answer.error;
    if (failure.kind !== 'rejected') {
      if (!needsNoMessage(failure))
        this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
      return fail({ code: 'restore.unavailable', message: null });
    }
    // A refusal names its reason per field (the overlap under `blocks`); those say more than the summary.
    const reasons = [...new Set(Object.values(failure.fieldErrors).flat())].filter(
      (text) => text.trim() !== '',
    );
    const message = reasons.length > 0 ? reasons.join(' ') : failure.message.trim() || null;
    return fail({ code: failure.status === 404 ? 'restore.not-found' : 'restore.refused', message });
  }
}
