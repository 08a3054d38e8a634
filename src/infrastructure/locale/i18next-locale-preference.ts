import type { i18n } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LocalePreference } from '../../application/locale/locale-preference';
import type { CookieStore } from '../../application/platform/cookie-store';
import type { Locale } from '../../domain/locale/locale';
import { parseLocale } from '../../domain/locale/locale';
import { ensureCoreTexts } from '../../i18n/create-i18n';
import { LANGUAGE_COOKIE, LEGACY_LANGUAGE_COOKIE, storedLanguage } from '../browser/cookie-names';

/** The language, kept in i18next and in the language cookie so a reload keeps it. */
export class I18nextLocalePreference implements LocalePreference {
  current: Locale;

  constructor(
    private readonly i18n: i18n,
    private readonly cookies: CookieStore,
    private readonly documentElement: { lang: string } | null,
  ) {
    this.current = parseLocale(storedLanguage((name) => cookies.get(name)));
    makeAutoObservable<I18nextLocalePreference, 'i18n' | 'cookies' | 'documentElement'>(this, {
      i18n: false,
      cookies: false,
      documentElement: false,
    });
    this.sync();
  }

  ready(): Promise<void> {
    return ensureCoreTexts(this.i18n, this.current);
  }

  async change(locale: Locale): Promise<void> {
    // The choice is kept at once, so a page loaded while the texts are on their way has it too.
    this.cookies.set(LANGUAGE_COOKIE.name, locale, LANGUAGE_COOKIE);
    this.cookies.set(LEGACY_LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE);
    await ensureCoreTexts(this.i18n, locale);
    runInAction(() => {
      this.current = locale;
    });
    this.sync();
    await this.i18n.changeLanguage(locale);
  }

  private sync(): void {
    if (this.documentElement) this.documentElement.lang = this.current;
  }
}
