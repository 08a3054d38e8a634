import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { withField } from '../../../i18n/create-i18n';
import { TextField } from '../../components/text-field';
import { useT } from '../../services-context';
import type { SecondFactorViewModel } from './second-factor-view-model';
import { errorKey } from '../../error-key';

/** The code field of a sign-in's second step; it accepts pasted codes and offers one-time-code autofill. */
export const SecondFactorForm = observer(function SecondFactorForm({
  vm,
  onBack,
}: {
  vm: SecondFactorViewModel;
  onBack?: () => void;
}) {
  const t = useT();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (vm.error) errorRef.current?.focus();
  }, [vm.error]);
  const label = t('page.login.code');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <section className="card" aria-labelledby="second-factor-heading">
      <h1 id="second-factor-heading">{t('page.login.codeHeading')}</h1>
      <p>
        {vm.method === 'sms'
          ? vm.sentTo
            ? t('page.login.codeIntroSmsSent', { mobile: vm.sentTo })
            : t('page.login.codeIntroSms')
          : t('page.login.codeIntroAuthenticator')}
      </p>
      <form onSubmit={onSubmit} noValidate>
        {vm.error ? (
          <p className="form__error" role="alert" tabIndex={-1} ref={errorRef}>
            {t(errorKey('login.errors', 'login', vm.error))}
          </p>
        ) : null}
        <TextField
          id="code"
          name="code"
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={vm.code}
          onValue={(value) => vm.setCode(value)}
          error={vm.missing ? withField(t('validation.required'), label) : null}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.submitting}>
            {vm.submitting ? t('page.login.submitting') : t('page.login.verify')}
          </button>
          {vm.method === 'sms' ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void vm.sendSms()}
              disabled={vm.sending}
            >
              {t('page.login.resendSms')}
            </button>
          ) : null}
          {onBack ? (
            <button type="button" className="button button--link" onClick={onBack}>
              {t('page.login.back')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
});
