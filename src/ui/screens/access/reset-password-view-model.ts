import { makeAutoObservable, runInAction } from 'mobx';
import type { ResetPassword } from '../../../application/account/reset-password';
import type { NewPasswordError, PasswordPolicy, PasswordRule } from '../../../domain/account/password-policy';
import { brokenRules, rulesOf } from '../../../domain/account/password-policy';

/** /password/reset-password/{token}: check the token, show the rules live, set the new password. */
export class ResetPasswordViewModel {
  state: 'checking' | 'ready' | 'invalid-token' | 'unavailable' = 'checking';
  policy: PasswordPolicy | null = null;
  password = '';
  confirmation = '';
  passwordError: NewPasswordError | null = null;
  confirmationError: NewPasswordError | null = null;
  serverMessages: readonly string[] = [];
  submitting = false;
  private token = '';
  private opens: AbortController | null = null;

  constructor(private readonly resetPassword: ResetPassword) {
    makeAutoObservable<ResetPasswordViewModel, 'resetPassword' | 'token' | 'opens'>(this, {
      resetPassword: false,
      token: false,
      opens: false,
    });
  }

  /** While the screen is shown; leaving it cancels a token check still under way. */
  attach(): () => void {
    return () => {
      this.opens?.abort();
      this.opens = null;
    };
  }

  /** The checklist: every rule of the policy and whether the typed password meets it. */
  get checklist(): readonly { rule: PasswordRule; met: boolean }[] {
    if (!this.policy) return [];
    const broken = new Set(brokenRules(this.password, this.policy));
    return rulesOf(this.policy).map((rule) => ({ rule, met: !broken.has(rule) }));
  }

  /** Checks the token; opening another token cancels the check of the one before. */
  async open(token: string): Promise<void> {
    this.opens?.abort();
    const controller = new AbortController();
    this.opens = controller;
    this.token = token;
    this.state = 'checking';
    const opening = await this.resetPassword.open(token, controller.signal);
    if (controller.signal.aborted || opening.kind === 'aborted') return;
    runInAction(() => {
      if (opening.kind === 'ready') {
        this.policy = opening.policy;
        this.state = 'ready';
      } else this.state = opening.kind;
    });
  }

  setPassword(value: string): void {
    this.password = value;
    this.passwordError = null;
    this.serverMessages = [];
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.confirmationError = null;
  }

  async submit(): Promise<void> {
    if (!this.policy || this.submitting) return;
    this.submitting = true;
    const result = await this.resetPassword.submit(this.token, this.password, this.confirmation, this.policy);
    runInAction(() => {
      this.submitting = false;
      if (result.ok) return;
      if (result.error.tokenInvalid) {
        this.state = 'invalid-token';
        return;
      }
      this.passwordError = result.error.password;
      this.confirmationError = result.error.confirmation;
      this.serverMessages = result.error.serverMessages['password'] ?? [];
    });
  }
}
