import type { TeamGateway } from '../../application/people/team-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Team } from '../../domain/people/team';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { TeamPageSchema } from './team-schemas';

/** Every team in one page: the contract's largest (a service has a handful of teams). */
const ALL_ROWS = 1000;

/** The teams of professionals over HTTP (v2/teams). */
export class HttpTeamGateway implements TeamGateway {
  constructor(private readonly http: HttpClient) {}

  async teams(signal?: AbortSignal): Promise<Result<readonly Team[], GatewayFailure>> {
    const answer = await this.http.request(TeamPageSchema, {
      method: 'GET',
      path: '/v2/teams',
      query: { sort: [{ field: 'name', direction: 'asc' }], page: { number: 1, size: ALL_ROWS } },
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
