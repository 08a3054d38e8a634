import type {
  AuthenticatorSetup,
  FactorProof,
  SmsSent,
  TwoFactorGateway,
} from '../../application/account/two-factor-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { AuthenticatorSetupSchema, MessageSchema, SignInAnswerSchema, SmsSentSchema } from './auth-schemas';

/** Two-factor setup calls (spec section 7) over HTTP; never retried, so no second SMS is sent. */
export class HttpTwoFactorGateway implements TwoFactorGateway {
  constructor(private readonly http: HttpClient) {}

  async generateAuthenticator(): Promise<Result<AuthenticatorSetup, GatewayFailure>> {
    const answer = await this.http.request(AuthenticatorSetupSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/generate',
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  confirmAuthenticator(code: string): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/verify',
      body: { code },
      quiet: true,
    });
  }

  async sendSetupSms(mobile: string): Promise<Result<SmsSent, GatewayFailure>> {
    const answer = await this.http.request(SmsSentSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/sendsms',
      body: { mobile },
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  confirmSms(code: string): Promise<Result<SignInAnswer, GatewayFailure>> {
    return this.http.request(SignInAnswerSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/verifysms',
      body: { code },
      quiet: true,
    });
  }

  async sendRemovalSms(): Promise<Result<SmsSent, GatewayFailure>> {
    const answer = await this.http.request(SmsSentSchema, {
      method: 'POST',
      api: 'auth',
      path: '/auth/two-factor/sendsms',
      body: { purpose: 'removal' },
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  resetAuthenticator(proof: FactorProof): Promise<Result<void, GatewayFailure>> {
    return this.remove('/auth/two-factor/reset-authenticator', proof);
  }

  resetSms(proof: FactorProof): Promise<Result<void, GatewayFailure>> {
    return this.remove('/auth/two-factor/resetsms', proof);
  }

  /** The proof goes as `code` or `password`; a refusal is shown next to its field by the screen. */
  private async remove(path: string, proof: FactorProof): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(MessageSchema, {
      method: 'POST',
      api: 'auth',
      path,
      body: proof.kind === 'code' ? { code: proof.code } : { password: proof.password },
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }
}
