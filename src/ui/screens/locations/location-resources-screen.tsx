import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useT, useViewModel } from '../../services-context';
import { resourceColumns } from './location-columns';
import { LocationContextLine } from './location-context-line';
import { RecordListView } from '../../components/record/record-list-view';
import { RecordStatus } from '../../components/record/record-status';

/** /admin/locations/{locationUuid}/resources: the equipment of one location. */
const LocationResourcesScreen = observer(function LocationResourcesScreen({
  locationId,
}: {
  locationId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.resourceList(locationId));
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const columns = useMemo(() => resourceColumns(vm, t), [vm, t]);
  return (
    <PageFrame routeId="locationResources">
      <RecordStatus load={vm.context.load} listPath={pathOf('locations')}>
        <div className="page__intro">
          <LocationContextLine location={vm.context.location} />
          <Link
            className="button button--primary"
            to={pathOf('locationResourceCreate', { locationUuid: locationId })}
          >
            {t('locations.resourceList.add')}
          </Link>
        </div>
        <RecordListView
          list={vm.list}
          id="resources"
          searchLabel={t('locations.resourceList.search')}
          caption={t('route.resources')}
          columns={columns}
          emptyText={t('locations.resourceList.empty')}
          failedText={t('locations.resourceList.failed')}
        />
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { locationUuid = '' } = useParams();
  return <LocationResourcesScreen key={locationUuid} locationId={locationUuid} />;
}
