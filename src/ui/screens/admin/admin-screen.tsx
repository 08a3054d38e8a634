import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { titleOf } from '../../routes/screen-catalogue';
import { useT, useViewModel } from '../../services-context';

/** /admin: the admin sections this user may manage. */
export const AdminScreen = observer(function AdminScreen() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  return (
    <PageFrame routeId="admin">
      <p>{t('adminPage.intro')}</p>
      <ul className="tile-list">
        {shell.adminSections.map((section) => (
          <li key={section.routeId}>
            <Link to={section.path} className="tile">
              <Icon name={section.icon} />
              <span>{t(titleOf(section.routeId))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
});

export { AdminScreen as Component };
