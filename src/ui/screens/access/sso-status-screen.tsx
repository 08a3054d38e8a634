import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** /auth/sso/{status}: the result of a single sign-on attempt. */
export const SsoStatusScreen = observer(function SsoStatusScreen() {
  const t = useT();
  const status = useParams()['status'];
  return (
    <PageFrame routeId="ssoStatus" layout="empty">
      {status === 'failed' ? (
        <p role="alert" className="form__error">
          {t('page.sso.failed')}
        </p>
      ) : (
        <p>{t('page.sso.unknownStatus')}</p>
      )}
      <Link to="/login">{t('page.sso.toLogin')}</Link>
    </PageFrame>
  );
});

export { SsoStatusScreen as Component };
