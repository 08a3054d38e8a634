import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NotFoundScreen } from '../screens/errors/not-found-screen';
import { useServices, useT, useViewModel } from '../services-context';
import { EmptyLayout } from './empty-layout';

function Pending() {
  const t = useT();
  return <output className="loading">{t('common.loading')}</output>;
}

/**
 * Wraps every route: nothing of a screen shows before the guard pipeline has allowed it. Guards run on
 * navigation (as in any router), so a sign-in flow that is already moving the user is not overtaken.
 */
export const NavigationGate = observer(function NavigationGate() {
  const services = useServices();
  const gate = useViewModel((s) => s.viewModels.navigationGate());
  const location = useLocation();
  const checked = gate.sessionChecked;

  useEffect(() => {
    if (services.reloadIfOutdated(`${location.pathname}${location.search}`)) return;
    gate.navigated(location.key, { pathname: location.pathname, search: location.search });
  }, [gate, services, location.key, location.pathname, location.search, checked]);

  const decision = gate.decisionFor(location.key);
  if (!decision) return <Pending />;
  if (decision.kind === 'not-found') {
    return (
      <EmptyLayout>
        <NotFoundScreen />
      </EmptyLayout>
    );
  }
  if (decision.kind !== 'allow') return <Pending />;
  return <Outlet />;
});
