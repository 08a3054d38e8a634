import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { OperationForm } from './operation-form';
import { RecordStatus } from '../../components/record/record-status';

/** /admin/operations/create. */
export const OperationCreateScreen = observer(function OperationCreateScreen() {
  const vm = useViewModel((services) => services.viewModels.operationForm(null));
  const t = useT();
  return (
    <PageFrame routeId="operationCreate">
      <RecordStatus load={vm.load} listPath={pathOf('operations')}>
        <OperationForm
          vm={vm}
          actions={
            <Link className="button button--secondary" to={pathOf('operations')}>
              {t('common.cancel')}
            </Link>
          }
        />
      </RecordStatus>
    </PageFrame>
  );
});

export { OperationCreateScreen as Component };
