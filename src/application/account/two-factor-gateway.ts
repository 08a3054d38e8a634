import { token } from '../platform/token';
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

/**
 * What proves that the person removing a second factor is the account's owner: a current code of the
 * factor (from the app, or an SMS removal code), or the account password.
 */
export type FactorProof =
  { readonly kind: 'code'; readonly code: string } | { readonly kind: 'password'; readonly password: string };

export const TwoFactorGateway = token<TwoFactorGateway>('TwoFactorGateway');
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
  /** Sends a removal code to the mobile number on file (never to another number). */
  sendRemovalSms(): Promise<Result<SmsSent, GatewayFailure>>;
  /** Removes the authenticator app; the server refuses without a valid proof. */
  resetAuthenticator(proof: FactorProof): Promise<Result<void, GatewayFailure>>;
  /** Turns SMS codes off; the server refuses without a valid proof. */
  resetSms(proof: FactorProof): Promise<Result<void, GatewayFailure>>;
}
