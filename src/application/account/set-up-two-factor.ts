import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { User } from '../../domain/access/user';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SessionStore } from '../session/session-store';
import type { AuthenticatorSetup, FactorProof, SmsSent, TwoFactorGateway } from './two-factor-gateway';

export type TwoFactorError =
  | 'twoFactor.invalid-code'
  | 'twoFactor.invalid-mobile'
  | 'twoFactor.invalid-password'
  | 'twoFactor.proof-required'
  | 'twoFactor.no-mobile'
  | 'twoFactor.locked'
  | 'twoFactor.too-many'
  | 'twoFactor.failed';

const errorOf = (failure: GatewayFailure): TwoFactorError => {
  if (failure.kind !== 'rejected') return 'twoFactor.failed';
  if (failure.status === 429) return 'twoFactor.too-many';
  if (failure.status === 423 || failure.code === 'account_locked') return 'twoFactor.locked';
  if (failure.fieldErrors['mobile']) return 'twoFactor.invalid-mobile';
  if (failure.code === 'invalid_code') return 'twoFactor.invalid-code';
  if (failure.code === 'invalid_password') return 'twoFactor.invalid-password';
  if (failure.code === 'proof_required') return 'twoFactor.proof-required';
  if (failure.code === 'no_mobile') return 'twoFactor.no-mobile';
  return 'twoFactor.failed';
};

/** Dutch mobile numbers as the backend accepts them: +316 or 06 and eight digits. */
export const isDutchMobile = (value: string): boolean =>
  /^(\+316|06)\d{8}$/.test(value.replace(/[\s-]/g, ''));

/**
 * Setting up the second factor of the signed-in user: an authenticator app (secret and QR code, then a
 * first code) or SMS (a mobile number, then the code sent to it); and removing either.
 */
export class SetUpTwoFactor {
  constructor(
    private readonly twoFactor: TwoFactorGateway,
    private readonly session: SessionStore,
    private readonly notifier: Notifier,
  ) {}

  async startAuthenticator(): Promise<Result<AuthenticatorSetup, TwoFactorError>> {
    const setup = await this.twoFactor.generateAuthenticator();
    return setup.ok ? setup : fail(errorOf(setup.error));
  }

  async confirmAuthenticator(code: string): Promise<Result<void, TwoFactorError>> {
    const answer = await this.twoFactor.confirmAuthenticator(code.replace(/\s+/g, ''));
    return this.confirmed(answer, 'page.twoFactor.authenticatorReady');
  }

  async startSms(mobile: string): Promise<Result<SmsSent, TwoFactorError>> {
    if (!isDutchMobile(mobile)) return fail('twoFactor.invalid-mobile');
    const sent = await this.twoFactor.sendSetupSms(mobile.replace(/[\s-]/g, ''));
    return sent.ok ? sent : fail(errorOf(sent.error));
  }

  async confirmSms(code: string): Promise<Result<void, TwoFactorError>> {
    const answer = await this.twoFactor.confirmSms(code.replace(/\s+/g, ''));
    return this.confirmed(answer, 'page.twoFactor.smsReady');
  }

  /** Sends a removal code to the mobile number on file, for turning SMS codes off. */
  async sendRemovalSms(): Promise<Result<SmsSent, TwoFactorError>> {
    const sent = await this.twoFactor.sendRemovalSms();
    return sent.ok ? sent : fail(errorOf(sent.error));
  }

  /**
   * Removes the second factor, proven by a current code of it or the account password: whoever holds
   * only an open session (a borrowed laptop) must not be able to lower the protection of medical data.
   */
  async remove(method: 'authenticator' | 'sms', proof: FactorProof): Promise<Result<void, TwoFactorError>> {
    const cleaned: FactorProof =
      proof.kind === 'code' ? { kind: 'code', code: proof.code.replace(/\s+/g, '') } : proof;
    if (cleaned.kind === 'code' ? !cleaned.code : !cleaned.password) return fail('twoFactor.proof-required');
    const answer =
      method === 'sms'
        ? await this.twoFactor.resetSms(cleaned)
        : await this.twoFactor.resetAuthenticator(cleaned);
    if (!answer.ok) return fail(errorOf(answer.error));
    const user = this.session.user;
    if (user)
      this.session.signIn({
        ...user,
        twoFactorMethod: null,
        twoFactorSetupCompleted: false,
        maskedMobile: null,
      });
    this.notifier.notify({ type: 'success', title: 'page.twoFactor.removed' });
    return ok(undefined);
  }

  private confirmed(
    answer: Result<{ user: User | null }, GatewayFailure>,
    successKey: string,
  ): Result<void, TwoFactorError> {
    if (!answer.ok) return fail(errorOf(answer.error));
    if (answer.value.user) this.session.signIn(answer.value.user);
    this.notifier.notify({ type: 'success', title: successKey });
    return ok(undefined);
  }
}
