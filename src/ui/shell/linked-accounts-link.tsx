import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../domain/access/route-match';
import { useT, useViewModel } from '../services-context';

/** In the user menu, for a user with linked accounts only: the way to switch to one. */
export const LinkedAccountsLink = observer(function LinkedAccountsLink() {
  const vm = useViewModel((services) => services.viewModels.linkedAccounts());
  const t = useT();
  if (vm.count === 0) return null;
  return (
    <Link to={pathOf('linkedUsers')} className="user-menu__link">
      {t('shell.linkedAccounts', { count: vm.count })}
    </Link>
  );
});
