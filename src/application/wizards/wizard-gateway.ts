import type { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import type {
  Bilingual,
  RelatedType,
  Wizard,
  WizardDefinition,
  WizardRun,
  WizardRunStatus,
  WizardValues,
} from '../../domain/wizards/wizard';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AdminListQuery } from '../platform/list-query';
import { token } from '../platform/token';

export interface WizardSummary {
  readonly id: string;
  readonly name: Bilingual;
  readonly relatedType: RelatedType;
  readonly dossierType: DossierType | null;
  readonly steps: number;
  readonly fields: number;
  readonly runs: number;
  readonly updatedAt: Temporal.Instant;
}

export interface WizardRunSummary {
  readonly id: string;
  readonly wizardId: string;
  readonly name: Bilingual;
  readonly status: WizardRunStatus;
  readonly currentStep: number;
  readonly steps: number;
  readonly startedBy: string;
  readonly updatedAt: Temporal.Instant;
  readonly finishedAt: Temporal.Instant | null;
}

export type WizardSortField = 'name' | 'updatedAt' | 'runs';

/** The record a run is about: a dossier or an employee. */
export interface RelatedRecord {
  readonly relatedType: RelatedType;
  readonly relatedUuid: string;
}

export const WizardGateway = token<WizardGateway>('WizardGateway');
/** The wizard calls of spec section 7 (the contract: infrastructure/wizards/wizard-schemas.ts). */
export interface WizardGateway {
  wizards(
    query: AdminListQuery<WizardSortField>,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WizardSummary[]; total: number }, GatewayFailure>>;
  /** The wizards that can be started for a dossier of a type, or for an employee. */
  startable(
    target: { relatedType: RelatedType; dossierType: DossierType | null },
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardSummary[], GatewayFailure>>;
  wizard(id: string, signal?: AbortSignal): Promise<Result<Wizard, GatewayFailure>>;
  createWizard(definition: WizardDefinition): Promise<Result<Wizard, GatewayFailure>>;
  updateWizard(id: string, definition: WizardDefinition): Promise<Result<Wizard, GatewayFailure>>;
  deleteWizard(id: string): Promise<Result<void, GatewayFailure>>;

  initialize(wizardId: string, record: RelatedRecord): Promise<Result<WizardRun, GatewayFailure>>;
  run(id: string, signal?: AbortSignal): Promise<Result<WizardRun, GatewayFailure>>;
  runsOf(
    record: RelatedRecord,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardRunSummary[], GatewayFailure>>;
  saveAnswers(id: string, values: WizardValues): Promise<Result<WizardRun, GatewayFailure>>;
  completeStep(id: string, values: WizardValues, step: number): Promise<Result<WizardRun, GatewayFailure>>;
  finalize(id: string, values: WizardValues): Promise<Result<WizardRun, GatewayFailure>>;
}
