import type { AgendaUserGateway } from '../../application/availability/agenda-user-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { AgendaUser } from '../../domain/availability/agenda-user';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { agendaUserOf } from './availability-mapping';
import type { AgendaUserBody } from './availability-schemas';
import { AgendaUserAnswerSchema, AgendaUserPageSchema } from './availability-schemas';

const USERS = '/v3/agenda/users';
/** Every agenda user in one page: the contract's largest (a service has tens of them, not thousands). */
const ALL_ROWS = 1000;

/** The agenda users and their settings over HTTP (v3/agenda/users). */
export class HttpAgendaUserGateway implements AgendaUserGateway {
  constructor(private readonly http: HttpClient) {}

  async agendaUsers(
    search: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AgendaUser[], GatewayFailure>> {
    const text = search.trim();
    const answer = await this.http.request(AgendaUserPageSchema, {
      method: 'GET',
      path: USERS,
      query: {
        filter: text ? { search: text } : {},
        sort: [{ field: 'name', direction: 'asc' }],
        page: { number: 1, size: ALL_ROWS },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(agendaUserOf)) : answer;
  }

  async agendaUser(id: string, signal?: AbortSignal): Promise<Result<AgendaUser, GatewayFailure>> {
    const answer = await this.http.request(AgendaUserAnswerSchema, {
      method: 'GET',
      path: `${USERS}/${encodeURIComponent(id)}`,
      signal,
    });
    return answer.ok ? ok(agendaUserOf(answer.value.data)) : answer;
  }

  async setDisallowedOperations(
    id: string,
    operationIds: readonly string[],
  ): Promise<Result<AgendaUser, GatewayFailure>> {
    const body: AgendaUserBody = { disallowedOperationIds: [...operationIds] };
    const answer = await this.http.request(AgendaUserAnswerSchema, {
      method: 'POST',
      path: `${USERS}/${encodeURIComponent(id)}`,
      body,
      quiet: true,
    });
    return answer.ok ? ok(agendaUserOf(answer.value.data)) : answer;
  }
}
