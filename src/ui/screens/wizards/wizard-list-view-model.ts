import type { Scheduler } from '../../../application/platform/scheduler';
import type { ManageWizards } from '../../../application/wizards/manage-wizards';
import type { WizardSortField, WizardSummary } from '../../../application/wizards/wizard-gateway';
import type { NoFilters } from '../../list/admin-list';
import { adminList, adminQueryOf } from '../../list/admin-list';
import { ListViewModel } from '../../list/list-view-model';

export const WIZARD_LIST = adminList<WizardSummary, WizardSortField>(
  (wizard) => wizard.id,
  ['name', 'updatedAt', 'runs'],
  { field: 'name', direction: 'asc' },
);

/** /admin/wizards: the questionnaires, searched in either language. */
export class WizardListViewModel {
  readonly list: ListViewModel<WizardSummary, NoFilters, WizardSortField>;

  constructor(manageWizards: ManageWizards, scheduler: Scheduler) {
    this.list = new ListViewModel(
      WIZARD_LIST,
      (request, signal) => manageWizards.page(adminQueryOf(request), signal),
      scheduler,
    );
  }

  attach(): () => void {
    return this.list.attach();
  }
}
