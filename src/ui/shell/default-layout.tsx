import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router';
import { Icon } from '../components/icon';
import { LanguageSwitch } from '../components/language-switch';
import { useServices, useT, useViewModel } from '../services-context';
import { useMediaQuery } from '../platform/use-media-query';
import { LinkedAccountsLink } from './linked-accounts-link';
import { PortalSwitcher } from './portal-switcher';
import { SearchLauncher } from './search-launcher';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { Sidebar } from './sidebar';

/** Where the header folds its tools behind the user's name (as in portal.css). */
const PHONE = '(max-width: 900px)';

/** The layout of signed-in screens: header with brand, portal, language and user; sidebar; the page. */
export const DefaultLayout = observer(function DefaultLayout({ children }: { children?: ReactNode }) {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  const user = shell.user;
  const { tableLayouts } = useServices();
  const userId = user?.id ?? null;
  // On a phone the user's name is the button the header's tools unfold from; elsewhere plain text.
  const phone = useMediaQuery(PHONE);
  useEffect(() => {
    // The user's table layouts and language, kept at the back office, follow them to this browser.
    if (userId) void tableLayouts.load(userId);
  }, [tableLayouts, userId]);
  return (
    <div className="default-layout">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="app-header">
        <button
          type="button"
          className="header-button menu-toggle"
          aria-expanded={shell.menuOpen}
          aria-controls="sidebar"
          onClick={() => shell.toggleMenu()}
        >
          <Icon name={shell.menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">
            {shell.menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          </span>
        </button>
        <Link to="/" className="brand">
          {shell.logo ? <img src={shell.logo} alt="" className="brand__logo" /> : null}
          <span className="brand__name">{t('common.appName')}</span>
        </Link>
        {user ? <SearchLauncher compact={phone} /> : null}
        {user && phone ? (
          <button
            type="button"
            className="header-button tools-toggle"
            aria-expanded={shell.toolsOpen}
            aria-controls="header-tools"
            onClick={() => shell.toggleTools()}
          >
            <span className="tools-toggle__name">{user.displayName}</span>
            <span className="visually-hidden"> – {t('shell.userMenuToggle')}</span>
            <Icon name={shell.toolsOpen ? 'close' : 'chevron'} />
          </button>
        ) : null}
        {user && phone ? (
          <button
            type="button"
            className="header-button sign-out-button"
            onClick={() => void shell.signOut()}
            disabled={shell.signingOut}
          >
            <Icon name="signOut" />
            <span className="visually-hidden">{t('common.signOut')}</span>
          </button>
        ) : null}
        <div
          id="header-tools"
          className={`app-header__tools${shell.toolsOpen ? ' app-header__tools--open' : ''}`}
        >
          <PortalSwitcher shell={shell} />
          <LanguageSwitch />
          {user ? (
            <div className="user-menu">
              {phone ? null : <span className="user-menu__name">{user.displayName}</span>}
              <LinkedAccountsLink key={user.id} />
              {phone ? null : (
                <button type="button" onClick={() => void shell.signOut()} disabled={shell.signingOut}>
                  {t('common.signOut')}
                </button>
              )}
            </div>
          ) : null}
        </div>
      </header>
      <div className="default-layout__body">
        <Sidebar shell={shell} />
        <main id="main" className="default-layout__main" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      {user ? <SessionTimeoutDialog /> : null}
    </div>
  );
});
