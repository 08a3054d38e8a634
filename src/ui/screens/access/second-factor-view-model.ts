import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginError } from '../../../application/access/sign-in-steps';
import type { VerifyTwoFactor } from '../../../application/access/verify-two-factor';

/** The code step of a sign-in (password or SSO): an authenticator code, or an SMS code we send. */
export class SecondFactorViewModel {
  code = '';
  missing = false;
  submitting = false;
  sending = false;
  error: LoginError | null = null;
  /** Where the last SMS code went (masked), once sent. */
  sentTo: string | null = null;

  constructor(
    private readonly verify: VerifyTwoFactor,
    readonly method: 'authenticator' | 'sms',
    private readonly returnTo: string | null,
  ) {
    makeAutoObservable<SecondFactorViewModel, 'verify' | 'returnTo'>(this, {
      verify: false,
      returnTo: false,
    });
  }

  setCode(value: string): void {
    // Pasted codes often carry spaces or a trailing newline; keep digits only.
    this.code = value.replace(/\D/g, '').slice(0, 6);
    this.missing = false;
  }

  /** Sends (or re-sends) the SMS code. */
  async sendSms(): Promise<void> {
    if (this.method !== 'sms' || this.sending) return;
    this.sending = true;
    const sent = await this.verify.sendSms();
    runInAction(() => {
      this.sending = false;
      if (sent.ok) {
        this.sentTo = sent.value;
        this.error = null;
      } else this.error = sent.error;
    });
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    if (!this.code) {
      this.missing = true;
      return;
    }
    this.submitting = true;
    this.error = null;
    const result = await this.verify.execute(this.method, this.code, this.returnTo);
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) {
        this.error = result.error;
        this.code = '';
      }
    });
  }
}
