import type { Temporal } from 'temporal-polyfill';
import type { PersonalDayOff } from '../../domain/availability/availability';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** What the personal-day-off form sends: whose, from when, until when (the first moment not off), why. */
export interface PersonalDayOffInput {
  readonly userId: string;
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
  readonly reason: string;
}

export const PersonalDaysOffGateway = token<PersonalDaysOffGateway>('PersonalDaysOffGateway');
/**
 * A person's days off, whole or part (v3/agenda/personal-days-off; the spec shows the screens, not the
 * calls, so the paths are the contract's own). Same permissions as the schedules.
 */
export interface PersonalDaysOffGateway {
  /**
   * GET v3/agenda/personal-days-off?filter[user]=: the person's days off by start, optionally only
   * those touching the period (both dates included).
   */
  daysOff(
    userId: string,
    period: { readonly from: Temporal.PlainDate; readonly until: Temporal.PlainDate } | null,
    signal?: AbortSignal,
  ): Promise<Result<readonly PersonalDayOff[], GatewayFailure>>;
  /** GET v3/agenda/personal-days-off/{id}. */
  dayOff(id: string, signal?: AbortSignal): Promise<Result<PersonalDayOff, GatewayFailure>>;
  /** POST v3/agenda/personal-days-off; refused (422) when the end is not after the start. */
  createDayOff(input: PersonalDayOffInput): Promise<Result<PersonalDayOff, GatewayFailure>>;
  /** PATCH v3/agenda/personal-days-off/{id}; the person stays the same. */
  updateDayOff(id: string, input: PersonalDayOffInput): Promise<Result<PersonalDayOff, GatewayFailure>>;
  /** DELETE v3/agenda/personal-days-off/{id}. */
  deleteDayOff(id: string): Promise<Result<void, GatewayFailure>>;
}
