import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AuthGateway, LinkedUsers } from './auth-gateway';

/** The accounts this user may work as (GET v2/users/linked-users), with onlyShowRoleLinkedUsers. */
export class ListLinkedUsers {
  constructor(private readonly auth: AuthGateway) {}

  execute(signal?: AbortSignal): Promise<Result<LinkedUsers, GatewayFailure>> {
    return this.auth.linkedUsers(signal);
  }
}
