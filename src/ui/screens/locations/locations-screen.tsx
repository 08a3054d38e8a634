import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { locationColumns } from './location-columns';
import { RecordListView } from '../../components/record/record-list-view';

/** /admin/locations: every location, with its city, the period it is in use and what it holds. */
export const LocationsScreen = observer(function LocationsScreen() {
  const vm = useViewModel((services) => services.viewModels.locationList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => locationColumns(t, language), [t, language]);
  return (
    <PageFrame routeId="locations">
      <div className="page__intro">
        <p>{t('locations.locationList.intro')}</p>
        <Link className="button button--primary" to={pathOf('locationCreate')}>
          {t('locations.locationList.add')}
        </Link>
      </div>
      <RecordListView
        list={vm.list}
        id="locations"
        searchLabel={t('locations.locationList.search')}
        caption={t('route.locations')}
        columns={columns}
        emptyText={t('locations.locationList.empty')}
        failedText={t('locations.locationList.failed')}
      />
    </PageFrame>
  );
});

export { LocationsScreen as Component };
