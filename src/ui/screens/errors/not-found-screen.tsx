import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../page-title';
import { useT } from '../../services-context';

/** Spec section 8: an unknown path shows 404 with 'Page not found: {path}'. */
export const NotFoundScreen = observer(function NotFoundScreen() {
  const t = useT();
  const location = useLocation();
  usePageTitle('empty', 'page.notFound.title');
  return (
    <section className="card error-page" aria-labelledby="not-found-heading">
      <p className="error-page__status">404</p>
      <h1 id="not-found-heading">{t('page.notFound.title')}</h1>
      <p>{t('page.notFound.message', { path: location.pathname })}</p>
      <Link to="/">{t('page.notFound.home')}</Link>
    </section>
  );
});

export { NotFoundScreen as Component };
