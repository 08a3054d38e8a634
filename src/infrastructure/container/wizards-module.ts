import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { ManageWizards } from '../../application/wizards/manage-wizards';
import { RunWizard } from '../../application/wizards/run-wizard';
import { WizardGateway } from '../../application/wizards/wizard-gateway';
import { WizardBuilderViewModel } from '../../ui/screens/wizards/wizard-builder-view-model';
import { WizardListViewModel } from '../../ui/screens/wizards/wizard-list-view-model';
import { WizardRunViewModel } from '../../ui/screens/wizards/wizard-run-view-model';
import { WizardViewModels } from '../../ui/screens/wizards/wizard-view-models';
import { portalModule } from './binder';

/** Wizards: the builder's calls and the runs of a wizard for a dossier or an employee. */
export const wizardsModule = portalModule((b) => {
  b.construct(ManageWizards, [WizardGateway, Notifier]);
  b.construct(RunWizard, [WizardGateway, Notifier]);
  b.construct(WizardListViewModel, [ManageWizards, Scheduler]);
  b.factories(WizardViewModels, (get) => ({
    wizardList: () => get(WizardListViewModel),
    wizardBuilder: (wizardId) => new WizardBuilderViewModel(get(ManageWizards), get(Navigator), wizardId),
    wizardRun: (runId) => new WizardRunViewModel(get(RunWizard), runId),
  }));
});
