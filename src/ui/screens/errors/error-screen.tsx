import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../page-title';
import { useT } from '../../services-context';

/** Spec section 8: any failure other than a missing page shows status 500 'Internal Server Error'. */
export const ErrorScreen = observer(function ErrorScreen() {
  const t = useT();
  usePageTitle('empty', 'page.error.title');
  return (
    <main id="main" className="empty-layout__main">
      <section className="card error-page" aria-labelledby="error-heading">
        <p className="error-page__status">500</p>
        <h1 id="error-heading">{t('page.error.title')}</h1>
        <p>{t('page.error.message')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('page.error.reload')}
        </button>
      </section>
    </main>
  );
});
