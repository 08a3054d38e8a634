import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { Icon } from '../components/icon';
import { titleOf } from '../routes/screen-catalogue';
import { useT } from '../services-context';
import type { ShellViewModel } from './shell-view-model';

/** The main menu: only the entries the user may open, with /main pinned to the bottom. */
export const Sidebar = observer(function Sidebar({ shell }: { shell: ShellViewModel }) {
  const t = useT();
  return (
    <nav
      id="sidebar"
      aria-label={t('shell.navigation')}
      className={`sidebar${shell.menuOpen ? ' sidebar--open' : ''}`}
    >
      <ul className="sidebar__list">
        {shell.sidebar.map((entry) => (
          <li key={entry.routeId}>
            <NavLink to={entry.path} className="sidebar__link" onClick={() => shell.closeMenu()}>
              <Icon name={entry.icon} />
              <span>{t(titleOf(entry.routeId))}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="sidebar__list sidebar__list--bottom">
        <li>
          <NavLink to="/main" className="sidebar__link" onClick={() => shell.closeMenu()}>
            <Icon name="adjustments" />
            <span>{t(titleOf('main'))}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
});
