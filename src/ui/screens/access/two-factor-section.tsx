import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { withField } from '../../../i18n/create-i18n';
import { TextField } from '../../components/form/text-field';
import { QrCode } from '../../components/qr-code';
import { useT, useViewModel } from '../../services-context';
import { errorKey } from '../../error-key';
import type { TranslationKey } from '../../../i18n/translation-key';
import './access.css';

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
  const onRemove = (event: FormEvent) => {
    event.preventDefault();
    void vm.remove();
  };

  // A refusal about one field is shown next to that field; the others above the form. One message each.
  const fieldErrors = ['twoFactor.invalid-code', 'twoFactor.invalid-mobile', 'twoFactor.invalid-password'];
  const error =
    vm.error && !fieldErrors.includes(vm.error) ? (
      <p className="form__error" role="alert">
        {t(errorKey('page.twoFactor.errors', 'twoFactor', vm.error))}
      </p>
    ) : null;

  const codeField = (
    <TextField
      id="setup-code"
      label={codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={vm.code}
      error={
        vm.missing === 'code'
          ? withField(t('validation.required'), codeLabel)
          : vm.error === 'twoFactor.invalid-code'
            ? t('page.twoFactor.errors.invalid-code')
            : null
      }
      onValue={(value) => vm.setCode(value)}
    />
  );

  const actions = (submitKey: TranslationKey) => (
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
              onClick={() => vm.startRemoval()}
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
          <TextField
            id="setup-mobile"
            label={mobileLabel}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={vm.mobile}
            help={t('page.twoFactor.mobileHelp')}
            error={
              vm.missing === 'mobile' || vm.error === 'twoFactor.invalid-mobile'
                ? withField(
                    t(vm.missing === 'mobile' ? 'validation.required' : 'validation.mobile'),
                    mobileLabel,
                  )
                : null
            }
            onValue={(value) => vm.setMobile(value)}
          />
          {actions('page.twoFactor.sendCode')}
        </form>
      ) : null}
      {step.kind === 'remove' ? (
        <form onSubmit={onRemove} noValidate aria-labelledby="remove-factor-heading">
          <h3 id="remove-factor-heading">
            {t(
              step.method === 'sms'
                ? 'page.twoFactor.removeHeadingSms'
                : 'page.twoFactor.removeHeadingAuthenticator',
            )}
          </h3>
          <p className="notice notice--warning">{t('page.twoFactor.removeWarning')}</p>
          <fieldset className="choice-group">
            <legend>{t('page.twoFactor.proofLabel')}</legend>
            {(['code', 'password'] as const).map((kind) => (
              <label key={kind} className="choice">
                <input
                  type="radio"
                  name="removal-proof"
                  value={kind}
                  checked={vm.proofKind === kind}
                  onChange={() => vm.setProofKind(kind)}
                />
                {t(kind === 'code' ? 'page.twoFactor.proofCode' : 'page.twoFactor.proofPassword')}
              </label>
            ))}
          </fieldset>
          {vm.proofKind === 'code' ? (
            <>
              <p className="field__help" id="removal-code-help">
                {step.sentTo
                  ? t('page.twoFactor.removalCodeSent', { mobile: step.sentTo })
                  : t(
                      step.method === 'sms'
                        ? 'page.twoFactor.proofCodeHelpSms'
                        : 'page.twoFactor.proofCodeHelpAuthenticator',
                    )}
              </p>
              {step.method === 'sms' ? (
                <div className="form__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void vm.sendRemovalSms()}
                    disabled={vm.busy}
                  >
                    {t('page.twoFactor.sendRemovalCode')}
                  </button>
                </div>
              ) : null}
              {codeField}
            </>
          ) : (
            <TextField
              id="removal-password"
              label={t('page.twoFactor.password')}
              type="password"
              autoComplete="current-password"
              value={vm.password}
              error={
                vm.missing === 'password'
                  ? withField(t('validation.required'), t('page.twoFactor.password'))
                  : vm.error === 'twoFactor.invalid-password'
                    ? t('page.twoFactor.errors.invalid-password')
                    : null
              }
              onValue={(value) => vm.setPassword(value)}
            />
          )}
          <div className="form__actions">
            <button type="submit" className="button button--danger" disabled={vm.busy}>
              {t('page.twoFactor.removeConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => vm.cancel()}>
              {t('page.twoFactor.keep')}
            </button>
          </div>
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
