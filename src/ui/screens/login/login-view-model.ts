import { makeAutoObservable, runInAction } from 'mobx';
import type { Login, LoginError } from '../../../application/auth/login';

export type LoginField = 'username' | 'password' | 'code';

/** The sign-in form: credentials first, then the second factor when the account has one. */
export class LoginViewModel {
  username = '';
  password = '';
  code = '';
  step: 'credentials' | 'second-factor' = 'credentials';
  secondFactorMethod: 'authenticator' | 'sms' = 'authenticator';
  submitting = false;
  /** The form's own error (a translation key under login.errors). */
  error: LoginError | null = null;
  /** Fields the user left empty when submitting. */
  missing: ReadonlySet<LoginField> = new Set();

  constructor(private readonly login: Login) {
    makeAutoObservable<LoginViewModel, 'login'>(this, { login: false });
  }

  setUsername(value: string): void {
    this.username = value;
    this.forget('username');
  }

  setPassword(value: string): void {
    this.password = value;
    this.forget('password');
  }

  setCode(value: string): void {
    this.code = value;
    this.forget('code');
  }

  backToCredentials(): void {
    this.step = 'credentials';
    this.code = '';
    this.error = null;
  }

  /** Submits the step the form is on; the password is cleared after a refusal, the username kept. */
  async submit(returnTo: string | null): Promise<void> {
    if (this.submitting) return;
    const missing = this.missingFields();
    this.missing = missing;
    if (missing.size > 0) return;
    this.submitting = true;
    this.error = null;
    const result =
      this.step === 'credentials'
        ? await this.login.execute({ username: this.username.trim(), password: this.password }, returnTo)
        : await this.login.verifySecondFactor(this.code, returnTo);
    runInAction(() => {
      this.submitting = false;
      if (!result.ok) {
        this.error = result.error;
        if (this.step === 'credentials') this.password = '';
        else this.code = '';
        return;
      }
      if (result.value.kind === 'second-factor') {
        this.step = 'second-factor';
        this.secondFactorMethod = result.value.method;
      }
    });
  }

  private missingFields(): Set<LoginField> {
    const missing = new Set<LoginField>();
    if (this.step === 'credentials') {
      if (!this.username.trim()) missing.add('username');
      if (!this.password) missing.add('password');
    } else if (!this.code.trim()) missing.add('code');
    return missing;
  }

  private forget(field: LoginField): void {
    if (!this.missing.has(field)) return;
    const next = new Set(this.missing);
    next.delete(field);
    this.missing = next;
  }
}
