import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';

/** /forgot: ask for a password reset link by e-mail. */
export const ForgotScreen = observer(function ForgotScreen() {
  const vm = useViewModel((services) => services.viewModels.forgot());
  const t = useT();
  const label = t('page.login.username');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <PageFrame routeId="forgot" layout="empty">
      <p>{t('page.forgot.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="forgot-username">{label}</label>
          <input
            id="forgot-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={vm.username}
            aria-invalid={vm.missing || undefined}
            aria-describedby={vm.missing ? 'forgot-username-error' : undefined}
            onChange={(event) => vm.setUsername(event.target.value)}
          />
          {vm.missing ? (
            <p className="field__error" id="forgot-username-error">
              {withField(t('validation.required'), label)}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.submitting}>
            {t('page.forgot.submit')}
          </button>
          <Link to="/login">{t('page.login.back')}</Link>
        </div>
      </form>
    </PageFrame>
  );
});

export { ForgotScreen as Component };
