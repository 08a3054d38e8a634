import type { Temporal } from 'temporal-polyfill';
import type {
  AgendaUserAvailabilityQuery,
  AvailabilityGateway,
  AvailabilityPattern,
  AvailableAgendaUser,
  AvailableResource,
  AvailableRoom,
  PlaceAvailabilityQuery,
} from '../../application/availability/availability-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { ZonedSlot } from '../../domain/shared/zoned-slot';
import type { HttpClient } from '../http/http-client';
import { freeOf, momentText, patternOf } from './availability-mapping';
import {
  AvailabilityPatternSchema,
  AvailableAgendaUsersSchema,
  AvailableResourcesSchema,
  AvailableRoomsSchema,
} from './availability-schemas';

const AVAILABILITIES = '/v3/agenda/availabilities';

const periodFilter = (period: ZonedSlot): Record<string, string> => ({
  from: momentText(period.start),
  until: momentText(period.end),
});

const placeFilter = (query: PlaceAvailabilityQuery): Record<string, string> => ({
  ...periodFilter(query.period),
  ...(query.locationId ? { location: query.locationId } : {}),
  ...(query.resourceTypeId ? { resourceType: query.resourceTypeId } : {}),
});

/** Computed availability over HTTP: a person's pattern (v2) and who and what is free (v3). */
export class HttpAvailabilityGateway implements AvailabilityGateway {
  constructor(private readonly http: HttpClient) {}

  async pattern(
    userId: string,
    date: Temporal.PlainDate,
    options: { readonly weeks: number; readonly scheduleId: string | null },
    signal?: AbortSignal,
  ): Promise<Result<AvailabilityPattern, GatewayFailure>> {
    const answer = await this.http.request(AvailabilityPatternSchema, {
      method: 'GET',
      path: `/v2/agenda/${encodeURIComponent(userId)}/availability-patterns`,
      query: {
        filter: {
          date: date.toString(),
          weeks: options.weeks,
          ...(options.scheduleId ? { schedule: options.scheduleId } : {}),
        },
      },
      signal,
    });
    return answer.ok ? ok(patternOf(answer.value.data)) : answer;
  }

  async agendaUsers(
    query: AgendaUserAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableAgendaUser[], GatewayFailure>> {
    const answer = await this.http.request(AvailableAgendaUsersSchema, {
      method: 'GET',
      path: `${AVAILABILITIES}/agenda-users`,
      query: {
        filter: {
          ...periodFilter(query.period),
          ...(query.locationId ? { location: query.locationId } : {}),
          ...(query.operationId ? { operation: query.operationId } : {}),
          ...(query.userIds.length > 0 ? { user: query.userIds } : {}),
        },
      },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((user) => ({
        userId: user.userId,
        displayName: user.displayName,
        free: user.free.map((stretch) => ({
          ...freeOf(stretch),
          locationId: stretch.locationId,
          scheduleId: stretch.scheduleId,
        })),
      })),
    );
  }

  async rooms(
    query: PlaceAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableRoom[], GatewayFailure>> {
    const answer = await this.http.request(AvailableRoomsSchema, {
      method: 'GET',
      path: `${AVAILABILITIES}/rooms`,
      query: { filter: placeFilter(query) },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data.map((room) => ({ ...room, free: room.free.map(freeOf) })));
  }

  async resources(
    query: PlaceAvailabilityQuery,
    signal?: AbortSignal,
  ): Promise<Result<readonly AvailableResource[], GatewayFailure>> {
    const answer = await this.http.request(AvailableResourcesSchema, {
      method: 'GET',
      path: `${AVAILABILITIES}/resources`,
      query: { filter: placeFilter(query) },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.data.map((resource) => ({ ...resource, free: resource.free.map(freeOf) })));
  }
}
