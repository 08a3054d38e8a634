import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const AvailabilityEditScreen = observer(function AvailabilityEditScreen() {
  const t = useT();
  return (
    <PageFrame routeId="availabilityEdit" layout="default">
      <p>{t('shell.comingSoon')}</p>
      <p className="page-frame__note">{t('shell.userChoiceDisabled')}</p>
    </PageFrame>
  );
});

export { AvailabilityEditScreen as Component };
