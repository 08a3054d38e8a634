import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { LOGO_TYPES, MAX_LOGO_KB, THEME_IDS } from '../../../domain/admin/branding';
import type { LogoSlot } from '../../../domain/admin/branding';
import { THEMES } from '../../../domain/theme/theme';
import { useT } from '../../services-context';
import type { BrandingViewModel } from './branding-view-model';
import '../../components/form/form.css';

/** Reads a chosen file as a data URL, the form the back office keeps a logo in. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('unreadable'));
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsDataURL(file);
  });
}

/** The seven themes as radio buttons, each with a swatch of its colour. */
export const ThemeChoice = observer(function ThemeChoice({ vm }: { vm: BrandingViewModel }) {
  const t = useT();
  return (
    <fieldset className="theme-choice">
      <legend>{t('admin.branding.theme')}</legend>
      <div className="theme-choice__options">
        {THEME_IDS.map((id) => (
          <label key={id} className="theme-choice__option" data-theme={THEMES[id]}>
            <input
              type="radio"
              name="theme"
              value={id}
              checked={vm.themeId === id}
              onChange={() => vm.chooseTheme(id)}
            />
            <span className="theme-choice__swatch" aria-hidden="true" />
            <span>{t(`admin.themes.${THEMES[id]}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

/** One logo: what it is now, a file to replace it with, and removing it. */
export const LogoField = observer(function LogoField({
  vm,
  slot,
}: {
  vm: BrandingViewModel;
  slot: LogoSlot;
}) {
  const t = useT();
  const id = `branding-${slot}`;
  const image = vm.imageOf(slot);
  const problem = vm.feedback.problemOf(slot);
  const error = problem
    ? t(`admin.problems.${problem}`, { max: MAX_LOGO_KB })
    : vm.feedback.serverMessageOf(slot);
  const label = t(slot === 'logo' ? 'admin.branding.logo' : 'admin.branding.fullLogo');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void vm.chooseLogo(slot, { type: file.type, size: file.size, read: () => readAsDataUrl(file) });
  };
  return (
    <div className="field logo-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__help" id={`${id}-help`}>
        {t(slot === 'logo' ? 'admin.branding.logoHelp' : 'admin.branding.fullLogoHelp', { max: MAX_LOGO_KB })}
      </p>
      <div className={`logo-field__image logo-field__image--${slot}`}>
        {image ? (
          <img src={image} alt={t('admin.branding.current', { name: label })} />
        ) : (
          <span className="muted">{t('admin.branding.noLogo')}</span>
        )}
      </div>
      <div className="logo-field__actions">
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        {image ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => vm.removeLogo(slot)}
          >
            {t(`admin.branding.remove.${slot}`)}
          </button>
        ) : null}
      </div>
      {vm.reading === slot ? <p className="muted">{t('admin.branding.reading')}</p> : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The portal as the division's people will see it, in the chosen theme with the chosen logos: a
 * picture only (inert), so it never takes the focus or a click.
 */
export const BrandingPreview = observer(function BrandingPreview({ vm }: { vm: BrandingViewModel }) {
  const t = useT();
  const logo = vm.imageOf('logo');
  const fullLogo = vm.imageOf('fullLogo');
  return (
    <figure className="brand-preview" data-theme={vm.themeName}>
      <figcaption>{t('admin.branding.preview', { theme: t(`admin.themes.${vm.themeName}`) })}</figcaption>
      <div className="brand-preview__portal" inert>
        <div className="brand-preview__header">
          {fullLogo ? (
            <img src={fullLogo} alt="" className="brand-preview__full-logo" />
          ) : logo ? (
            <img src={logo} alt="" className="brand-preview__logo" />
          ) : null}
          <span>{t('common.appName')}</span>
        </div>
        <div className="brand-preview__body">
          <ul className="brand-preview__menu">
            <li className="brand-preview__menu-current">{t('admin.branding.sampleDashboard')}</li>
            <li>{t('admin.branding.sampleAppointments')}</li>
            <li>{t('admin.branding.sampleEmployees')}</li>
          </ul>
          <div className="brand-preview__content">
            <p className="brand-preview__title">{t('admin.branding.sampleTitle')}</p>
            <p>{t('admin.branding.sampleText')}</p>
            <span className="button button--primary">{t('admin.branding.sampleButton')}</span>{' '}
            <span className="brand-preview__link">{t('admin.branding.sampleLink')}</span>
          </div>
        </div>
      </div>
    </figure>
  );
});
