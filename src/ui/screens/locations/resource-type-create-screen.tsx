import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { RecordStatus } from '../../components/record/record-status';
import { ResourceTypeForm } from './resource-type-form';

/** /admin/resource-types/create. */
export const ResourceTypeCreateScreen = observer(function ResourceTypeCreateScreen() {
  const vm = useViewModel((services) => services.viewModels.resourceTypeForm(null));
  const t = useT();
  return (
    <PageFrame routeId="resourceTypeCreate">
      <RecordStatus load={vm.load} listPath={pathOf('resourceTypes')}>
        <ResourceTypeForm
          vm={vm}
          actions={
            <Link className="button button--secondary" to={pathOf('resourceTypes')}>
              {t('common.cancel')}
            </Link>
          }
        />
      </RecordStatus>
    </PageFrame>
  );
});

export { ResourceTypeCreateScreen as Component };
