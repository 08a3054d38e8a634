import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useServices, useT, useViewModel } from '../../services-context';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { OperationForm } from './operation-form';
import { RecordStatus } from '../../components/record/record-status';

/** /admin/operations/{operationUuid}: an operation, changed or deleted. */
const OperationScreen = observer(function OperationScreen({ operationId }: { operationId: string }) {
  const vm = useViewModel((services) => services.viewModels.operationForm(operationId));
  const t = useT();
  const language = useServices().locale.current;
  const operation = vm.operation;
  const name = operation?.name?.[language] ?? operation?.code ?? '';
  return (
    <PageFrame routeId="operation">
      <RecordStatus load={vm.load} listPath={pathOf('operations')}>
        {operation ? <h2>{name}</h2> : null}
        <OperationForm
          vm={vm}
          actions={
            <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
              {t('locations.common.delete')}
            </button>
          }
        />
        {operation ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('locations.deletion.title.operation')}
            question={t('locations.deletion.question.operation', { name: name })}
            onConfirm={() => void vm.confirmDelete(name)}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { operationUuid = '' } = useParams();
  return <OperationScreen key={operationUuid} operationId={operationUuid} />;
}
