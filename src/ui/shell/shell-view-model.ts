import { makeAutoObservable } from 'mobx';
import type { Logout } from '../../application/auth/logout';
import type { LocalePreference } from '../../application/locale/locale-preference';
import type { SessionStore } from '../../application/session/session-store';
import type { ThemePainter } from '../../application/theme/theme-painter';
import { permissionsOf } from '../../domain/access/user';
import type { Permission } from '../../domain/access/permission';
import { defaultPortalOf } from '../../domain/access/portal';
import type { Portal } from '../../domain/access/portal';
import type { Locale } from '../../domain/locale/locale';
import { LOCALES, flagOf } from '../../domain/locale/locale';

/** The frame around every signed-in screen: who is signed in, the language, the theme, sign-out. */
export class ShellViewModel {
  signingOut = false;

  constructor(
    private readonly session: SessionStore,
    private readonly logout: Logout,
    private readonly locale: LocalePreference,
    private readonly theme: ThemePainter,
  ) {
    makeAutoObservable<ShellViewModel, 'session' | 'logout' | 'locale' | 'theme'>(this, {
      session: false,
      logout: false,
      locale: false,
      theme: false,
    });
  }

  get user() {
    return this.session.user;
  }

  get permissions(): readonly Permission[] {
    return this.session.user ? [...permissionsOf(this.session.user)].sort() : [];
  }

  get portal(): Portal | null {
    return this.session.user ? defaultPortalOf(this.session.user) : null;
  }

  get language(): Locale {
    return this.locale.current;
  }

  get languages(): readonly { locale: Locale; flag: string }[] {
    return LOCALES.map((locale) => ({ locale, flag: flagOf(locale) }));
  }

  get logo(): string | null {
    return this.theme.current.logo;
  }

  changeLanguage(locale: Locale): Promise<void> {
    return this.locale.change(locale);
  }

  async signOut(): Promise<void> {
    this.signingOut = true;
    await this.logout.execute();
    this.signingOut = false;
  }
}
