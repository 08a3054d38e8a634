import { observer } from 'mobx-react-lite';
import { lazy, Suspense, use, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NotFoundScreen } from '../screens/errors/not-found-screen';
import { useServices, useT, useViewModel } from '../services-context';
import { usePageTitle } from '../page-title';
import { EmptyLayout } from './empty-layout';

function Pending() {
  const t = useT();
  return <output className="loading">{t('common.loading')}</output>;
}

/** The session check could not reach the server: say so, keep the address, and offer to try again. */
const Unreachable = observer(function Unreachable({ retry }: { retry: () => Promise<void> }) {
  const t = useT();
  usePageTitle('empty', 'shell.unreachable.title');
  return (
    <EmptyLayout>
      <section className="card" aria-labelledby="unreachable-heading">
        <h1 id="unreachable-heading">{t('shell.unreachable.title')}</h1>
        <p role="alert">{t('shell.unreachable.message')}</p>
        <button type="button" className="button button--primary" onClick={() => void retry()}>
          {t('shell.unreachable.retry')}
        </button>
      </section>
    </EmptyLayout>
  );
});

/** The signed-in frame's layout, fetched with its view-models when a signed-in user first needs it. */
const DefaultLayout = lazy(async () => ({ default: (await import('./default-layout')).DefaultLayout }));

/** A signed-in user keeps the portal's frame (header, navigation) around the 404 page. */
function SignedInNotFound() {
  // The same promise every time (the area loads once), so React waits for it rather than asking again.
  use(useServices().loadArea('frame'));
  return (
    <DefaultLayout>
      <NotFoundScreen />
    </DefaultLayout>
  );
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
  const unreachable = gate.unreachable;

  useEffect(() => {
    if (services.reloadIfOutdated(`${location.pathname}${location.search}`)) return;
    gate.navigated(location.key, { pathname: location.pathname, search: location.search });
  }, [gate, services, location.key, location.pathname, location.search, checked, unreachable]);

  const decision = gate.decisionFor(location.key, {
    pathname: location.pathname,
    search: location.search,
  });
  const shownRoute = decision?.kind === 'allow' ? decision.routeId : null;
  useEffect(() => {
    if (shownRoute) services.surveyPageShown(shownRoute);
  }, [services, shownRoute, location.key]);
  if (!decision) return gate.unreachable ? <Unreachable retry={() => gate.retry()} /> : <Pending />;
  if (decision.kind === 'not-found') {
    return services.session.user ? (
      <Suspense fallback={<Pending />}>
        <SignedInNotFound />
      </Suspense>
    ) : (
      <EmptyLayout>
        <NotFoundScreen />
      </EmptyLayout>
    );
  }
  if (decision.kind !== 'allow') return <Pending />;
  return <Outlet />;
});
