import type { NewPassword, PasswordGateway } from '../../src/application/account/password-gateway';
import type {
  AuthenticatorSetup,
  FactorProof,
  SmsSent,
  TwoFactorGateway,
} from '../../src/application/account/two-factor-gateway';
import type { GatewayFailure } from '../../src/application/platform/gateway-failure';
import type { PasswordPolicy } from '../../src/domain/account/password-policy';
import type { SignInAnswer } from '../../src/domain/access/sign-in';
import type { Result } from '../../src/domain/shared/result';
import { ok } from '../../src/domain/shared/result';

export const STRICT_POLICY: PasswordPolicy = {
  minLength: 10,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSpecialCharacter: true,
  disallowUsername: true,
};

export const rejected = (
  status: number,
  code: string | null,
  fieldErrors: Record<string, string[]> = {},
) => ({
  ok: false as const,
  // The password and two-factor calls are quiet: the use case tells the user, not the adapter.
  error: { kind: 'rejected' as const, status, message: 'refused', code, fieldErrors, told: false },
});

export class FakePasswordGateway implements PasswordGateway {
  resetAnswer: Result<void, GatewayFailure> = ok(undefined);
  requestAnswer: Result<void, GatewayFailure> = ok(undefined);
  valid: Result<boolean, GatewayFailure> = ok(true);
  policy: Result<PasswordPolicy, GatewayFailure> = ok(STRICT_POLICY);
  readonly resets: NewPassword[] = [];
  readonly requested: string[] = [];
  /** The signal each read was given, in call order. */
  readonly signals: (AbortSignal | undefined)[] = [];
  requestReset(username: string) {
    this.requested.push(username);
    return Promise.resolve(this.requestAnswer);
  }
  tokenIsValid(_token: string, signal?: AbortSignal) {
    this.signals.push(signal);
    return Promise.resolve(this.valid);
  }
  securitySettings(_token: string, signal?: AbortSignal) {
    this.signals.push(signal);
    return Promise.resolve(this.policy);
  }
  reset(request: NewPassword) {
    this.resets.push(request);
    return Promise.resolve(this.resetAnswer);
  }
}

export class FakeTwoFactorGateway implements TwoFactorGateway {
  setup: Result<AuthenticatorSetup, GatewayFailure> = ok({
    secret: 'ABC',
    otpauthUrl: 'otpauth://totp/x?secret=ABC',
  });
  confirm: Result<SignInAnswer, GatewayFailure> = ok({
    user: null,
    twoFactorTokenVerified: true,
    secondFactor: null,
  });
  sent: Result<SmsSent, GatewayFailure> = ok({ maskedMobile: '+31 6 •• •• •0 01', expiresInSeconds: 300 });
  readonly mobiles: string[] = [];
  readonly calls: string[] = [];
  generateAuthenticator() {
    this.calls.push('generate');
    return Promise.resolve(this.setup);
  }
  confirmAuthenticator() {
    this.calls.push('confirmAuthenticator');
    return Promise.resolve(this.confirm);
  }
  sendSetupSms(mobile: string) {
    this.mobiles.push(mobile);
    return Promise.resolve(this.sent);
  }
  confirmSms() {
    this.calls.push('confirmSms');
    return Promise.resolve(this.confirm);
  }
  removal: Result<void, GatewayFailure> = ok(undefined);
  readonly proofs: FactorProof[] = [];
  sendRemovalSms() {
    this.calls.push('sendRemovalSms');
    return Promise.resolve(this.sent);
  }
  resetAuthenticator(proof: FactorProof) {
    this.calls.push('resetAuthenticator');
    this.proofs.push(proof);
    return Promise.resolve(this.removal);
  }
  resetSms(proof: FactorProof) {
    this.calls.push('resetSms');
    this.proofs.push(proof);
    return Promise.resolve(this.removal);
  }
}
