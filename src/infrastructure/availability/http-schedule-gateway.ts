import type { Temporal } from 'temporal-polyfill';
import type {
  AggregatedSchedule,
  AggregatedScheduleQuery,
  ScheduleGateway,
  ScheduleInput,
  ScheduleRecord,
  TimeConstraintInput,
} from '../../application/availability/schedule-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { TimeConstraint } from '../../domain/availability/availability';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  holidayOf,
  scheduleBodyOf,
  scheduleRecordOf,
  timeConstraintBodyOf,
  timeConstraintOf,
} from './availability-mapping';
import {
  AggregatedSchedulesSchema,
  NoContentSchema,
  OperationsValidationSchema,
  ScheduleAnswerSchema,
  ScheduleListSchema,
  TimeConstraintAnswerSchema,
} from './availability-schemas';

const SCHEDULES = '/v3/agenda/schedules';
const one = (id: string) => `${SCHEDULES}/${encodeURIComponent(id)}`;

/**
 * Availability schedules over HTTP (availability-schemas.ts). Reads pass the caller's signal; writes
 * are quiet, so a refusal (403, 404, 409, 422 with field errors such as the overlap's date) comes back
 * untold and the screen shows it next to its field.
 */
export class HttpScheduleGateway implements ScheduleGateway {
  constructor(private readonly http: HttpClient) {}

  async schedules(
    userId: string,
    options: { readonly withDeleted: boolean },
    signal?: AbortSignal,
  ): Promise<Result<readonly ScheduleRecord[], GatewayFailure>> {
    const answer = await this.http.request(ScheduleListSchema, {
      method: 'GET',
      path: SCHEDULES,
      query: { filter: { user: userId, withDeleted: options.withDeleted } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(scheduleRecordOf)) : answer;
  }

  async schedule(id: string, signal?: AbortSignal): Promise<Result<ScheduleRecord, GatewayFailure>> {
    const answer = await this.http.request(ScheduleAnswerSchema, { method: 'GET', path: one(id), signal });
    return answer.ok ? ok(scheduleRecordOf(answer.value.data)) : answer;
  }

  createSchedule(input: ScheduleInput): Promise<Result<ScheduleRecord, GatewayFailure>> {
    return this.save(input);
  }

  updateSchedule(id: string, input: ScheduleInput): Promise<Result<ScheduleRecord, GatewayFailure>> {
    return this.save(input, id);
  }

  async deleteSchedule(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, { method: 'DELETE', path: one(id), quiet: true });
    return answer.ok ? ok(undefined) : answer;
  }

  async restoreSchedule(id: string): Promise<Result<ScheduleRecord, GatewayFailure>> {
    const answer = await this.http.request(ScheduleAnswerSchema, {
      method: 'PUT',
      path: `${one(id)}/restore`,
      quiet: true,
    });
    return answer.ok ? ok(scheduleRecordOf(answer.value.data)) : answer;
  }

  async aggregated(
    query: AggregatedScheduleQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AggregatedSchedule[], GatewayFailure>> {
    const filter: Record<string, string> = {};
    if (query.type) filter['schedulableType'] = query.type;
    if (query.period) {
      filter['from'] = query.period.from.toString();
      filter['until'] = query.period.until.toString();
    }
    const answer = await this.http.request(AggregatedSchedulesSchema, {
      method: 'GET',
      path: `${SCHEDULES}/all`,
      query: { filter },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((entry): AggregatedSchedule => {
        if (entry.schedulableType === 'national_holiday')
          return { type: 'national_holiday', holiday: holidayOf(entry) };
        const { schedulableType: _type, ...schedule } = entry;
        return { type: 'agenda_user', record: scheduleRecordOf(schedule) };
      }),
    );
  }

  async operationsNotOffered(
    locationId: string,
    operationIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<readonly string[], GatewayFailure>> {
    const answer = await this.http.request(OperationsValidationSchema, {
      method: 'GET',
      path: `${SCHEDULES}/operations/validate`,
      query: { filter: { location: locationId, operations: operationIds } },
      signal,
    });
    return answer.ok ? ok(answer.value.data.notOffered) : answer;
  }

  async addTimeConstraint(
    scheduleId: string,
    input: TimeConstraintInput,
  ): Promise<Result<TimeConstraint, GatewayFailure>> {
    const answer = await this.http.request(TimeConstraintAnswerSchema, {
      method: 'POST',
      path: `${one(scheduleId)}/time-constraints`,
      body: timeConstraintBodyOf(input),
      quiet: true,
    });
    return answer.ok ? ok(timeConstraintOf(answer.value.data)) : answer;
  }

  async removeTimeConstraint(
    scheduleId: string,
    timeConstraintId: string,
    selectedDate: Temporal.PlainDate,
  ): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${one(scheduleId)}/time-constraints`,
      params: { timeConstraintUuid: timeConstraintId, selectedDate: selectedDate.toString() },
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  private async save(input: ScheduleInput, id?: string): Promise<Result<ScheduleRecord, GatewayFailure>> {
    const answer = await this.http.request(ScheduleAnswerSchema, {
      method: 'POST',
      path: SCHEDULES,
      body: scheduleBodyOf(input, id),
      quiet: true,
    });
    return answer.ok ? ok(scheduleRecordOf(answer.value.data)) : answer;
  }
}
