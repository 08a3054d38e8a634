import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { AdminListQuery } from '../../application/platform/list-query';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type {
  RelatedRecord,
  WizardGateway,
  WizardRunSummary,
  WizardSortField,
  WizardSummary,
} from '../../application/wizards/wizard-gateway';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type {
  RelatedType,
  Wizard,
  WizardDefinition,
  WizardRun,
  WizardValues,
} from '../../domain/wizards/wizard';
import type { HttpClient } from '../http/http-client';
import { listQueryOf } from '../locations/location-mapping';
import { NoContentSchema } from '../locations/location-schemas';
import type { WizardBody } from './wizard-schemas';
import {
  WizardAnswerSchema,
  WizardPageSchema,
  WizardRunAnswerSchema,
  WizardRunListSchema,
  type WizardDefinitionSchema,
  type WizardRunSchema,
  type WizardSummarySchema,
} from './wizard-schemas';

const WIZARDS = '/wizards';
const RUNS = '/wizards/association';
/** Every wizard a professional may start for one kind of record fits one page. */
const STARTABLE_PAGE = 100;

const definitionOf = (raw: v.InferOutput<typeof WizardDefinitionSchema>): WizardDefinition => ({
  name: raw.name,
  target:
    raw.relatedType === 'dossier' && raw.dossierType !== null
      ? { relatedType: 'dossier', dossierType: raw.dossierType }
      : { relatedType: 'employee' },
  steps: raw.steps,
});

const summaryOf = (raw: v.InferOutput<typeof WizardSummarySchema>): WizardSummary => ({
  ...raw,
  updatedAt: Temporal.Instant.from(raw.updatedAt),
});

const runOf = (raw: v.InferOutput<typeof WizardRunSchema>): WizardRun => ({
  id: raw.id,
  wizardId: raw.wizardId,
  wizard: definitionOf(raw.wizard),
  relatedType: raw.relatedType,
  relatedUuid: raw.relatedUuid,
  relatedLabel: raw.relatedLabel,
  status: raw.status,
  currentStep: raw.currentStep,
  values: raw.values,
});

export const bodyOf = (definition: WizardDefinition): WizardBody => ({
  name: definition.name,
  relatedType: definition.target.relatedType,
  dossierType: definition.target.relatedType === 'dossier' ? definition.target.dossierType : null,
  steps: definition.steps.map((step) => ({
    ...step,
    fields: step.fields.map((field) => ({ ...field, options: [...field.options] })),
  })),
});

const path = (base: string, id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** The wizard calls over HTTP. */
export class HttpWizardGateway implements WizardGateway {
  constructor(private readonly http: HttpClient) {}

  async wizards(
    query: AdminListQuery<WizardSortField>,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WizardSummary[]; total: number }, GatewayFailure>> {
    const answer = await this.http.request(WizardPageSchema, {
      method: 'GET',
      path: WIZARDS,
      query: listQueryOf(query),
      signal,
    });
    return answer.ok
      ? ok({ rows: answer.value.data.map(summaryOf), total: answer.value.meta.total })
      : answer;
  }

  async startable(
    target: { relatedType: RelatedType; dossierType: DossierType | null },
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardSummary[], GatewayFailure>> {
    const filter: Record<string, string> = { relatedType: target.relatedType };
    if (target.dossierType) filter['dossierType'] = target.dossierType;
    const answer = await this.http.request(WizardPageSchema, {
      method: 'GET',
      path: WIZARDS,
      query: {
        filter,
        sort: [{ field: 'name', direction: 'asc' }],
        page: { number: 1, size: STARTABLE_PAGE },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(summaryOf)) : answer;
  }

  async wizard(id: string, signal?: AbortSignal): Promise<Result<Wizard, GatewayFailure>> {
    const answer = await this.http.request(WizardAnswerSchema, {
      method: 'GET',
      // The screen shows a missing or refused wizard itself, so no toast repeats it.
      quiet: true,
      path: path(WIZARDS, id),
      signal,
    });
    return answer.ok
      ? ok({ ...definitionOf(answer.value.data), id: answer.value.data.id, runs: answer.value.data.runs })
      : answer;
  }

  createWizard(definition: WizardDefinition): Promise<Result<Wizard, GatewayFailure>> {
    return this.sendWizard('POST', WIZARDS, definition);
  }

  updateWizard(id: string, definition: WizardDefinition): Promise<Result<Wizard, GatewayFailure>> {
    return this.sendWizard('PATCH', path(WIZARDS, id), definition);
  }

  async deleteWizard(id: string): Promise<Result<void, GatewayFailure>> {
    const answer = await this.http.request(NoContentSchema, {
      method: 'DELETE',
      path: path(WIZARDS, id),
      quiet: true,
    });
    return answer.ok ? ok(undefined) : answer;
  }

  initialize(wizardId: string, record: RelatedRecord): Promise<Result<WizardRun, GatewayFailure>> {
    return this.sendRun('POST', `${WIZARDS}/initialize`, {
      wizardUuid: wizardId,
      relatedType: record.relatedType,
      relatedUuid: record.relatedUuid,
    });
  }

  async run(id: string, signal?: AbortSignal): Promise<Result<WizardRun, GatewayFailure>> {
    const answer = await this.http.request(WizardRunAnswerSchema, {
      method: 'GET',
      quiet: true,
      path: path(RUNS, id),
      signal,
    });
    return answer.ok ? ok(runOf(answer.value.data)) : answer;
  }

  async runsOf(
    record: RelatedRecord,
    signal?: AbortSignal,
  ): Promise<Result<readonly WizardRunSummary[], GatewayFailure>> {
    const answer = await this.http.request(WizardRunListSchema, {
      method: 'GET',
      path: '/wizards/associations',
      query: { filter: { relatedType: record.relatedType, relatedUuid: record.relatedUuid } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((raw) => ({
        ...raw,
        startedBy: raw.startedBy.displayName,
        updatedAt: Temporal.Instant.from(raw.updatedAt),
        finishedAt: raw.finishedAt === null ? null : Temporal.Instant.from(raw.finishedAt),
      })),
    );
  }

  saveAnswers(id: string, values: WizardValues): Promise<Result<WizardRun, GatewayFailure>> {
    return this.sendRun('PATCH', path(RUNS, id), { values });
  }

  completeStep(id: string, values: WizardValues, step: number): Promise<Result<WizardRun, GatewayFailure>> {
    return this.sendRun('PATCH', path(RUNS, id, '/complete-step'), { values, currentStep: step });
  }

  finalize(id: string, values: WizardValues): Promise<Result<WizardRun, GatewayFailure>> {
    return this.sendRun('PATCH', path(RUNS, id, '/finalize'), { values });
  }

  private async sendWizard(
    method: 'POST' | 'PATCH',
    to: string,
    definition: WizardDefinition,
  ): Promise<Result<Wizard, GatewayFailure>> {
    const answer = await this.http.request(WizardAnswerSchema, {
      method,
      path: to,
      body: bodyOf(definition),
      quiet: true,
    });
    if (!answer.ok) return answer;
    const raw = answer.value.data;
    return ok({ ...definitionOf(raw), id: raw.id, runs: raw.runs });
  }

  private async sendRun(
    method: 'POST' | 'PATCH',
    to: string,
    body: Readonly<Record<string, unknown>>,
  ): Promise<Result<WizardRun, GatewayFailure>> {
    const answer = await this.http.request(WizardRunAnswerSchema, { method, path: to, body, quiet: true });
    return answer.ok ? ok(runOf(answer.value.data)) : answer;
  }
}
