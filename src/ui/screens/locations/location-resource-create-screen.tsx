import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const LocationResourceCreateScreen = observer(function LocationResourceCreateScreen() {
  const t = useT();
  return (
    <PageFrame routeId="locationResourceCreate" layout="default">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { LocationResourceCreateScreen as Component };
