import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useT, useViewModel } from '../../services-context';
import { resourceTypeColumns } from './catalogue-columns';
import { RecordListView } from '../../components/record/record-list-view';

/** /admin/resource-types: the kinds of equipment. */
export const ResourceTypesScreen = observer(function ResourceTypesScreen() {
  const vm = useViewModel((services) => services.viewModels.resourceTypeList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const columns = useMemo(() => resourceTypeColumns(t), [t]);
  return (
    <PageFrame routeId="resourceTypes">
      <div className="page__intro">
        <p>{t('locations.resourceTypeList.intro')}</p>
        <Link className="button button--primary" to={pathOf('resourceTypeCreate')}>
          {t('locations.resourceTypeList.add')}
        </Link>
      </div>
      <RecordListView
        list={vm.list}
        id="resource-types"
        searchLabel={t('locations.resourceTypeList.search')}
        caption={t('route.resourceTypes')}
        columns={columns}
        emptyText={t('locations.resourceTypeList.empty')}
        failedText={t('locations.resourceTypeList.failed')}
      />
    </PageFrame>
  );
});

export { ResourceTypesScreen as Component };
