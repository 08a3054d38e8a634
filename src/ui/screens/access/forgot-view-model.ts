import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestPasswordReset } from '../../../application/account/request-password-reset';

/** /forgot: one field, the username the reset link is for. */
export class ForgotViewModel {
  username = '';
  missing = false;
  submitting = false;

  constructor(private readonly requestReset: RequestPasswordReset) {
    makeAutoObservable<ForgotViewModel, 'requestReset'>(this, { requestReset: false });
  }

  setUsername(value: string): void {
    this.username = value;
    this.missing = false;
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    if (!this.username.trim()) {
      this.missing = true;
      return;
    }
    this.submitting = true;
    await this.requestReset.execute(this.username);
    runInAction(() => (this.submitting = false));
  }
}
