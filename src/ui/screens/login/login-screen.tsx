import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { usePageTitle } from '../../page-title';
import { useT, useViewModel } from '../../services-context';
import type { LoginField } from './login-view-model';

/** /login: username and password, then the second factor where the account has one. */
export const LoginScreen = observer(function LoginScreen() {
  const vm = useViewModel((services) => services.viewModels.login());
  const t = useT();
  usePageTitle('empty', 'page.login.title');
  const [params] = useSearchParams();
  const returnTo = params.get('redirect');
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (vm.error) errorRef.current?.focus();
  }, [vm.error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit(returnTo);
  };

  const fieldError = (field: LoginField, label: string) =>
    vm.missing.has(field) ? (
      <p className="field__error" id={`${field}-error`}>
        {withField(t('validation.required'), label)}
      </p>
    ) : null;

  const formError = vm.error ? (
    <p className="form__error" role="alert" tabIndex={-1} ref={errorRef} id="login-error">
      {t(`login.errors.${vm.error.replace('login.', '')}`)}
    </p>
  ) : null;

  if (vm.step === 'second-factor') {
    const label = t('page.login.code');
    return (
      <section className="card" aria-labelledby="login-heading">
        <h1 id="login-heading">{t('page.login.codeHeading')}</h1>
        <p>
          {vm.secondFactorMethod === 'sms'
            ? t('page.login.codeIntroSms')
            : t('page.login.codeIntroAuthenticator')}
        </p>
        <form onSubmit={onSubmit} noValidate>
          {formError}
          <div className="field">
            <label htmlFor="code">{label}</label>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={10}
              value={vm.code}
              aria-invalid={vm.missing.has('code') || undefined}
              aria-describedby={vm.missing.has('code') ? 'code-error' : undefined}
              onChange={(event) => vm.setCode(event.target.value)}
            />
            {fieldError('code', label)}
          </div>
          <button type="submit" className="button button--primary" disabled={vm.submitting}>
            {vm.submitting ? t('page.login.submitting') : t('page.login.verify')}
          </button>
          <button type="button" className="button button--link" onClick={() => vm.backToCredentials()}>
            {t('page.login.back')}
          </button>
        </form>
      </section>
    );
  }

  const usernameLabel = t('page.login.username');
  const passwordLabel = t('page.login.password');
  return (
    <section className="card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('page.login.heading')}</h1>
      <p>{t('page.login.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={vm.error ? 'login-error' : undefined}>
        {formError}
        <div className="field">
          <label htmlFor="username">{usernameLabel}</label>
          <input
            id="username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={vm.username}
            aria-invalid={vm.missing.has('username') || undefined}
            aria-describedby={vm.missing.has('username') ? 'username-error' : undefined}
            onChange={(event) => vm.setUsername(event.target.value)}
          />
          {fieldError('username', usernameLabel)}
        </div>
        <div className="field">
          <label htmlFor="password">{passwordLabel}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={vm.password}
            aria-invalid={vm.missing.has('password') || undefined}
            aria-describedby={vm.missing.has('password') ? 'password-error' : undefined}
            onChange={(event) => vm.setPassword(event.target.value)}
          />
          {fieldError('password', passwordLabel)}
        </div>
        <button type="submit" className="button button--primary" disabled={vm.submitting}>
          {vm.submitting ? t('page.login.submitting') : t('page.login.submit')}
        </button>
      </form>
    </section>
  );
});

export { LoginScreen as Component };
