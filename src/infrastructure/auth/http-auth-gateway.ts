import type { AuthGateway, Credentials, LinkedUsers } from '../../application/auth/auth-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { User } from '../../domain/access/user';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { IgnoredBodySchema, LinkedUsersSchema, SignInAnswerSchema } from './auth-schemas';

/** The auth calls of spec section 7 over HTTP. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  signIn(credentials: Credentials): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/user',
      body: { username: credentials.username, password: credentials.password },
    });
  }

  verifySecondFactor(code: string): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/verify',
      body: { code },
    });
  }

  async currentUser(): Promise<Result<User | null, GatewayFailure>> {
    const answer = await this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/user',
    });
    if (!answer.ok) return answer;
    return ok(answer.value.twoFactorTokenVerified ? answer.value.user : null);
  }

  async signOut(): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(IgnoredBodySchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/logout',
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async keepAlive(): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(IgnoredBodySchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/keep-alive',
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async linkedUsers(): Promise<Result<LinkedUsers, GatewayFailure>> {
    const answer = await this.http.request(LinkedUsersSchema, {
      method: 'GET',
      path: '/v2/users/linked-users',
    });
    if (!answer.ok) return answer;
    return ok({ users: answer.value.data, onlyShowRoleLinkedUsers: answer.value.onlyShowRoleLinkedUsers });
  }
}
