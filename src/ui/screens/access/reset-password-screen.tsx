import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { withField } from '../../../i18n/create-i18n';
import { PageFrame } from '../../components/page-frame';
import { TextField } from '../../components/text-field';
import { useT, useViewModel } from '../../services-context';
import './access.css';

/** /password/reset-password/{token}: the token may span several segments. */
export const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const vm = useViewModel((services) => services.viewModels.resetPassword());
  const t = useT();
  const token = useParams()['*'] ?? '';
  useEffect(() => void vm.open(token), [vm, token]);

  const passwordLabel = t('page.resetPassword.password');
  const confirmationLabel = t('page.resetPassword.confirmation');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };

  let content;
  if (vm.state === 'checking') content = <output className="loading">{t('common.loading')}</output>;
  else if (vm.state === 'invalid-token' || vm.state === 'unavailable') {
    content = (
      <div role="alert" className="form__error">
        <p>
          {t(vm.state === 'invalid-token' ? 'page.resetPassword.invalidToken' : 'common.somethingWentWrong')}
        </p>
        <Link to="/forgot">{t('page.resetPassword.requestNew')}</Link>
      </div>
    );
  } else {
    const passwordMessage =
      vm.passwordError === 'required'
        ? withField(t('validation.required'), passwordLabel)
        : vm.passwordError === 'password'
          ? withField(t('validation.password'), passwordLabel)
          : null;
    const confirmationMessage =
      vm.confirmationError === 'required'
        ? withField(t('validation.required'), confirmationLabel)
        : vm.confirmationError === 'confirmed'
          ? t('validation.confirmed')
          : null;
    content = (
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={passwordLabel}
          value={vm.password}
          onValue={(value) => vm.setPassword(value)}
          error={[passwordMessage, ...vm.serverMessages].filter(Boolean).join(' ') || null}
          aria-describedby="password-rules"
        />
        <div id="password-rules" className="checklist">
          <p className="checklist__title">{t('page.resetPassword.rulesTitle')}</p>
          <ul aria-live="polite">
            {vm.checklist.map(({ rule, met }) => (
              <li key={rule} className={met ? 'checklist__item checklist__item--met' : 'checklist__item'}>
                <span aria-hidden="true">{met ? '✓' : '•'} </span>
                {t(`page.resetPassword.rules.${rule}`, { count: vm.policy?.minLength ?? 0 })}
                <span className="visually-hidden">
                  {' '}
                  ({met ? t('page.resetPassword.ruleMet') : t('page.resetPassword.ruleNotMet')})
                </span>
              </li>
            ))}
          </ul>
        </div>
        <TextField
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          label={confirmationLabel}
          value={vm.confirmation}
          onValue={(value) => vm.setConfirmation(value)}
          error={confirmationMessage}
        />
        <button type="submit" className="button button--primary" disabled={vm.submitting}>
          {t('page.resetPassword.submit')}
        </button>
      </form>
    );
  }
  return (
    <PageFrame routeId="resetPassword" layout="empty">
      {content}
    </PageFrame>
  );
});

export { ResetPasswordScreen as Component };
