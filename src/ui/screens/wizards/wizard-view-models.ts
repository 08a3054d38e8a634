import { token } from '../../../application/platform/token';
import type { WizardBuilderViewModel } from './wizard-builder-view-model';
import type { WizardListViewModel } from './wizard-list-view-model';
import type { WizardRunViewModel } from './wizard-run-view-model';

export const WizardViewModels = token<WizardViewModels>('WizardViewModels');
/** The view-models of the wizard screens, each call a new one. */
export interface WizardViewModels {
  wizardList(): WizardListViewModel;
  /** The builder of a wizard, or of a new one (null). */
  wizardBuilder(wizardId: string | null): WizardBuilderViewModel;
  wizardRun(runId: string): WizardRunViewModel;
}
