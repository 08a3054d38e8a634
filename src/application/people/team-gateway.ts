import type { Team } from '../../domain/people/team';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export const TeamGateway = token<TeamGateway>('TeamGateway');
/** The teams of professionals (spec section 7: GET v2/teams). */
export interface TeamGateway {
  /** Every team with its members, by name. */
  teams(signal?: AbortSignal): Promise<Result<readonly Team[], GatewayFailure>>;
}
