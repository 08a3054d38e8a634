import type {
  AddedHolidays,
  HolidayGateway,
  HolidayInput,
} from '../../application/availability/holiday-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { holidayOf } from './availability-mapping';
import type { HolidayBody, HolidayYearBody } from './availability-schemas';
import {
  AddedHolidaysSchema,
  AggregatedSchedulesSchema,
  NationalHolidayAnswerSchema,
  NoContentSchema,
} from './availability-schemas';

const HOLIDAYS = '/v3/agenda/national-holidays';

/**
 * National holidays over HTTP: read through the aggregated schedules filtered on national_holiday
 * (spec section 7), written under v3/agenda/national-holidays (availability-schemas.ts).
 */
export class HttpHolidayGateway implements HolidayGateway {
  constructor(private readonly http: HttpClient) {}

  async holidays(
    year: number,
    signal?: AbortSignal,
  ): Promise<Result<readonly NationalHoliday[], GatewayFailure>> {
    const answer = await this.http.request(AggregatedSchedulesSchema, {
      method: 'GET',
      path: '/v3/agenda/schedules/all',
      query: { filter: { schedulableType: 'national_holiday', year } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.flatMap((entry) =>
        entry.schedulableType === 'national_holiday' ? [holidayOf(entry)] : [],
      ),
    );
  }

  async addYear(year: number): Promise<Result<AddedHolidays, GatewayFailure>> {
    const body: HolidayYearBody = { year };
    const answer = await this.http.request(AddedHolidaysSchema, {
      method: 'POST',
      path: `${HOLIDAYS}/year`,
      body,
      quiet: true,
    });
    if (!answer.ok) return answer;
    return ok({ added: answer.value.data.added, holidays: answer.value.data.holidays.map(holidayOf) });
  }

  async updateHoliday(id: string, input: HolidayInput): Promise<Result<NationalHoliday, GatewayFailure>> {
    const body: HolidayBody = { date: input.date.toString(), name: input.name };
    const answer = await this.http.request(NationalHolidayAnswerSchema, {
      method: 'PATCH',
      path: `${HOLIDAYS}/${encodeURIComponent(id)}`,
      body,
      quiet: true,
    });
    return answer.ok ? ok(holidayOf(answer.value.data)) : answer;
  }

  async deleteHoliday(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${HOLIDAYS}/${encodeURIComponent(id)}`,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }
}
