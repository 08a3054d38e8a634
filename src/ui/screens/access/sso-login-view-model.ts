import { makeAutoObservable, runInAction } from 'mobx';
import type { SsoLogin } from '../../../application/access/sso-login';
import type { VerifyTwoFactor } from '../../../application/access/verify-two-factor';
import { SecondFactorViewModel } from './second-factor-view-model';

/** /auth/sso/login/{token}: redeems the token; a second factor is asked for here if the account has one. */
export class SsoLoginViewModel {
  secondFactor: SecondFactorViewModel | null = null;
  private started = false;

  constructor(
    private readonly ssoLogin: SsoLogin,
    private readonly verify: VerifyTwoFactor,
  ) {
    makeAutoObservable<SsoLoginViewModel, 'ssoLogin' | 'verify' | 'started'>(this, {
      ssoLogin: false,
      verify: false,
      started: false,
    });
  }

  async start(): Promise<void> {
    // React may mount a screen twice in development; the token can be redeemed only once.
    if (this.started) return;
    this.started = true;
    const result = await this.ssoLogin.execute();
    if (result.ok && result.value.kind === 'second-factor') {
      const step = new SecondFactorViewModel(this.verify, result.value.method, null);
      runInAction(() => (this.secondFactor = step));
      if (step.method === 'sms') await step.sendSms();
    }
  }
}
