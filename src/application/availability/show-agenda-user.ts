import type { AgendaUser } from '../../domain/availability/agenda-user';
import type { Result } from '../../domain/shared/result';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';
import type { AgendaUserGateway } from './agenda-user-gateway';

/** Reading the people with an agenda: one (whose screens these are), or all of them to choose from. */
export class ShowAgendaUser {
  constructor(private readonly agendaUsers: AgendaUserGateway) {}

  /** Not found for anyone without an agenda (a stale or mistyped link). */
  byId(id: string, signal?: AbortSignal): Promise<Result<AgendaUser, LoadCode>> {
    return loadWith(() => this.agendaUsers.agendaUser(id, signal));
  }

  /** Every agenda user, by name. */
  all(signal?: AbortSignal): Promise<Result<readonly AgendaUser[], LoadCode>> {
    return loadWith(() => this.agendaUsers.agendaUsers('', signal));
  }
}
