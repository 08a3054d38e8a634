import type { Result } from '../../domain/shared/result';
import type { WizardRun } from '../../domain/wizards/wizard';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { RunWizard } from '../wizards/run-wizard';
import type { WizardRunSummary, WizardSummary } from '../wizards/wizard-gateway';

export type { WizardRunSummary, WizardSummary };

/**
 * The wizards of an employee, as their page shows them: the ones made for employees, the runs they
 * have, and starting one (or resuming the open run of the same wizard).
 */
export class EmployeeWizards {
  constructor(private readonly runWizard: RunWizard) {}

  startable(signal?: AbortSignal): Promise<Result<readonly WizardSummary[], GatewayFailure>> {
    return this.runWizard.startable({ relatedType: 'employee', dossierType: null }, signal);
  }

  runs(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardRunSummary[], GatewayFailure>> {
    return this.runWizard.runsOf({ relatedType: 'employee', relatedUuid: employeeId }, signal);
  }

  start(wizardId: string, employeeId: string): Promise<Result<WizardRun, string | null>> {
    return this.runWizard.start(wizardId, { relatedType: 'employee', relatedUuid: employeeId });
  }
}
