import type { Temporal } from 'temporal-polyfill';
import type { TimeConstraint } from '../../domain/availability/availability';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Schedule, WeekRepeat, WeeklyBlock } from '../../domain/availability/schedule';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A schedule as the back office keeps it: the schedule, its exceptions, and when it was deleted. */
export interface ScheduleRecord {
  readonly schedule: Schedule;
  /** Its exceptions on single dates, by date. */
  readonly timeConstraints: readonly TimeConstraint[];
  /** When it was deleted (it can be restored); null while it is not. */
  readonly deletedAt: Temporal.Instant | null;
}

/** What a schedule form sends: the person, where, for which operations, when. */
export interface ScheduleInput {
  readonly userId: string;
  readonly locationId: string;
  readonly operationIds: readonly string[];
  readonly blocks: readonly WeeklyBlock[];
  readonly repeat: WeekRepeat;
  readonly validFrom: Temporal.PlainDate;
  readonly validUntil: Temporal.PlainDate | null;
}

/** An exception on one date: a day off, a shorter day (start-end) or an extra block (start-end). */
export interface TimeConstraintInput {
  readonly date: Temporal.PlainDate;
  readonly kind: TimeConstraint['kind'];
  readonly start: Temporal.PlainTime | null;
  readonly end: Temporal.PlainTime | null;
}

/** One entry of the aggregated schedules: an agenda user's schedule or a national holiday. */
export type AggregatedSchedule =
  | { readonly type: 'agenda_user'; readonly record: ScheduleRecord }
  | { readonly type: 'national_holiday'; readonly holiday: NationalHoliday };

export interface AggregatedScheduleQuery {
  /** Only this kind of schedulable; null for every kind the user may read. */
  readonly type: AggregatedSchedule['type'] | null;
  /** Only entries that apply on some day of this period (both ends included); null for all. */
  readonly period: { readonly from: Temporal.PlainDate; readonly until: Temporal.PlainDate } | null;
}

export const ScheduleGateway = token<ScheduleGateway>('ScheduleGateway');
/**
 * Availability schedules per agenda user (spec section 7, "Operations and schedules";
 * src/infrastructure/availability/availability-schemas.ts is the contract). Writes need
 * manage_own_availability_schedules for one's own schedules or manage_agenda_users_availability_schedules
 * for anyone's; a refusal comes back with the server's messages per field.
 */
export interface ScheduleGateway {
  /** GET v3/agenda/schedules?filter[user]=&filter[withDeleted]=: a person's schedules, current and ended. */
  schedules(
    userId: string,
    options: { readonly withDeleted: boolean },
    signal?: AbortSignal,
  ): Promise<Result<readonly ScheduleRecord[], GatewayFailure>>;
  /** GET v3/agenda/schedules/{id}: one schedule with its exceptions (also a deleted one). */
  schedule(id: string, signal?: AbortSignal): Promise<Result<ScheduleRecord, GatewayFailure>>;
  /**
   * POST v3/agenda/schedules without an id. Refused (422) when it overlaps another schedule of the same
   * person (the message names the first date), when the location does not offer an operation, or when
   * it runs past the location's last day.
   */
  createSchedule(input: ScheduleInput): Promise<Result<ScheduleRecord, GatewayFailure>>;
  /** POST v3/agenda/schedules with the id in the body: the same rules; a deleted one is refused (409). */
  updateSchedule(id: string, input: ScheduleInput): Promise<Result<ScheduleRecord, GatewayFailure>>;
  /** DELETE v3/agenda/schedules/{id}: it stops applying and can be restored. */
  deleteSchedule(id: string): Promise<Result<void, GatewayFailure>>;
  /** PUT v3/agenda/schedules/{id}/restore: refused (422) when it would now overlap another. */
  restoreSchedule(id: string): Promise<Result<ScheduleRecord, GatewayFailure>>;
  /**
   * GET v3/agenda/schedules/all: the schedules of every agenda user and the national holidays in one
   * list; with filter[schedulableType]=national_holiday only the holidays.
   */
  aggregated(
    query: AggregatedScheduleQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AggregatedSchedule[], GatewayFailure>>;
  /**
   * GET v3/agenda/schedules/operations/validate: which of the chosen operations the location does not
   * offer (none: the schedule may allow them all).
   */
  operationsNotOffered(
    locationId: string,
    operationIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<readonly string[], GatewayFailure>>;
  /** POST v3/agenda/schedules/{id}/time-constraints: an exception on one date. */
  addTimeConstraint(
    scheduleId: string,
    input: TimeConstraintInput,
  ): Promise<Result<TimeConstraint, GatewayFailure>>;
  /**
   * DELETE v3/agenda/schedules/{id}/time-constraints?timeConstraintUuid=&selectedDate=: removes the
   * exception of that date.
   */
  removeTimeConstraint(
    scheduleId: string,
    timeConstraintId: string,
    selectedDate: Temporal.PlainDate,
  ): Promise<Result<void, GatewayFailure>>;
}
