import type { AuthGateway } from './auth-gateway';

/**
 * How many linked accounts the signed-in user may switch to (spec section 3: linked users), for the
 * user menu's link to them: none when there are none or they cannot be read now, so nobody is told
 * of accounts they do not have.
 */
export class CountLinkedAccounts {
  constructor(private readonly auth: AuthGateway) {}

  async execute(signal?: AbortSignal): Promise<number> {
    const answer = await this.auth.linkedUsers(signal);
    return answer.ok ? answer.value.users.length : 0;
  }
}
