import type { Temporal } from 'temporal-polyfill';
import type { AvailableBlock, TimeConstraint } from '../../domain/availability/availability';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import type { ZonedSlot } from '../../domain/shared/zoned-slot';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** The part of a date a personal day off takes, as wall-clock times of that date. */
export interface DayOffPart {
  readonly dayOffId: string;
  readonly start: Temporal.PlainTime;
  /** Null when it runs to the end of the day. */
  readonly end: Temporal.PlainTime | null;
  readonly reason: string;
}

/**
 * One date of a person's availability: what the schedules plan that day, what is left once the
 * exceptions, days off and a holiday are taken out, and what took it out (for the preview that crosses
 * them out).
 */
export interface AvailabilityDay {
  readonly date: Temporal.PlainDate;
  /** The schedules' blocks of the weekday, in the weeks they run, before anything is taken out. */
  readonly planned: readonly AvailableBlock[];
  /** The availability (availabilityOn): wall-clock times, by start. */
  readonly available: readonly AvailableBlock[];
  readonly holiday: NationalHoliday | null;
  readonly daysOff: readonly DayOffPart[];
  readonly timeConstraints: readonly TimeConstraint[];
}

export interface AvailabilityPattern {
  readonly userId: string;
  /** The Monday of the week of the date asked for. */
  readonly from: Temporal.PlainDate;
  /** The Sunday of the last week. */
  readonly until: Temporal.PlainDate;
  readonly days: readonly AvailabilityDay[];
}

/** A free stretch of time, in Europe/Amsterdam. */
export interface FreeStretch {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
}

/** Where and under which schedule an agenda user is free. */
export interface FreeAgendaTime extends FreeStretch {
  readonly locationId: string;
  readonly scheduleId: string;
}

export interface AvailableAgendaUser {
  readonly userId: string;
  readonly displayName: string;
  readonly free: readonly FreeAgendaTime[];
}

export interface AvailableRoom {
  readonly roomId: string;
  readonly locationId: string;
  readonly name: string;
  readonly free: readonly FreeStretch[];
}

export interface AvailableResource {
  readonly resourceId: string;
  readonly locationId: string;
  readonly resourceTypeId: string;
  readonly name: string;
  readonly free: readonly FreeStretch[];
}

export interface AgendaUserAvailabilityQuery {
  readonly period: ZonedSlot;
  readonly locationId: string | null;
  /** Only schedules that allow it, of people who may be booked for it. */
  readonly operationId: string | null;
  /** Only these people; empty for every agenda user. */
  readonly userIds: readonly string[];
}

export interface PlaceAvailabilityQuery {
  readonly period: ZonedSlot;
  readonly locationId: string | null;
  readonly resourceTypeId: string | null;
}

export const AvailabilityGateway = token<AvailabilityGateway>('AvailabilityGateway');
/** Computed availability: a person's over weeks, and who and what is free in a period. */
export interface AvailabilityGateway {
  /**
   * GET v2/agenda/{id}/availability-patterns?filter[date]=&filter[weeks]=: a person's availability on
   * every day of the weeks from the week of `date` (1 to 26 weeks), optionally of one schedule only.
   */
  pattern(
    userId: string,
    date: Temporal.PlainDate,
    options: { readonly weeks: number; readonly scheduleId: string | null },
    signal?: AbortSignal,
  ): Promise<Result<AvailabilityPattern, GatewayFailure>>;
  /**
   * GET v3/agenda/availabilities/agenda-users: the agenda users free at some time of the period (within
   * their availability, not booked), with those times; at most 31 days.
   */
  agendaUsers(
    query: AgendaUserAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableAgendaUser[], GatewayFailure>>;
  /** GET v3/agenda/availabilities/rooms: the active rooms not booked at some time of the period. */
  rooms(
    query: PlaceAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableRoom[], GatewayFailure>>;
  /** GET v3/agenda/availabilities/resources: the active resources not in use at some time of the period. */
  resources(
    query: PlaceAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableResource[], GatewayFailure>>;
}
