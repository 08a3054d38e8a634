import { token } from '../platform/token';
import type { PasswordPolicy } from '../../domain/account/password-policy';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';

export interface NewPassword {
  readonly token: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const PasswordGateway = token<PasswordGateway>('PasswordGateway');
/**
 * The backend's password calls (spec section 7: forgot, reset, token check, security settings). Reads
 * take the caller's signal to cancel them.
 */
export interface PasswordGateway {
  /** Asks for a reset link by e-mail; the answer never tells whether the user exists. */
  requestReset(username: string): Promise<Result<void, GatewayFailure>>;
  /** Whether a reset token may still be used. */
  tokenIsValid(token: string, signal?: AbortSignal): Promise<Result<boolean, GatewayFailure>>;
  /** The rules the new password must meet. */
  securitySettings(token: string, signal?: AbortSignal): Promise<Result<PasswordPolicy, GatewayFailure>>;
  /** Sets the new password; a refusal carries the server's messages per field. */
  reset(request: NewPassword): Promise<Result<void, GatewayFailure>>;
}
