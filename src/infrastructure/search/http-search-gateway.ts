import { Temporal } from 'temporal-polyfill';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { SearchGateway } from '../../application/search/search-gateway';
import type { SearchGroup } from '../../domain/search/search-hit';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import type { SearchGroupJson } from './search-schemas';
import { SearchAnswerSchema } from './search-schemas';

/** A group as the domain has it: moments as instants, each hit of the group's kind. */
export const searchGroupOf = (group: SearchGroupJson): SearchGroup => ({
  kind: group.kind,
  total: group.total,
  hits: group.hits
    .filter((hit) => hit.kind === group.kind)
    .map((hit) => ({
      ...hit,
      startsAt: hit.startsAt === null ? null : Temporal.Instant.from(hit.startsAt),
    })),
});

/**
 * The search over HTTP. Quiet: the search shows its own failure, the server's message, under the field;
 * what is typed goes only into this call's query, never into the address bar or any storage.
 */
export class HttpSearchGateway implements SearchGateway {
  constructor(private readonly http: HttpClient) {}

  async search(
    text: string,
    size: number,
    signal: AbortSignal,
  ): Promise<Result<readonly SearchGroup[], GatewayFailure>> {
    const answer = await this.http.request(SearchAnswerSchema, {
      method: 'GET',
      path: '/v2/search',
      params: { 'filter[query]': text, 'page[size]': size },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(searchGroupOf)) : answer;
  }
}
