import type { NewPassword, PasswordGateway } from '../../application/account/password-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { PasswordPolicy } from '../../domain/account/password-policy';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { MessageSchema, PasswordSecuritySettingsSchema, ResetTokenValiditySchema } from './auth-schemas';

/** The password calls of spec section 7 over HTTP (base /api/external); reads pass the caller's signal. */
export class HttpPasswordGateway implements PasswordGateway {
  constructor(private readonly http: HttpClient) {}

  async requestReset(username: string): Promise<Result<void, GatewayFailure>> {
    // Spec section 8: a failure shows 'common.somethingWentWrong', which the use case raises.
    const answer = await this.http.request(MessageSchema, {
      method: 'POST',
      path: '/password/forgot/',
      params: { username },
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  async tokenIsValid(token: string, signal?: AbortSignal): Promise<Result<boolean, GatewayFailure>> {
    const answer = await this.http.request(ResetTokenValiditySchema, {
      method: 'POST',
      path: '/validate_reset_password_token',
      params: { token },
      quiet: true,
      signal,
    });
    return answer.ok ? ok(answer.value.data.valid) : answer;
  }

  async securitySettings(
    token: string,
    signal?: AbortSignal,
  ): Promise<Result<PasswordPolicy, GatewayFailure>> {
    const answer = await this.http.request(PasswordSecuritySettingsSchema, {
      method: 'GET',
      path: '/password-security-settings/',
      params: { token },
      signal,
    });
    return answer.ok ? ok(answer.value.securitySettings) : answer;
  }

  async reset(request: NewPassword): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(MessageSchema, {
      method: 'POST',
      path: '/v2/auth/reset/',
      body: request,
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }
}
