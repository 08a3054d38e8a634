import type { Temporal } from 'temporal-polyfill';
import type {
  PersonalDayOffInput,
  PersonalDaysOffGateway,
} from '../../application/availability/personal-days-off-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { PersonalDayOff } from '../../domain/availability/availability';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { dayOffBodyOf, dayOffOf } from './availability-mapping';
import {
  NoContentSchema,
  PersonalDayOffAnswerSchema,
  PersonalDayOffListSchema,
} from './availability-schemas';

const DAYS_OFF = '/v3/agenda/personal-days-off';
const one = (id: string) => `${DAYS_OFF}/${encodeURIComponent(id)}`;

/** Personal days off over HTTP (v3/agenda/personal-days-off, availability-schemas.ts). */
export class HttpPersonalDaysOffGateway implements PersonalDaysOffGateway {
  constructor(private readonly http: HttpClient) {}

  async daysOff(
    userId: string,
    period: { readonly from: Temporal.PlainDate; readonly until: Temporal.PlainDate } | null,
    signal?: AbortSignal,
  ): Promise<Result<readonly PersonalDayOff[], GatewayFailure>> {
    const answer = await this.http.request(PersonalDayOffListSchema, {
      method: 'GET',
      path: DAYS_OFF,
      query: {
        filter: period
          ? { user: userId, from: period.from.toString(), until: period.until.toString() }
          : { user: userId },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(dayOffOf)) : answer;
  }

  async dayOff(id: string, signal?: AbortSignal): Promise<Result<PersonalDayOff, GatewayFailure>> {
    const answer = await this.http.request(PersonalDayOffAnswerSchema, {
      method: 'GET',
      path: one(id),
      signal,
    });
    return answer.ok ? ok(dayOffOf(answer.value.data)) : answer;
  }

  async createDayOff(input: PersonalDayOffInput): Promise<Result<PersonalDayOff, GatewayFailure>> {
    const answer = await this.http.request(PersonalDayOffAnswerSchema, {
      method: 'POST',
      path: DAYS_OFF,
      body: dayOffBodyOf(input, true),
      quiet: true,
    });
    return answer.ok ? ok(dayOffOf(answer.value.data)) : answer;
  }

  async updateDayOff(
    id: string,
    input: PersonalDayOffInput,
  ): Promise<Result<PersonalDayOff, GatewayFailure>> {
    const answer = await this.http.request(PersonalDayOffAnswerSchema, {
      method: 'PATCH',
      path: one(id),
      body: dayOffBodyOf(input, false),
      quiet: true,
    });
    return answer.ok ? ok(dayOffOf(answer.value.data)) : answer;
  }

  async deleteDayOff(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, { method: 'DELETE', path: one(id), quiet: true });
    return answer.ok ? ok(undefined) : answer;
  }
}
