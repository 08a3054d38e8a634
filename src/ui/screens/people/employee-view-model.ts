import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  EmployeeWizards,
  WizardRunSummary,
  WizardSummary,
} from '../../../application/people/employee-wizards';
import type { EmployeeReadError } from '../../../application/people/employee-read';
import type { OpenEmployee, OpenedEmployee } from '../../../application/people/open-employee';
import type { Navigator } from '../../../application/platform/navigator';
import { pathOf } from '../../../domain/access/route-match';

export type EmployeeState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * /employee-list/{employeeId}: one employee with their employments, latest open absence dossier,
 * dossiers and upcoming appointments, each part failing on its own; and their wizards, started or
 * resumed from here.
 */
export class EmployeeViewModel {
  state: EmployeeState = 'loading';
  opened: OpenedEmployee | null = null;
  runs: readonly WizardRunSummary[] = [];
  startable: readonly WizardSummary[] = [];
  /** Whether the user may fill in wizards (a professional); an employer's user only reads. */
  mayRunWizards = false;
  chosenWizard = '';
  starting = false;
  startError: { message: string | null } | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly openEmployee: OpenEmployee,
    private readonly employeeWizards: EmployeeWizards,
    private readonly navigator: Navigator,
    readonly employeeId: string,
    mayRunWizards: boolean,
  ) {
    this.mayRunWizards = mayRunWizards;
    makeAutoObservable<EmployeeViewModel, 'openEmployee' | 'employeeWizards' | 'navigator' | 'controller'>(
      this,
      {
        openEmployee: false,
        employeeWizards: false,
        navigator: false,
        controller: false,
        employeeId: false,
        opened: observableRef,
        runs: observableRef,
        startable: observableRef,
        startError: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    return () => this.controller?.abort();
  }

  retry(): void {
    void this.load();
  }

  chooseWizard(id: string): void {
    this.chosenWizard = id;
    this.startError = null;
  }

  async startWizard(): Promise<void> {
    if (!this.chosenWizard || this.starting) return;
    this.starting = true;
    this.startError = null;
    const result = await this.employeeWizards.start(this.chosenWizard, this.employeeId);
    runInAction(() => {
      this.starting = false;
      if (!result.ok) {
        this.startError = { message: result.error };
        return;
      }
      this.navigator.goTo(pathOf('wizardRun', { runId: result.value.id }));
    });
  }

  private async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    const [opened, runs, startable] = await Promise.all([
      this.openEmployee.execute(this.employeeId, controller.signal),
      this.mayRunWizards
        ? this.employeeWizards.runs(this.employeeId, controller.signal)
        : Promise.resolve(null),
      this.mayRunWizards ? this.employeeWizards.startable(controller.signal) : Promise.resolve(null),
    ]);
    if (controller.signal.aborted) return;
    runInAction(() => {
      if (!opened.ok) {
        this.state = stateOf(opened.error);
        return;
      }
      this.opened = opened.value;
      this.runs = runs?.ok ? runs.value : [];
      this.startable = startable?.ok ? startable.value : [];
      if (!this.startable.some((wizard) => wizard.id === this.chosenWizard))
        this.chosenWizard = this.startable[0]?.id ?? '';
      this.state = 'ready';
    });
  }
}

function stateOf(error: EmployeeReadError): EmployeeState {
  if (error === 'employee.not-found') return 'not-found';
  if (error === 'employee.forbidden') return 'forbidden';
  return 'failed';
}
