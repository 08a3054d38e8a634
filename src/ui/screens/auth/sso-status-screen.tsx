import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const SsoStatusScreen = observer(function SsoStatusScreen() {
  const t = useT();
  return (
    <PageFrame routeId="ssoStatus" layout="empty">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { SsoStatusScreen as Component };
