import { makeAutoObservable } from 'mobx';
import type { PortalSelection } from '../../application/access/portal-selection';
import type { ResolvePortalRedirect } from '../../application/access/resolve-portal-redirect';
import type { Logout } from '../../application/access/logout';
import type { LocalePreference } from '../../application/locale/locale-preference';
import type { SessionStore } from '../../application/session/session-store';
import type { ThemePainter } from '../../application/theme/theme-painter';
import { mayShow } from '../../domain/access/navigation-guard';
import type { Portal } from '../../domain/access/portal';
import { allowedPortalsOf, defaultPortalOf } from '../../domain/access/portal';
import type { Locale } from '../../domain/locale/locale';
import type { Theme } from '../../domain/theme/theme';
import type { MenuEntry } from '../routes/screen-catalogue';
import { ADMIN_SECTIONS, SIDEBAR_ENTRIES } from '../routes/screen-catalogue';

/** The frame around every signed-in screen: who is signed in, the menu, portals, language, sign-out. */
export class ShellViewModel {
  signingOut = false;
  menuOpen = false;
  /** On a phone the header's tools (portal, language, account) fold behind the user's name. */
  toolsOpen = false;
  portalChooserOpen = false;
  portalError: 'portalsPage.refused' | null = null;

  constructor(
    private readonly session: SessionStore,
    private readonly logout: Logout,
    private readonly locale: LocalePreference,
    private readonly theme: ThemePainter,
    private readonly selection: PortalSelection,
    private readonly portalRedirect: ResolvePortalRedirect,
  ) {
    makeAutoObservable<
      ShellViewModel,
      'session' | 'logout' | 'locale' | 'theme' | 'selection' | 'portalRedirect'
    >(this, {
      session: false,
      logout: false,
      locale: false,
      theme: false,
      selection: false,
      portalRedirect: false,
    });
  }

  get user() {
    return this.session.user;
  }

  /** The sidebar entries this user may open; the admin entry also for a manager of one admin section. */
  get sidebar(): readonly MenuEntry[] {
    const user = this.session.user;
    return SIDEBAR_ENTRIES.flatMap((entry) => {
      if (mayShow(user, entry.anyOf)) return [entry];
      if (entry.routeId !== 'admin') return [];
      const section = ADMIN_SECTIONS.find((candidate) => mayShow(user, candidate.anyOf));
      return section ? [{ ...entry, path: section.path }] : [];
    });
  }

  get adminSections(): readonly MenuEntry[] {
    return ADMIN_SECTIONS.filter((section) => mayShow(this.session.user, section.anyOf));
  }

  get portals(): readonly Portal[] {
    return this.session.user ? allowedPortalsOf(this.session.user) : [];
  }

  get currentPortal(): Portal | null {
    return this.selection.current ?? (this.session.user ? defaultPortalOf(this.session.user) : null);
  }

  get language(): Locale {
    return this.locale.current;
  }

  get currentTheme(): Theme {
    return this.theme.current;
  }

  get logo(): string | null {
    return this.theme.current.logo;
  }

  toggleTools(): void {
    this.toolsOpen = !this.toolsOpen;
  }

  toggleMenu(): void {
    this.menuOpen = !this.menuOpen;
  }

  closeMenu(): void {
    this.menuOpen = false;
  }

  openPortalChooser(): void {
    this.portalError = null;
    this.portalChooserOpen = true;
  }

  closePortalChooser(): void {
    this.portalChooserOpen = false;
  }

  /** Leaves for another portal through the backend; an address that is not allowed stays here. */
  enterPortal(portal: Portal): void {
    const result = this.portalRedirect.execute(portal, '/');
    this.portalError = result.ok ? null : 'portalsPage.refused';
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
