import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const AvailabilityCreateScreen = observer(function AvailabilityCreateScreen() {
  const t = useT();
  return (
    <PageFrame routeId="availabilityCreate" layout="default">
      <p>{t('shell.comingSoon')}</p>
      <p className="page-frame__note">{t('shell.userChoiceDisabled')}</p>
    </PageFrame>
  );
});

export { AvailabilityCreateScreen as Component };
