import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { titleOf } from '../../routes/screen-catalogue';
import { useT, useViewModel } from '../../services-context';
import { BrandingTab, RolesTab, UsersTab } from './admin-tabs';
import { EmailTemplatesPanel } from './email-templates-panel';
import './admin.css';

const TABS = ['sections', 'users', 'roles', 'branding', 'templates'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** The admin sections this user may manage, as tiles. */
const SectionsTab = observer(function SectionsTab() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  return (
    <section aria-labelledby="admin-sections-heading">
      <h2 id="admin-sections-heading">{t('adminPage.tab.sections')}</h2>
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
    </section>
  );
});

function TemplatesTab() {
  const vm = useViewModel((services) => services.viewModels.emailTemplates());
  return <EmailTemplatesPanel vm={vm} />;
}

const TAB_CONTENT: Readonly<Record<Tab, () => ReactElement>> = {
  sections: () => <SectionsTab />,
  users: () => <UsersTab />,
  roles: () => <RolesTab />,
  branding: () => <BrandingTab />,
  templates: () => <TemplatesTab />,
};

/**
 * /admin: the admin sections, the users and their roles, the roles' functionalities, the divisions'
 * branding and the e-mail templates, one at a time. The part shown is in the address (?tab=), so a
 * link or the back button brings it back; it names no person or record.
 */
export const AdminScreen = observer(function AdminScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'sections';
  return (
    <PageFrame routeId="admin">
      <nav className="admin-tabs" aria-label={t('adminPage.tabs')}>
        <ul>
          {TABS.map((id) => (
            <li key={id}>
              <Link
                to={id === 'sections' ? '?' : `?tab=${id}`}
                className="admin-tabs__link"
                aria-current={id === tab ? 'page' : undefined}
              >
                {t(`adminPage.tab.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {TAB_CONTENT[tab]()}
    </PageFrame>
  );
});

export { AdminScreen as Component };
