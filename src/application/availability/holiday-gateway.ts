import type { Temporal } from 'temporal-polyfill';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export interface HolidayInput {
  readonly date: Temporal.PlainDate;
  readonly name: string;
}

/** The answer to adding a year's holidays: how many were new, and the year's holidays after it. */
export interface AddedHolidays {
  readonly added: number;
  readonly holidays: readonly NationalHoliday[];
}

export const HolidayGateway = token<HolidayGateway>('HolidayGateway');
/**
 * The national holidays (/admin/holidays, manage_national_holidays to change them). They are read
 * through the aggregated schedules (spec section 7: filter schedulableType=national_holiday); they are
 * written under v3/agenda/national-holidays, which the spec does not show.
 */
export interface HolidayGateway {
  /**
   * GET v3/agenda/schedules/all?filter[schedulableType]=national_holiday&filter[year]=: the year's
   * holidays by date.
   */
  holidays(year: number, signal?: AbortSignal): Promise<Result<readonly NationalHoliday[], GatewayFailure>>;
  /**
   * POST v3/agenda/national-holidays/year: adds the year's Dutch holidays that are not there yet (a
   * second call adds nothing, and a holiday moved or renamed by hand stays as it is).
   */
  addYear(year: number): Promise<Result<AddedHolidays, GatewayFailure>>;
  /** PATCH v3/agenda/national-holidays/{id}: another date or name; refused (422) on a taken date. */
  updateHoliday(id: string, input: HolidayInput): Promise<Result<NationalHoliday, GatewayFailure>>;
  /** DELETE v3/agenda/national-holidays/{id}: the day is a working day again. */
  deleteHoliday(id: string): Promise<Result<void, GatewayFailure>>;
}
