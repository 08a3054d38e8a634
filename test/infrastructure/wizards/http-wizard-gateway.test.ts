import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpWizardGateway } from '../../../src/infrastructure/wizards/http-wizard-gateway';
import type { WizardDefinition } from '../../../src/domain/wizards/wizard';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';
import { ABSENCE_INTAKE, ILLNESS_DOSSIER } from '../demo-backend/wizards/wizards-client';

async function signedIn(username: string) {
  const backend = inProcessBackend();
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const signIn = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(signIn.ok).toBe(true);
  return { wizards: new HttpWizardGateway(http), notifier, backend };
}

const both = (text: string) => ({ nl: text, en: text });
const DEFINITION: WizardDefinition = {
  name: both('Terugkeergesprek'),
  target: { relatedType: 'employee' },
  steps: [
    {
      id: 'step-1',
      title: both('Contact'),
      fields: [
        {
          id: 'mail',
          kind: 'email',
          label: both('E-mail'),
          help: both(''),
          required: true,
          rule: null,
          options: [],
        },
      ],
    },
  ],
};

describe('the wizard gateway against the demo backend', () => {
  it('creates, reads, lists, changes and deletes a wizard in the contract’s shapes', async () => {
    const { wizards } = await signedIn('admin');
    const created = await wizards.createWizard(DEFINITION);
    expect(created).toMatchObject({
      ok: true,
      value: { name: DEFINITION.name, target: { relatedType: 'employee' }, runs: 0 },
    });
    if (!created.ok) return;
    const read = await wizards.wizard(created.value.id);
    expect(read.ok && read.value.steps[0]?.fields[0]?.kind).toBe('email');
    const page = await wizards.wizards({
      search: 'terugkeer',
      sort: { field: 'name', direction: 'asc' },
      page: 1,
      size: 10,
    });
    expect(page.ok && page.value.rows.map((row) => row.id)).toEqual([created.value.id]);
    const changed = await wizards.updateWizard(created.value.id, { ...DEFINITION, name: both('Terugkeer') });
    expect(changed.ok && changed.value.name.nl).toBe('Terugkeer');
    expect((await wizards.deleteWizard(created.value.id)).ok).toBe(true);
    expect(await wizards.wizard(created.value.id)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 404 },
    });
  });

  it('hands a refused definition’s problems back under the paths the domain uses', async () => {
    const { wizards } = await signedIn('admin');
    const refused = await wizards.createWizard({ ...DEFINITION, name: { nl: '', en: 'Return' } });
    expect(refused.ok).toBe(false);
    if (refused.ok || refused.error.kind !== 'rejected') return;
    expect(Object.keys(refused.error.fieldErrors)).toContain('name.nl');
  });

  it('starts a wizard for a dossier, resumes the open run, and completes and finishes it step by step', async () => {
    const { wizards } = await signedIn('casemanager');
    const startable = await wizards.startable({ relatedType: 'dossier', dossierType: 'illness' });
    expect(startable.ok && startable.value.some((wizard) => wizard.id === ABSENCE_INTAKE)).toBe(true);
    const record = { relatedType: 'dossier' as const, relatedUuid: ILLNESS_DOSSIER };
    const run = await wizards.initialize(ABSENCE_INTAKE, record);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    const again = await wizards.initialize(ABSENCE_INTAKE, record);
    expect(again.ok && again.value.id).toBe(run.value.id);
    const runs = await wizards.runsOf(record);
    expect(
      runs.ok && runs.value.some((summary) => summary.id === run.value.id && summary.status === 'open'),
    ).toBe(true);
    const saved = await wizards.saveAnswers(run.value.id, run.value.values);
    expect(saved.ok).toBe(true);
  });
});
