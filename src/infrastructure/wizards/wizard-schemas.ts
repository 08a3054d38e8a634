import * as v from 'valibot';
import { WIZARD_FIELD_KINDS, WIZARD_RULES } from '../../domain/wizards/wizard';
import { DossierTypeSchema } from '../dossiers/dossier-schemas';
import { TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the wizard calls of spec section 7. The spec shows only the paths and the
 * payload fields `values`, `currentStep`, `wizardUuid`, `relatedType` and `relatedUuid`; these shapes
 * are what the back office answers and is sent, and the demo backend answers exactly this. All paths
 * are under /api/external.
 *
 * - `GET wizards` (filter[search], filter[relatedType], filter[dossierType]; sort name, updatedAt,
 *   runs; paged): WizardSummary rows. `manage_wizards`; a professional may list with filter[relatedType]
 *   to start one, and never sees wizards of dossier types they may not see.
 * - `GET`, `PATCH`, `DELETE wizards/{id}`, `POST wizards` (`manage_wizards`): a Wizard; the body is a
 *   WizardBody. A 422 names each problem under the path the domain's `definitionProblems` uses
 *   (`name.nl`, `steps.0.fields.1.label.en`, ...).
 * - `POST wizards/initialize` { wizardUuid, relatedType, relatedUuid }: a WizardRun, the open one of
 *   that wizard for that record when there is one (200, resumed), else a new one (201).
 * - `GET wizards/association/{id}` and `GET wizards/associations?filter[relatedType]&filter[relatedUuid]`
 *   (designed: a run to resume, and the runs of a dossier or an employee).
 * - `PATCH wizards/association/{id}` { values }: saves answers without moving on, format unchecked, so
 *   nothing typed is lost; `/complete-step` { values, currentStep } checks that step and moves on;
 *   `/finalize` { values } checks every step and finishes the run. A 422 names each field as
 *   `values.<fieldId>` with the message of spec section 5; 409 once the run is finished.
 * Errors use the one error body (http/error-body.ts). Every write leaves an entry in the audit log,
 * without the answers (they may be medical).
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const BilingualSchema = v.object({ nl: v.string(), en: v.string() });

const OptionSchema = v.object({ id: Key, label: BilingualSchema });

const FieldSchema = v.object({
  id: Key,
  kind: v.picklist(WIZARD_FIELD_KINDS),
  label: BilingualSchema,
  help: BilingualSchema,
  required: v.boolean(),
  rule: v.nullable(v.picklist(WIZARD_RULES)),
  options: v.array(OptionSchema),
});

const StepSchema = v.object({ id: Key, title: BilingualSchema, fields: v.array(FieldSchema) });

const RelatedTypeSchema = v.picklist(['dossier', 'employee']);

/** What a wizard is for: a dossier type exactly when it is for dossiers. */
const definitionEntries = {
  name: BilingualSchema,
  relatedType: RelatedTypeSchema,
  dossierType: v.nullable(DossierTypeSchema),
  steps: v.array(StepSchema),
};
const targetIsConsistent = (raw: { relatedType: string; dossierType: string | null }) =>
  (raw.relatedType === 'dossier') === (raw.dossierType !== null);

export const WizardDefinitionSchema = v.pipe(
  v.object(definitionEntries),
  v.check((raw) => targetIsConsistent(raw)),
);

export const WizardSchema = v.pipe(
  v.object({
    ...definitionEntries,
    id: v.string(),
    runs: Count,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
  }),
  v.check((raw) => targetIsConsistent(raw)),
);

export const WizardSummarySchema = v.object({
  id: v.string(),
  name: BilingualSchema,
  relatedType: RelatedTypeSchema,
  dossierType: v.nullable(DossierTypeSchema),
  steps: Count,
  fields: Count,
  runs: Count,
  updatedAt: TimestampSchema,
});

export const WizardPageSchema = v.object({
  data: v.array(WizardSummarySchema),
  meta: v.object({ total: Count, page: Count, pageSize: Count }),
});
export const WizardAnswerSchema = v.object({ data: WizardSchema });

export const WizardValueSchema = v.union([v.string(), v.array(v.string()), v.boolean(), v.null()]);

const PersonSchema = v.object({ id: v.string(), displayName: v.string() });
const StatusSchema = v.picklist(['open', 'finished']);

export const WizardRunSchema = v.pipe(
  v.object({
    id: v.string(),
    wizardId: v.string(),
    wizard: WizardDefinitionSchema,
    relatedType: RelatedTypeSchema,
    relatedUuid: v.string(),
    relatedLabel: v.string(),
    status: StatusSchema,
    currentStep: Count,
    values: v.record(v.string(), WizardValueSchema),
    startedBy: PersonSchema,
    startedAt: TimestampSchema,
    updatedAt: TimestampSchema,
    finishedAt: v.nullable(TimestampSchema),
  }),
  v.check((run) => run.wizard.steps.length === 0 || run.currentStep < run.wizard.steps.length),
);
export const WizardRunAnswerSchema = v.object({ data: WizardRunSchema });

export const WizardRunSummarySchema = v.object({
  id: v.string(),
  wizardId: v.string(),
  name: BilingualSchema,
  status: StatusSchema,
  currentStep: Count,
  steps: Count,
  startedBy: PersonSchema,
  updatedAt: TimestampSchema,
  finishedAt: v.nullable(TimestampSchema),
});
export const WizardRunListSchema = v.object({ data: v.array(WizardRunSummarySchema) });

export type WizardBody = v.InferInput<typeof WizardDefinitionSchema>;
