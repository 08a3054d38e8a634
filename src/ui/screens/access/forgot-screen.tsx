import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
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
        <TextField
          id="forgot-username"
          name="username"
          label={label}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={vm.username}
          onValue={(value) => vm.setUsername(value)}
          error={vm.missing ? withField(t('validation.required'), label) : null}
        />
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
