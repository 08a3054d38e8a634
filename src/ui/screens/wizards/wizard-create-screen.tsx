import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { RecordStatus } from '../../components/record/record-status';
import { useT, useViewModel } from '../../services-context';
import { WizardBuilder } from './wizard-builder';
import './wizards.css';

/** /admin/wizards/create: a new questionnaire. */
export const WizardCreateScreen = observer(function WizardCreateScreen() {
  const vm = useViewModel((services) => services.viewModels.wizardBuilder(null));
  const t = useT();
  return (
    <PageFrame routeId="wizardCreate">
      <RecordStatus load={vm.load} listPath={pathOf('wizards')}>
        <WizardBuilder
          vm={vm}
          actions={
            <Link className="button button--secondary" to={pathOf('wizards')}>
              {t('wizards.builder.backToList')}
            </Link>
          }
        />
      </RecordStatus>
    </PageFrame>
  );
});

export { WizardCreateScreen as Component };
