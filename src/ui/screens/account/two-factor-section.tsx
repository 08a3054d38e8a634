import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { withField } from '../../../i18n/create-i18n';
import { QrCode } from '../../components/qr-code';
import { useT, useViewModel } from '../../services-context';

/** Setting up and removing the second factor, on the settings page. */
export const TwoFactorSection = observer(function TwoFactorSection() {
  const vm = useViewModel((services) => services.viewModels.twoFactorSettings());
  const t = useT();
  const codeLabel = t('page.login.code');
  const mobileLabel = t('page.twoFactor.mobile');
  const step = vm.step;

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void vm.sendSms();
  };

  const error = vm.error ? (
    <p className="form__error" role="alert">
      {t(`page.twoFactor.errors.${vm.error.replace('twoFactor.', '')}`)}
    </p>
  ) : null;

  const codeField = (
    <div className="field">
      <label htmlFor="setup-code">{codeLabel}</label>
      <input
        id="setup-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={vm.code}
        aria-invalid={vm.missing === 'code' || undefined}
        aria-describedby={vm.missing === 'code' ? 'setup-code-error' : undefined}
        onChange={(event) => vm.setCode(event.target.value)}
      />
      {vm.missing === 'code' ? (
        <p className="field__error" id="setup-code-error">
          {withField(t('validation.required'), codeLabel)}
        </p>
      ) : null}
    </div>
  );

  const actions = (submitKey: string) => (
    <div className="form__actions">
      <button type="submit" className="button button--primary" disabled={vm.busy}>
        {t(submitKey)}
      </button>
      <button type="button" className="button button--secondary" onClick={() => vm.cancel()}>
        {t('common.cancel')}
      </button>
    </div>
  );

  return (
    <section aria-labelledby="settings-two-factor" className="panel">
      <h2 id="settings-two-factor">{t('page.twoFactor.heading')}</h2>
      <p>
        {vm.method === 'authenticator'
          ? t('page.twoFactor.statusAuthenticator')
          : vm.method === 'sms'
            ? t('page.twoFactor.statusSms', { mobile: vm.maskedMobile ?? '' })
            : t('page.twoFactor.statusNone')}
      </p>
      {error}
      {step.kind === 'idle' ? (
        <div className="form__actions">
          {vm.method ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void vm.remove()}
              disabled={vm.busy}
            >
              {t(vm.method === 'sms' ? 'page.twoFactor.removeSms' : 'page.twoFactor.removeAuthenticator')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void vm.startAuthenticator()}
                disabled={vm.busy}
              >
                {t('page.twoFactor.setUpAuthenticator')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => vm.startSms()}
                disabled={vm.busy}
              >
                {t('page.twoFactor.setUpSms')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {step.kind === 'authenticator' ? (
        <form onSubmit={onConfirm} noValidate>
          <p>{t('page.twoFactor.scan')}</p>
          <QrCode text={step.setup.otpauthUrl} />
          <p>
            {t('page.twoFactor.manual')} <code className="secret">{step.setup.secret}</code>
          </p>
          {codeField}
          {actions('page.twoFactor.confirm')}
        </form>
      ) : null}
      {step.kind === 'sms-number' ? (
        <form onSubmit={onSend} noValidate>
          <div className="field">
            <label htmlFor="setup-mobile">{mobileLabel}</label>
            <input
              id="setup-mobile"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={vm.mobile}
              aria-invalid={vm.missing === 'mobile' || vm.error === 'twoFactor.invalid-mobile' || undefined}
              aria-describedby="setup-mobile-help setup-mobile-error"
              onChange={(event) => vm.setMobile(event.target.value)}
            />
            <p className="field__help" id="setup-mobile-help">
              {t('page.twoFactor.mobileHelp')}
            </p>
            {vm.missing === 'mobile' || vm.error === 'twoFactor.invalid-mobile' ? (
              <p className="field__error" id="setup-mobile-error">
                {withField(
                  t(vm.missing === 'mobile' ? 'validation.required' : 'validation.mobile'),
                  mobileLabel,
                )}
              </p>
            ) : null}
          </div>
          {actions('page.twoFactor.sendCode')}
        </form>
      ) : null}
      {step.kind === 'sms-code' ? (
        <form onSubmit={onConfirm} noValidate>
          <p>{t('page.login.codeIntroSmsSent', { mobile: step.sentTo })}</p>
          {codeField}
          {actions('page.twoFactor.confirm')}
        </form>
      ) : null}
    </section>
  );
});
