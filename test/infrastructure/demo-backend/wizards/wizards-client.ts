import * as v from 'valibot';
import { DOSSIER_TYPE_CODES } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import type { DemoState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { Answer, DemoClient } from '../demo-client';

/** Test helpers for the wizards area: its paths, the contract as valibot schemas, bodies to send. */

export const WIZARDS = '/api/external/wizards';
export const INITIALIZE = `${WIZARDS}/initialize`;
export const ASSOCIATIONS = `${WIZARDS}/associations`;
export const run = (id: string, action = '') => `${WIZARDS}/association/${id}${action ? `/${action}` : ''}`;

/** The seed's wizards, by what they are for. */
export const ABSENCE_INTAKE = 'e1e5a0b0-0000-4000-8000-000000000001';
export const WORKPLACE = 'e1e5a0b0-0000-4000-8000-000000000002';
export const PREGNANCY = 'e1e5a0b0-0000-4000-8000-000000000003';
export const MEDICAL_HISTORY = 'e1e5a0b0-0000-4000-8000-000000000004';

/** The featured dossiers of the case seed: the bakery's illness case, the medical case, the pregnancy. */
export const ILLNESS_DOSSIER = '20001';
export const MEDICAL_DOSSIER = '20003';
export const PREGNANCY_DOSSIER = '20004';

const Texts = v.object({ nl: v.string(), en: v.string() });
const Instant = v.pipe(v.string(), v.isoTimestamp());
const RelatedType = v.picklist(['dossier', 'employee']);
const UserRef = v.object({ id: v.string(), displayName: v.string() });

const Field = v.object({
  id: v.string(),
  kind: v.picklist([
    'text',
    'longText',
    'number',
    'integer',
    'date',
    'choice',
    'multiChoice',
    'yesNo',
    'email',
    'phone',
  ]),
  label: Texts,
  help: Texts,
  required: v.boolean(),
  rule: v.nullable(v.picklist(['alpha', 'numeric', 'integer', 'email', 'mobile', 'phone'])),
  options: v.array(v.object({ id: v.string(), label: Texts })),
});
const Step = v.object({ id: v.string(), title: Texts, fields: v.array(Field) });
const Definition = {
  name: Texts,
  relatedType: RelatedType,
  dossierType: v.nullable(v.picklist(DOSSIER_TYPE_CODES)),
  steps: v.array(Step),
};

export const WizardSchema = v.object({
  data: v.object({
    id: v.pipe(v.string(), v.uuid()),
    ...Definition,
    runs: v.number(),
    createdAt: Instant,
    updatedAt: Instant,
  }),
});

export const WizardPageSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      name: Texts,
      relatedType: RelatedType,
      dossierType: v.nullable(v.picklist(DOSSIER_TYPE_CODES)),
      steps: v.number(),
      fields: v.number(),
      runs: v.number(),
      updatedAt: Instant,
    }),
  ),
  meta: v.object({ total: v.number(), page: v.number(), pageSize: v.number() }),
});

const Value = v.union([v.string(), v.array(v.string()), v.boolean(), v.null()]);

export const RunSchema = v.object({
  data: v.object({
    id: v.string(),
    wizardId: v.string(),
    wizard: v.object(Definition),
    relatedType: RelatedType,
    relatedUuid: v.string(),
    relatedLabel: v.string(),
    status: v.picklist(['open', 'finished']),
    currentStep: v.number(),
    values: v.record(v.string(), Value),
    startedBy: UserRef,
    startedAt: Instant,
    updatedAt: Instant,
    finishedAt: v.nullable(Instant),
  }),
});

export const RunListSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      wizardId: v.string(),
      name: Texts,
      status: v.picklist(['open', 'finished']),
      currentStep: v.number(),
      steps: v.number(),
      startedBy: UserRef,
      updatedAt: Instant,
      finishedAt: v.nullable(Instant),
    }),
  ),
});

export const stateOf = (client: DemoClient): DemoState => client.backend.store.state;

/** The messages of a 422 by field. */
export const errorsOf = (answer: Answer): Record<string, string[]> =>
  (answer.json as { errors?: Record<string, string[]> } | null)?.errors ?? {};

export const messageOf = (answer: Answer): string =>
  (answer.json as { message?: string } | null)?.message ?? '';

const both = (nl: string, en: string) => ({ nl, en });

/** A small valid wizard body: one step with an e-mail address and a choice. */
export const newWizard = (overrides: Record<string, unknown> = {}) => ({
  name: both('Terugkeergesprek', 'Return-to-work interview'),
  relatedType: 'employee',
  dossierType: null,
  steps: [
    {
      id: 'stap-1',
      title: both('Gesprek', 'Interview'),
      fields: [
        {
          id: 'email',
          kind: 'email',
          label: both('E-mailadres', 'E-mail address'),
          help: both('', ''),
          required: true,
          rule: null,
          options: [],
        },
        {
          id: 'gevoel',
          kind: 'choice',
          label: both('Hoe gaat het?', 'How are you?'),
          help: both('', ''),
          required: false,
          rule: null,
          options: [
            { id: 'goed', label: both('Goed', 'Well') },
            { id: 'matig', label: both('Matig', 'So-so') },
          ],
        },
      ],
    },
  ],
  ...overrides,
});

/** The same browser (so the same backend and state) signed out and in again as another demo user. */
export async function switchTo(client: DemoClient, username: string): Promise<DemoClient> {
  await client.post('/api/auth/logout');
  await client.signIn(username);
  const user = await client.currentUser();
  if (user?.username !== username) throw new Error(`could not sign in as ${username}`);
  return client;
}
