import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { TextField } from '../../components/text-field';
import { usePageTitle } from '../../page-title';
import { useT, useViewModel } from '../../services-context';
import type { LoginField } from './login-view-model';
import { SecondFactorForm } from './second-factor-form';
import { errorKey } from '../../error-key';

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

  const requiredError = (field: LoginField, label: string) =>
    vm.missing.has(field) ? withField(t('validation.required'), label) : null;

  const usernameLabel = t('page.login.username');
  const passwordLabel = t('page.login.password');
  return (
    <section className="card" aria-labelledby="login-heading">
      <h1 id="login-heading">{t('page.login.heading')}</h1>
      <p>{t('page.login.intro')}</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={vm.error ? 'login-error' : undefined}>
        {vm.error ? (
          <p className="form__error" role="alert" tabIndex={-1} ref={errorRef} id="login-error">
            {vm.serverMessage ?? t(errorKey('login.errors', 'login', vm.error))}
          </p>
        ) : null}
        <TextField
          id="username"
          name="username"
          label={usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={vm.username}
          onValue={(value) => vm.setUsername(value)}
          error={requiredError('username', usernameLabel)}
        />
        <TextField
          id="password"
          name="password"
          type="password"
          label={passwordLabel}
          autoComplete="current-password"
          value={vm.password}
          onValue={(value) => vm.setPassword(value)}
          error={requiredError('password', passwordLabel)}
        />
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
