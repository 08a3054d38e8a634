import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type {
  CaseDeadline,
  FreedTimeMatch,
  WaitingEntry,
  WaitlistGateway,
  WaitlistQuery,
} from '../../application/waitlist/waitlist-gateway';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { FreedTime } from '../../domain/waitlist/freed-time-match';
import type { WaitingRequest } from '../../domain/waitlist/waiting-entry';
import type { HttpClient } from '../http/http-client';
import type { WaitingBodySchema, WaitingEntrySchema } from './waitlist-schemas';
import {
  CaseDeadlineSchema,
  FreedTimeMatchesSchema,
  NoContentSchema,
  WaitingAnswerSchema,
  WaitlistPageSchema,
} from './waitlist-schemas';

const BASE = '/v3/waitlist';

const entryOf = (json: v.InferOutput<typeof WaitingEntrySchema>): WaitingEntry => ({
  ...json,
  latestDate: Temporal.PlainDate.from(json.latestDate),
  addedAt: Temporal.Instant.from(json.addedAt),
});

const moment = (text: string) => Temporal.Instant.from(text).toZonedDateTimeISO(SLOT_TIME_ZONE);

/** The waitlist over HTTP (waitlist-schemas.ts is the contract). */
export class HttpWaitlistGateway implements WaitlistGateway {
  constructor(private readonly http: HttpClient) {}

  async list(
    query: WaitlistQuery,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WaitingEntry[]; total: number }, GatewayFailure>> {
    const filter: Record<string, string> = {};
    if (query.search.trim() !== '') filter['search'] = query.search.trim();
    if (query.operationId) filter['operation'] = query.operationId;
    if (query.locationId) filter['location'] = query.locationId;
    if (query.userId) filter['user'] = query.userId;
    if (query.purpose) filter['purpose'] = query.purpose;
    if (query.latestBefore) filter['latestBefore'] = query.latestBefore.toString();
    const answer = await this.http.request(WaitlistPageSchema, {
      method: 'GET',
      path: BASE,
      query: {
        filter,
        ...(query.sort ? { sort: [query.sort] } : {}),
        page: { number: query.page, size: query.size },
      },
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ rows: answer.value.data.map(entryOf), total: answer.value.meta.total });
  }

  async add(request: WaitingRequest): Promise<Result<WaitingEntry, GatewayFailure>> {
    const body: v.InferInput<typeof WaitingBodySchema> = {
      employeeId: request.employeeId,
      operationId: request.operationId,
      channel: request.channel,
      locationIds: [...request.locationIds],
      userIds: [...request.userIds],
      latestDate: request.purpose === 'problem-analysis' ? null : (request.latestDate?.toString() ?? null),
      purpose: request.purpose,
    };
    const answer = await this.http.request(WaitingAnswerSchema, {
      method: 'POST',
      path: BASE,
      body,
      quiet: true,
    });
    return answer.ok ? ok(entryOf(answer.value.data)) : answer;
  }

  async remove(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: `${BASE}/${encodeURIComponent(id)}`,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async matches(
    freed: FreedTime,
    signal?: AbortSignal,
  ): Promise<Result<readonly FreedTimeMatch[], GatewayFailure>> {
    const answer = await this.http.request(FreedTimeMatchesSchema, {
      method: 'GET',
      path: `${BASE}/matches`,
      params: {
        start: freed.start.toInstant().toString(),
        end: freed.end.toInstant().toString(),
        userId: freed.userId,
      },
      signal,
      background: true,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((match) => ({
        entry: entryOf(match.entry),
        slot: { ...match.slot, start: moment(match.slot.start), end: moment(match.slot.end) },
      })),
    );
  }

  async caseDeadline(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<CaseDeadline, GatewayFailure>> {
    const answer = await this.http.request(CaseDeadlineSchema, {
      method: 'GET',
      path: `${BASE}/case-deadline`,
      params: { employeeId },
      signal,
    });
    if (!answer.ok) return answer;
    const by = answer.value.data.problemAnalysisBy;
    return ok({ problemAnalysisBy: by ? Temporal.PlainDate.from(by) : null });
  }
}
