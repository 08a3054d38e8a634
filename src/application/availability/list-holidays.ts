import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';
import type { HolidayGateway } from './holiday-gateway';

/** Reading the national holidays of a year (the aggregated schedules, schedulableType=national_holiday). */
export class ListHolidays {
  constructor(private readonly holidays: HolidayGateway) {}

  ofYear(year: number, signal?: AbortSignal): Promise<Result<readonly NationalHoliday[], LoadCode>> {
    return loadWith(() => this.holidays.holidays(year, signal));
  }
}
