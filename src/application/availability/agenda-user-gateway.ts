import type { AgendaUser } from '../../domain/availability/agenda-user';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export const AgendaUserGateway = token<AgendaUserGateway>('AgendaUserGateway');
/**
 * The people with an agenda and their settings (/admin/agendas/{agendasUuid}; spec section 7:
 * GET v3/agenda/users, GET and POST v3/agenda/users/{id}).
 */
export interface AgendaUserGateway {
  /** GET v3/agenda/users: every agenda user whose name matches the search (all when blank), by name. */
  agendaUsers(search: string, signal?: AbortSignal): Promise<Result<readonly AgendaUser[], GatewayFailure>>;
  /** GET v3/agenda/users/{id}: 404 for anyone without an agenda. */
  agendaUser(id: string, signal?: AbortSignal): Promise<Result<AgendaUser, GatewayFailure>>;
  /**
   * POST v3/agenda/users/{id}: the operations this person may not be booked for, replacing the list
   * (unknown operations are refused with 422).
   */
  setDisallowedOperations(
    id: string,
    operationIds: readonly string[],
  ): Promise<Result<AgendaUser, GatewayFailure>>;
}
