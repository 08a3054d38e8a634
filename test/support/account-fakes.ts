import type { NewPassword, PasswordGateway } from '../../src/application/account/password-gateway';
import type {
  AuthenticatorSetup,
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
  error: { kind: 'rejected' as const, status, message: 'refused', code, fieldErrors },
});

export class FakePasswordGateway implements PasswordGateway {
  resetAnswer: Result<void, GatewayFailure> = ok(undefined);
  requestAnswer: Result<void, GatewayFailure> = ok(undefined);
  valid: Result<boolean, GatewayFailure> = ok(true);
  policy: Result<PasswordPolicy, GatewayFailure> = ok(STRICT_POLICY);
  readonly resets: NewPassword[] = [];
  readonly requested: string[] = [];
  requestReset(username: string) {
    this.requested.push(username);
    return Promise.resolve(this.requestAnswer);
  }
  tokenIsValid() {
    return Promise.resolve(this.valid);
  }
  securitySettings() {
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
  resetAuthenticator() {
    this.calls.push('resetAuthenticator');
    return Promise.resolve(ok(undefined));
  }
  resetSms() {
    this.calls.push('resetSms');
    return Promise.resolve(ok(undefined));
  }
}
