import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { usePageTitle } from '../../page-title';
import { useT, useViewModel } from '../../services-context';
import type { LoginField } from './login-view-model';
import { SecondFactorForm } from './second-factor-form';

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

  if (vm.secondFactor) return <SecondFactorForm vm={vm.secondFactor} onBack={() => vm.backToCredentials()} />;

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

  const usernameLabel = t('page.login.username');
  const passwordLabel = t('page.login.password');
  return (
    <section className="card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('page.login.heading')}</h1>
      <p>{t('page.login.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={vm.error ? 'login-error' : undefined}>
        {vm.error ? (
          <p className="form__error" role="alert" tabIndex={-1} ref={errorRef} id="login-error">
            {t(`login.errors.${vm.error.replace('login.', '')}`)}
          </p>
        ) : null}
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
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.submitting}>
            {vm.submitting ? t('page.login.submitting') : t('page.login.submit')}
          </button>
          <Link to="/forgot">{t('page.login.forgot')}</Link>
        </div>
      </form>
    </section>
  );
});

export { LoginScreen as Component };
