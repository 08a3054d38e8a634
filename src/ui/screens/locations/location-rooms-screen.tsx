import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { roomColumns } from './location-columns';
import { LocationContextLine } from './location-context-line';
import { RecordListView } from '../../components/record/record-list-view';
import { RecordStatus } from '../../components/record/record-status';

/** /admin/locations/{locationUuid}/rooms: the rooms of one location. */
const LocationRoomsScreen = observer(function LocationRoomsScreen({ locationId }: { locationId: string }) {
  const vm = useViewModel((services) => services.viewModels.roomList(locationId));
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => roomColumns(vm, t, language), [vm, t, language]);
  return (
    <PageFrame routeId="locationRooms">
      <RecordStatus load={vm.context.load} listPath={pathOf('locations')}>
        <div className="page__intro">
          <LocationContextLine location={vm.context.location} />
          {vm.canManageRooms ? (
            <Link
              className="button button--primary"
              to={pathOf('locationRoomCreate', { locationUuid: locationId })}
            >
              {t('locations.roomList.add')}
            </Link>
          ) : (
            <p className="notice">{t('locations.roomList.readOnly')}</p>
          )}
        </div>
        <RecordListView
          list={vm.list}
          id="rooms"
          searchLabel={t('locations.roomList.search')}
          caption={t('route.rooms')}
          columns={columns}
          emptyText={t('locations.roomList.empty')}
          failedText={t('locations.roomList.failed')}
        />
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '' } = useParams();
  return <LocationRoomsScreen key={locationUuid} locationId={locationUuid} />;
}
