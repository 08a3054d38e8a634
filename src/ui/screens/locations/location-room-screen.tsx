import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { LocationContextLine } from './location-context-line';
import { RecordStatus } from '../../components/record/record-status';
import { RoomForm } from './room-form';

/** /admin/locations/{locationUuid}/rooms/{roomUuid}: a room, changed and deleted with manage_rooms. */
const LocationRoomScreen = observer(function LocationRoomScreen({
  locationId,
  roomId,
}: {
  locationId: string;
  roomId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.roomForm(locationId, roomId));
  const t = useT();
  const room = vm.room;
  return (
    <PageFrame routeId="locationRoom">
      <RecordStatus load={vm.load} listPath={pathOf('locationRooms', { locationUuid: locationId })}>
        <LocationContextLine location={vm.location} />
        {room ? <h2>{room.name}</h2> : null}
        <RoomForm
          vm={vm}
          actions={
            <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
              {t('locations.common.delete')}
            </button>
          }
        />
        {room && vm.canEdit ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('locations.deletion.title.room')}
            question={t('locations.deletion.question.room', { name: room.name })}
            onConfirm={() => void vm.confirmDelete()}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '', roomUuid = '' } = useParams();
  return (
    <LocationRoomScreen key={`${locationUuid}/${roomUuid}`} locationId={locationUuid} roomId={roomUuid} />
  );
}
