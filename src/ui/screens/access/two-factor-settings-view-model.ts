import { makeAutoObservable, runInAction } from 'mobx';
import type { SetUpTwoFactor, TwoFactorError } from '../../../application/account/set-up-two-factor';
import type { AuthenticatorSetup } from '../../../application/account/two-factor-gateway';
import type { SessionStore } from '../../../application/session/session-store';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'authenticator'; readonly setup: AuthenticatorSetup }
  | { readonly kind: 'sms-number' }
  | { readonly kind: 'sms-code'; readonly sentTo: string }
  /** Removing the factor: proven by a current code of it or the password; `sentTo` once an SMS went. */
  | { readonly kind: 'remove'; readonly method: 'authenticator' | 'sms'; readonly sentTo: string | null };

/** The two-factor part of the settings page: what is set up, setting up either method, removing it. */
export class TwoFactorSettingsViewModel {
  step: Step = { kind: 'idle' };
  code = '';
  mobile = '';
  busy = false;
  error: TwoFactorError | null = null;
  missing: 'code' | 'mobile' | 'password' | null = null;
  /** How the removal is proven. */
  proofKind: 'code' | 'password' = 'code';
  password = '';

  constructor(
    private readonly setUp: SetUpTwoFactor,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<TwoFactorSettingsViewModel, 'setUp' | 'session'>(this, {
      setUp: false,
      session: false,
    });
  }

  get method(): 'authenticator' | 'sms' | null {
    return this.session.user?.twoFactorMethod ?? null;
  }

  get maskedMobile(): string | null {
    return this.session.user?.maskedMobile ?? null;
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
    this.missing = null;
  }

  setMobile(value: string): void {
    this.mobile = value;
    this.missing = null;
  }

  cancel(): void {
    this.step = { kind: 'idle' };
    this.reset();
  }

  async startAuthenticator(): Promise<void> {
    await this.run(async () => {
      const setup = await this.setUp.startAuthenticator();
      if (!setup.ok) return setup.error;
      runInAction(() => (this.step = { kind: 'authenticator', setup: setup.value }));
      return null;
    });
  }

  startSms(): void {
    this.reset();
    this.step = { kind: 'sms-number' };
  }

  async sendSms(): Promise<void> {
    if (!this.mobile.trim()) {
      this.missing = 'mobile';
      return;
    }
    await this.run(async () => {
      const sent = await this.setUp.startSms(this.mobile);
      if (!sent.ok) return sent.error;
      runInAction(() => (this.step = { kind: 'sms-code', sentTo: sent.value.maskedMobile }));
      return null;
    });
  }

  async confirm(): Promise<void> {
    if (!this.code) {
      this.missing = 'code';
      return;
    }
    const step = this.step.kind;
    await this.run(async () => {
      const done =
        step === 'authenticator'
          ? await this.setUp.confirmAuthenticator(this.code)
          : await this.setUp.confirmSms(this.code);
      if (!done.ok) {
        runInAction(() => (this.code = ''));
        return done.error;
      }
      runInAction(() => (this.step = { kind: 'idle' }));
      return null;
    });
  }

  /** Asks for proof before the second factor goes, and says what removing it means. */
  startRemoval(): void {
    const method = this.method;
    if (!method) return;
    this.reset();
    this.proofKind = 'code';
    this.step = { kind: 'remove', method, sentTo: null };
  }

  setProofKind(kind: 'code' | 'password'): void {
    this.proofKind = kind;
    this.missing = null;
    this.error = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.missing = null;
  }

  async sendRemovalSms(): Promise<void> {
    const step = this.step;
    if (step.kind !== 'remove') return;
    await this.run(async () => {
      const sent = await this.setUp.sendRemovalSms();
      if (!sent.ok) return sent.error;
      runInAction(() => (this.step = { ...step, sentTo: sent.value.maskedMobile }));
      return null;
    });
  }

  async remove(): Promise<void> {
    const step = this.step;
    if (step.kind !== 'remove') return;
    if (this.proofKind === 'code' ? !this.code : !this.password) {
      this.missing = this.proofKind;
      return;
    }
    const proof =
      this.proofKind === 'code'
        ? ({ kind: 'code', code: this.code } as const)
        : ({ kind: 'password', password: this.password } as const);
    await this.run(async () => {
      const removed = await this.setUp.remove(step.method, proof);
      if (!removed.ok) {
        // A wrong code is gone for good; a wrong password stays to be corrected.
        if (removed.error === 'twoFactor.invalid-code') runInAction(() => (this.code = ''));
        return removed.error;
      }
      runInAction(() => {
        this.step = { kind: 'idle' };
        this.password = '';
      });
      return null;
    });
  }

  private reset(): void {
    this.code = '';
    this.password = '';
    this.error = null;
    this.missing = null;
  }

  private async run(work: () => Promise<TwoFactorError | null>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = null;
    const error = await work();
    runInAction(() => {
      this.busy = false;
      this.error = error;
    });
  }
}
