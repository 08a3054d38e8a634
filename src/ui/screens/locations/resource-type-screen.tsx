import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useT, useViewModel } from '../../services-context';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import { ResourceTypeForm } from './resource-type-form';

/** /admin/resource-types/{resourceTypeUuid}: a resource type, changed or deleted. */
const ResourceTypeScreen = observer(function ResourceTypeScreen({
  resourceTypeId,
}: {
  resourceTypeId: string;
}) {
  const vm = useViewModel((services) => services.viewModels.resourceTypeForm(resourceTypeId));
  const t = useT();
  const type = vm.resourceType;
  return (
    <PageFrame routeId="resourceType">
      <RecordStatus load={vm.load} listPath={pathOf('resourceTypes')}>
        {type ? <h2>{type.name}</h2> : null}
        <ResourceTypeForm
          vm={vm}
          actions={
            <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
              {t('locations.common.delete')}
            </button>
          }
        />
        {type ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('locations.deletion.title.resourceType')}
            question={t('locations.deletion.question.resourceType', { name: type.name })}
            onConfirm={() => void vm.confirmDelete()}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { resourceTypeUuid = '' } = useParams();
  return <ResourceTypeScreen key={resourceTypeUuid} resourceTypeId={resourceTypeUuid} />;
}
