import { makeAutoObservable, runInAction } from 'mobx';
import type { Login, LoginError } from '../../../application/access/login';
import type { VerifyTwoFactor } from '../../../application/access/verify-two-factor';
import { SecondFactorViewModel } from './second-factor-view-model';

export type LoginField = 'username' | 'password';

/** The sign-in form: credentials first, then the second factor when the account has one. */
export class LoginViewModel {
  username = '';
  password = '';
  submitting = false;
  /** The form's own error (a translation key under login.errors). */
  error: LoginError | null = null;
  /** The server's words for a refusal, when it gave some (wrong credentials: the tries left). */
  serverMessage: string | null = null;
  /** Fields the user left empty when submitting. */
  missing: ReadonlySet<LoginField> = new Set();
  secondFactor: SecondFactorViewModel | null = null;

  constructor(
    private readonly login: Login,
    private readonly verify: VerifyTwoFactor,
  ) {
    makeAutoObservable<LoginViewModel, 'login' | 'verify'>(this, { login: false, verify: false });
  }

  get step(): 'credentials' | 'second-factor' {
    return this.secondFactor ? 'second-factor' : 'credentials';
  }

  setUsername(value: string): void {
    this.username = value;
    this.forget('username');
  }

  setPassword(value: string): void {
    this.password = value;
    this.forget('password');
  }

  backToCredentials(): void {
    this.secondFactor = null;
    this.error = null;
    this.serverMessage = null;
  }

  /** Submits the credentials; the password is cleared after a refusal, the username kept. */
  async submit(returnTo: string | null): Promise<void> {
    if (this.submitting) return;
    const missing = new Set<LoginField>();
    if (!this.username.trim()) missing.add('username');
    if (!this.password) missing.add('password');
    this.missing = missing;
    if (missing.size > 0) return;
    this.submitting = true;
    this.error = null;
    this.serverMessage = null;
    const result = await this.login.execute(
      { username: this.username.trim(), password: this.password },
      returnTo,
    );
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) {
        this.error = result.error.error;
        this.serverMessage = result.error.message;
        this.password = '';
        return;
      }
      if (result.value.kind === 'second-factor') {
        this.password = '';
        this.secondFactor = new SecondFactorViewModel(this.verify, result.value.method, returnTo);
      }
    });
    if (this.secondFactor?.method === 'sms') await this.secondFactor.sendSms();
  }

  private forget(field: LoginField): void {
    if (!this.missing.has(field)) return;
    const next = new Set(this.missing);
    next.delete(field);
    this.missing = next;
  }
}
