import { observer } from 'mobx-react-lite';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../services-context';

/** The frame of this screen; its content comes with the slice that builds it. */
export const LocationRoomsScreen = observer(function LocationRoomsScreen() {
  const t = useT();
  return (
    <PageFrame routeId="locationRooms" layout="default">
      <p>{t('shell.comingSoon')}</p>
    </PageFrame>
  );
});

export { LocationRoomsScreen as Component };
