import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { LocationContextLine } from './location-context-line';
import { RecordStatus } from '../../components/record/record-status';
import { ResourceForm } from './resource-form';

/** /admin/locations/{locationUuid}/resources/create: new equipment at the location. */
const LocationResourceCreateScreen = observer(function LocationResourceCreateScreen({
  locationId,
}: {
  locationId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.resourceForm(locationId, null));
  const t = useT();
  const resources = pathOf('locationResources', { locationUuid: locationId });
  return (
    <PageFrame routeId="locationResourceCreate">
      <RecordStatus load={vm.load} listPath={resources}>
        <LocationContextLine location={vm.location} />
        <ResourceForm
          vm={vm}
          actions={
            <Link className="button button--secondary" to={resources}>
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
  return <LocationResourceCreateScreen key={locationUuid} locationId={locationUuid} />;
}
