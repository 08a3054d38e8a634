import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { LocationContextLine } from './location-context-line';
import { RecordStatus } from '../../components/record/record-status';
import { RoomForm } from './room-form';

/** /admin/locations/{locationUuid}/rooms/create: a new room at the location. */
const LocationRoomCreateScreen = observer(function LocationRoomCreateScreen({
  locationId,
}: {
  locationId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.roomForm(locationId, null));
  const t = useT();
  const rooms = pathOf('locationRooms', { locationUuid: locationId });
  return (
    <PageFrame routeId="locationRoomCreate">
      <RecordStatus load={vm.load} listPath={rooms}>
        <LocationContextLine location={vm.location} />
        <RoomForm
          vm={vm}
          actions={
            <Link className="button button--secondary" to={rooms}>
              {t('common.cancel')}
            </Link>
          }
        />
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '' } = useParams();
  return <LocationRoomCreateScreen key={locationUuid} locationId={locationUuid} />;
}
