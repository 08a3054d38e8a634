import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const ForgotScreen = observer(function ForgotScreen() {
  const t = useT();
  return (
    <PageFrame routeId="forgot" layout="empty">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { ForgotScreen as Component };
