import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { inLanguage } from '../../../domain/wizards/wizard';
import { PageFrame } from '../../components/page-frame';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { RecordStatus } from '../../components/record/record-status';
import { useServices, useT, useViewModel } from '../../services-context';
import { WizardBuilder } from './wizard-builder';
import './wizards.css';

/** /admin/wizards/{wizardUuid}: a questionnaire, changed or deleted. */
const WizardScreen = observer(function WizardScreen({ wizardId }: { wizardId: string }) {
  const vm = useViewModel((services) => services.viewModels.wizardBuilder(wizardId));
  const t = useT();
  const language = useServices().locale.current;
  const wizard = vm.wizard;
  const name = wizard ? inLanguage(wizard.name, language) : '';
  return (
    <PageFrame routeId="wizard">
      <RecordStatus load={vm.load} listPath={pathOf('wizards')}>
        {wizard ? (
          <div className="page__intro">
            <h2>{name}</h2>
            {wizard.runs > 0 ? (
              <p className="muted">{t('wizards.builder.inUse', { count: wizard.runs })}</p>
            ) : null}
          </div>
        ) : null}
        <WizardBuilder
          vm={vm}
          actions={
            <>
              <Link className="button button--secondary" to={pathOf('wizards')}>
                {t('wizards.builder.backToList')}
              </Link>
              <button type="button" className="button button--danger" onClick={vm.deletion.ask}>
                {t('wizards.builder.delete')}
              </button>
            </>
          }
        />
        {wizard ? (
          <DeleteDialog
            confirmation={vm.deletion}
            title={t('wizards.deletion.title')}
            question={t('wizards.deletion.question', { name })}
            onConfirm={() => void vm.confirmDelete(language)}
          />
        ) : null}
      </RecordStatus>
    </PageFrame>
  );
});

export function Component() {
  const { wizardUuid = '' } = useParams();
  return <WizardScreen key={wizardUuid} wizardId={wizardUuid} />;
}
