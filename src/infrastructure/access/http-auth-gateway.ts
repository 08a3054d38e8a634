import type {
  AuthGateway,
  Credentials,
  LinkedUsers,
  SessionActivity,
} from '../../application/access/auth-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { User } from '../../domain/access/user';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  IgnoredBodySchema,
  KeepAliveSchema,
  LastActivitySchema,
  LinkedUsersSchema,
  SignInAnswerSchema,
  SmsSentSchema,
} from './auth-schemas';

const done = <T>(answer: Result<T, GatewayFailure>): Result<void, GatewayFailure> =>
  answer.ok ? ok(undefined) : answer;

/** The auth calls of spec section 7 over HTTP; reads pass the caller's signal on to the request. */
export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  signIn(credentials: Credentials): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/user',
      body: { username: credentials.username, password: credentials.password },
      // The sign-in form says what went wrong (a refusal, no connection) next to its fields: one
      // message, in one place, and none left over for the next step.
      silent: true,
    });
  }

  verifySecondFactor(
    method: 'authenticator' | 'sms',
    code: string,
  ): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: method === 'sms' ? '/auth/two-factor/verifysms' : '/auth/two-factor/verify',
      body: { code },
      silent: true,
    });
  }

  async sendSignInSms(): Promise<Result<string, GatewayFailure>> {
    const answer = await this.http.request(SmsSentSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/sendsms',
      body: {},
    });
    return answer.ok ? ok(answer.value.data.maskedMobile) : answer;
  }

  ssoSignIn(token: string): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/sso/login',
      body: { token },
      quiet: true,
    });
  }

  switchUser(id: string): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: `/auth/switchUser/${encodeURIComponent(id)}`,
      quiet: true,
    });
  }

  async currentUser(signal?: AbortSignal): Promise<Result<User | null, GatewayFailure>> {
    const answer = await this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/user',
      // The session check shows its own "cannot reach the server" state instead of a toast per try.
      silent: true,
      signal,
    });
    if (!answer.ok) return answer;
    return ok(answer.value.twoFactorTokenVerified ? answer.value.user : null);
  }

  async signOut(): Promise<Result<void, GatewayFailure>> {
    return done(
      await this.http.request(IgnoredBodySchema, { method: 'POST', api: 'auth', path: '/auth/logout' }),
    );
  }

  async keepAlive(): Promise<Result<void, GatewayFailure>> {
    return done(
      await this.http.request(KeepAliveSchema, { method: 'POST', api: 'auth', path: '/auth/keep-alive' }),
    );
  }

  async refreshSession(): Promise<Result<void, GatewayFailure>> {
    return done(
      await this.http.request(KeepAliveSchema, { method: 'POST', api: 'auth', path: '/auth/refresh' }),
    );
  }

  async lastActivity(signal?: AbortSignal): Promise<Result<SessionActivity, GatewayFailure>> {
    const answer = await this.http.request(LastActivitySchema, {
      method: 'GET',
      path: '/v2/auth/user/last-activity',
      signal,
    });
    if (!answer.ok) return answer;
    return ok({
      lastActivity: Date.parse(answer.value.data.lastActivity),
      idleTimeoutMs: answer.value.data.idleTimeoutSeconds * 1000,
    });
  }

  async linkedUsers(signal?: AbortSignal): Promise<Result<LinkedUsers, GatewayFailure>> {
    const answer = await this.http.request(LinkedUsersSchema, {
      method: 'GET',
      path: '/v2/users/linked-users',
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ users: answer.value.data, onlyShowRoleLinkedUsers: answer.value.onlyShowRoleLinkedUsers });
  }
}
