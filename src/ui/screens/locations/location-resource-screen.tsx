import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { LocationContextLine } from './location-context-line';
import { RecordStatus } from '../../components/record/record-status';
import { ResourceForm } from './resource-form';

/** /admin/locations/{locationUuid}/resources/{resourceUuid}: a resource, changed or deleted. */
const LocationResourceScreen = observer(function LocationResourceScreen({
  locationId,
  resourceId,
}: {
  locationId: string;
  resourceId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.resourceForm(locationId, resourceId));
  const t = useT();
  const resource = vm.resource;
  return (
    <PageFrame routeId="locationResource">
      <RecordStatus load={vm.load} listPath={pathOf('locationResources', { locationUuid: locationId })}>
        <LocationContextLine location={vm.location} />
        {resource ? <h2>{resource.name}</h2> : null}
        <ResourceForm
          vm={vm}
          actions={
            <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
              {t('locations.common.delete')}
            </button>
          }
        />
        {resource ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('locations.deletion.title.resource')}
            question={t('locations.deletion.question.resource', { name: resource.name })}
            onConfirm={() => void vm.confirmDelete()}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '', resourceUuid = '' } = useParams();
  return (
    <LocationResourceScreen
      key={`${locationUuid}/${resourceUuid}`}
      locationId={locationUuid}
      resourceId={resourceUuid}
    />
  );
}
