import type { SignInAnswer } from '../../domain/access/sign-in';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';

export interface AuthenticatorSetup {
  readonly secret: string;
  readonly otpauthUrl: string;
}

export interface SmsSent {
  readonly maskedMobile: string;
  readonly expiresInSeconds: number;
}

export const TwoFactorGateway = Symbol('TwoFactorGateway');
/** Setting up and removing the second factor of the signed-in user (spec section 7, two-factor). */
export interface TwoFactorGateway {
  /** A new authenticator secret, waiting for its first code. */
  generateAuthenticator(): Promise<Result<AuthenticatorSetup, GatewayFailure>>;
  /** Confirms the new authenticator with a code from it. */
  confirmAuthenticator(code: string): Promise<Result<SignInAnswer, GatewayFailure>>;
  /** Sends a code to a new mobile number. */
  sendSetupSms(mobile: string): Promise<Result<SmsSent, GatewayFailure>>;
  /** Confirms the new mobile number with the code sent to it. */
  confirmSms(code: string): Promise<Result<SignInAnswer, GatewayFailure>>;
  resetAuthenticator(): Promise<Result<void, GatewayFailure>>;
  resetSms(): Promise<Result<void, GatewayFailure>>;
}
