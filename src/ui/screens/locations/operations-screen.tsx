import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { operationColumns } from './catalogue-columns';
import { RecordListView } from '../../components/record/record-list-view';

/** /admin/operations: the kinds of appointment. */
export const OperationsScreen = observer(function OperationsScreen() {
  const vm = useViewModel((services) => services.viewModels.operationList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => operationColumns(t, language), [t, language]);
  return (
    <PageFrame routeId="operations">
      <div className="page__intro">
        <p>{t('locations.operationList.intro')}</p>
        <Link className="button button--primary" to={pathOf('operationCreate')}>
          {t('locations.operationList.add')}
        </Link>
      </div>
      <RecordListView
        list={vm.list}
        id="operations"
        searchLabel={t('locations.operationList.search')}
        caption={t('route.operations')}
        columns={columns}
        emptyText={t('locations.operationList.empty')}
        failedText={t('locations.operationList.failed')}
      />
    </PageFrame>
  );
});

export { OperationsScreen as Component };
