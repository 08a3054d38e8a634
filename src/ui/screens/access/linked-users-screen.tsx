import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useServices, useT, useViewModel } from '../../services-context';

/** /linkedUsers: choose the account to work as, or go on as the signed-in one. */
export const LinkedUsersScreen = observer(function LinkedUsersScreen() {
  const vm = useViewModel((services) => services.viewModels.linkedUsers());
  const { session } = useServices();
  const t = useT();
  return (
    <PageFrame routeId="linkedUsers">
      <p>{t('page.linkedUsers.intro')}</p>
      {vm.state === 'loading' ? <output className="loading">{t('common.loading')}</output> : null}
      {vm.state === 'failed' ? (
        <p role="alert" className="form__error">
          {t('common.somethingWentWrong')}
        </p>
      ) : null}
      {vm.state === 'ready' && vm.choices.length === 0 ? <p>{t('page.linkedUsers.none')}</p> : null}
      {vm.state === 'ready' && vm.choices.length > 0 ? (
        <ul className="choice-list">
          {vm.choices.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="choice-list__button"
                disabled={vm.switchingTo !== null}
                aria-label={[user.displayName, user.username, user.employerName].filter(Boolean).join(', ')}
                onClick={() => void vm.choose(user.id)}
              >
                <span>
                  <strong>{user.displayName}</strong>
                  <br />
                  <span className="muted">
                    {user.username}
                    {user.employerName ? ` · ${user.employerName}` : ''}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {session.user ? (
        <p className="page__footer">
          <Link to="/">{t('page.linkedUsers.continueAs', { name: session.user.displayName })}</Link>
        </p>
      ) : null}
    </PageFrame>
  );
});

export { LinkedUsersScreen as Component };
