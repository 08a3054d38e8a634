import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router';
import { Icon } from '../components/icon';
import { LanguageSwitch } from '../components/language-switch';
import { useServices, useT, useViewModel } from '../services-context';
import { PortalSwitcher } from './portal-switcher';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { Sidebar } from './sidebar';

/** The layout of signed-in screens: header with brand, portal, language and user; sidebar; the page. */
export const DefaultLayout = observer(function DefaultLayout({ children }: { children?: ReactNode }) {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  const user = shell.user;
  const { tableLayouts } = useServices();
  const userId = user?.id ?? null;
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
          <span>{t('common.appName')}</span>
        </Link>
        <div className="app-header__tools">
          <PortalSwitcher shell={shell} />
          <LanguageSwitch />
          {user ? (
            <div className="user-menu">
              <span className="user-menu__name">{user.displayName}</span>
              <button type="button" onClick={() => void shell.signOut()} disabled={shell.signingOut}>
                {t('common.signOut')}
              </button>
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
