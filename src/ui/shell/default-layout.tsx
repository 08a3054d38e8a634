import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useT, useViewModel } from '../services-context';

/** The layout of signed-in screens: header with brand, language and the user menu; the page below. */
export const DefaultLayout = observer(function DefaultLayout() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  const user = shell.user;
  return (
    <div className="default-layout">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          {shell.logo ? <img src={shell.logo} alt="" className="brand__logo" /> : null}
          <span>{t('common.appName')}</span>
        </Link>
        <div className="app-header__tools">
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
      <main id="main" className="default-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
});
