import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Locale } from '../../domain/locale/locale';
import { LOCALES, flagOf, parseLocale } from '../../domain/locale/locale';
import { useServices, useT } from '../services-context';

/**
 * Chooses the portal's language; the choice is kept in the language cookie and, for a signed-in user,
 * at the back office, so it follows them to another browser.
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { locale, tableLayouts } = useServices();
  const t = useT();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>
        <span className={`flag flag--${flagOf(locale.current)}`} aria-hidden="true" />
        <span className="language-switch__text">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={locale.current}
        onChange={(event) => void tableLayouts.changeLanguage(parseLocale(event.target.value) as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
