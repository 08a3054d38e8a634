import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import type { WizardRun } from '../../domain/wizards/wizard';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { RunWizard } from '../wizards/run-wizard';
import type { WizardRunSummary, WizardSummary } from '../wizards/wizard-gateway';

/**
 * The wizards of a dossier, as its page shows them: the ones that may be started for its type, the
 * runs it has (open ones to resume, finished ones to read), and starting one (or resuming the open
 * run of the same wizard).
 */
export class DossierWizards {
  constructor(private readonly runWizard: RunWizard) {}

  startable(
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardSummary[], GatewayFailure>> {
    return this.runWizard.startable({ relatedType: 'dossier', dossierType: type }, signal);
  }

  runs(
    dossierId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardRunSummary[], GatewayFailure>> {
    return this.runWizard.runsOf({ relatedType: 'dossier', relatedUuid: dossierId }, signal);
  }

  start(wizardId: string, dossierId: string): Promise<Result<WizardRun, string | null>> {
    return this.runWizard.start(wizardId, { relatedType: 'dossier', relatedUuid: dossierId });
  }
}

export type { WizardRunSummary, WizardSummary };
