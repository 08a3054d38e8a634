import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { LocationForm } from './location-form';
import { RecordStatus } from '../../components/record/record-status';
import '../../components/record/record.css';

/** /admin/locations/{locationUuid}: the location, its parts, its form, and deleting it. */
const LocationScreen = observer(function LocationScreen({ locationId }: { locationId: string }) {
  const vm = useViewModel((services) => services.viewModels.locationForm(locationId));
  const t = useT();
  const location = vm.location;
  const params = { locationUuid: locationId };
  return (
    <PageFrame routeId="location">
      <RecordStatus load={vm.load} listPath={pathOf('locations')}>
        {location ? (
          <>
            <h2>{location.name}</h2>
            <nav aria-label={t('locations.location.parts')}>
              <ul className="record-links">
                <li>
                  <Link to={pathOf('locationRooms', params)}>
                    {t('locations.location.rooms', { count: location.roomCount })}
                  </Link>
                </li>
                <li>
                  <Link to={pathOf('locationResources', params)}>
                    {t('locations.location.resources', { count: location.resourceCount })}
                  </Link>
                </li>
                <li>
                  <Link to={pathOf('locationOperations', params)}>
                    {t('locations.location.operations', { count: location.operationIds.length })}
                  </Link>
                </li>
              </ul>
            </nav>
            <LocationForm
              vm={vm}
              actions={
                <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
                  {t('locations.common.delete')}
                </button>
              }
            />
            <DeleteDialog
              confirmation={vm.deletion}
              title={t('locations.deletion.title.location')}
              question={t('locations.deletion.question.location', { name: location.name })}
              onConfirm={() => void vm.confirmDelete()}
            />
          </>
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

/** A new view-model for each location, also when only the address's id changes. */
export function Component() {
  const { locationUuid = '' } = useParams();
  return <LocationScreen key={locationUuid} locationId={locationUuid} />;
}
