import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../page-title';
import { useT, useViewModel } from '../../services-context';

/** The signed-in start page: who you are, in which portal, and what you may do. */
export const HomeScreen = observer(function HomeScreen() {
  const shell = useViewModel((services) => services.viewModels.shell());
  const t = useT();
  usePageTitle('default', 'page.home.title');
  const user = shell.user;
  if (!user) return null;
  return (
    <section className="page" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('page.home.heading', { name: user.displayName })}</h1>
      <p>{t('page.home.intro', { username: user.username })}</p>
      {shell.portal ? <p>{t('page.home.portal', { portal: t(`portal.${shell.portal}`) })}</p> : null}
      <h2>{t('page.home.permissions')}</h2>
      {shell.permissions.length > 0 ? (
        <ul className="permission-list">
          {shell.permissions.map((permission) => (
            <li key={permission}>
              <code>{permission}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('page.home.noPermissions')}</p>
      )}
    </section>
  );
});

export { HomeScreen as Component };
