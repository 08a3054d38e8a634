import { describe, expect, it } from 'vitest';
import { exactly, signedIn } from '../case-client';
import { demoClient } from '../demo-client';
import { send } from '../locations/locations-client';
import {
  ABSENCE_INTAKE,
  MEDICAL_HISTORY,
  errorsOf,
  messageOf,
  newWizard,
  stateOf,
  WizardPageSchema,
  WIZARDS,
  WizardSchema,
} from './wizards-client';

describe('the wizard builder of the demo backend', () => {
  it('lists the seeded wizards to a builder, paged and sorted by Dutch name', async () => {
    const admin = await signedIn('admin');
    const page = exactly(WizardPageSchema, await admin.get(WIZARDS));
    expect(page.meta).toEqual({ total: 4, page: 1, pageSize: 100 });
    expect(page.data.map((wizard) => wizard.name.nl)).toEqual([
      'Intake verzuim',
      'Medische anamnese',
      'Vragenlijst werkplek',
      'Zwangerschap en werk',
    ]);
    const intake = page.data.find((wizard) => wizard.id === ABSENCE_INTAKE);
    expect(intake).toMatchObject({
      relatedType: 'dossier',
      dossierType: 'illness',
      steps: 2,
      fields: 8,
      runs: 1,
    });
  });

  it('filters by search in either language, by what a wizard is for, and sorts by runs', async () => {
    const admin = await signedIn('admin');
    const names = async (query: string) =>
      exactly(WizardPageSchema, await admin.get(`${WIZARDS}?${query}`)).data.map((wizard) => wizard.name.en);
    expect(await names('filter[search]=pregnancy')).toEqual(['Pregnancy and work']);
    expect(await names('filter[search]=werkplek')).toEqual(['Workplace questionnaire']);
    expect(await names('filter[relatedType]=employee')).toEqual(['Workplace questionnaire']);
    expect(await names('filter[dossierType]=illness,medical')).toEqual(['Absence intake', 'Medical history']);
    expect((await names('sort=-runs,name'))[0]).toBe('Absence intake');
    const refused = await admin.get(`${WIZARDS}?filter[relatedType]=team&sort=colour`);
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused)).sort()).toEqual(['filter[relatedType]', 'sort']);
  });

  it('lets a professional list wizards only to start one, and never those of dossier types they may not see', async () => {
    const caseManager = await signedIn('casemanager');
    expect((await caseManager.get(WIZARDS)).status).toBe(403);
    const forDossiers = exactly(
      WizardPageSchema,
      await caseManager.get(`${WIZARDS}?filter[relatedType]=dossier`),
    );
    expect(forDossiers.data.map((wizard) => wizard.dossierType)).toEqual(['illness', 'pregnancy']);
    expect((await caseManager.get(`${WIZARDS}/${MEDICAL_HISTORY}`)).status).toBe(404);

    const physician = await signedIn('bedrijfsarts.bakker');
    const medical = exactly(WizardPageSchema, await physician.get(`${WIZARDS}?filter[relatedType]=dossier`));
    expect(medical.data.map((wizard) => wizard.dossierType)).toContain('medical');
    expect((await physician.post(WIZARDS, newWizard())).status).toBe(403);
  });

  it('refuses employers, planners and the signed-out', async () => {
    for (const username of ['employer', 'planner']) {
      const client = await signedIn(username);
      const answer = await client.get(`${WIZARDS}?filter[relatedType]=dossier`);
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: 'forbidden' });
      expect((await client.post(WIZARDS, newWizard())).status).toBe(403);
    }
    expect((await demoClient().get(WIZARDS)).status).toBe(401);
  });

  it('creates, changes and deletes a wizard, each write in the audit log', async () => {
    const admin = await signedIn('admin');
    const created = await admin.post(WIZARDS, newWizard());
    expect(created.status).toBe(201);
    const wizard = exactly(WizardSchema, created).data;
    expect(wizard).toMatchObject({ relatedType: 'employee', dossierType: null, runs: 0 });
    expect(wizard.steps[0]?.fields.map((field) => field.id)).toEqual(['email', 'gevoel']);
    expect(exactly(WizardSchema, await admin.get(`${WIZARDS}/${wizard.id}`)).data).toEqual(wizard);

    admin.advance(60_000);
    const changed = await send(admin, 'PATCH', `${WIZARDS}/${wizard.id}`, {
      ...newWizard(),
      name: { nl: 'Terugkeergesprek na verzuim', en: 'Return-to-work interview' },
      relatedType: 'dossier',
      dossierType: 'reintegration',
    });
    expect(changed.status).toBe(200);
    const after = exactly(WizardSchema, changed).data;
    expect(after).toMatchObject({ dossierType: 'reintegration', createdAt: wizard.createdAt });
    expect(after.updatedAt > wizard.updatedAt).toBe(true);

    expect((await send(admin, 'DELETE', `${WIZARDS}/${wizard.id}`)).status).toBe(204);
    expect((await admin.get(`${WIZARDS}/${wizard.id}`)).status).toBe(404);
    expect((await send(admin, 'DELETE', `${WIZARDS}/${wizard.id}`)).status).toBe(404);

    const entries = stateOf(admin).auditLog.filter((entry) => entry.entityId === wizard.id);
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(entries.every((entry) => entry.entityType === 'wizard' && entry.userName === 'Arjen Beheer')).toBe(
      true,
    );
    expect(entries[1]?.changes.map((change) => change.field).sort()).toEqual([
      'dossierType',
      'name.nl',
      'relatedType',
    ]);
  });

  it('refuses a broken wizard with field errors at the paths the domain names, in Dutch by default', async () => {
    const admin = await signedIn('admin');
    const broken = newWizard({
      name: { nl: ' ', en: 'x'.repeat(121) },
      relatedType: 'dossier',
      dossierType: 'nonsense',
      steps: [
        { id: 's1', title: { nl: 'Stap', en: '' }, fields: [] },
        {
          id: 's2',
          title: { nl: 'Stap', en: 'Step' },
          fields: [
            {
              id: 'a',
              kind: 'text',
              label: { nl: 'A', en: 'A' },
              help: { nl: '', en: '' },
              required: false,
              rule: 'email',
              options: [],
            },
            {
              id: 'b',
              kind: 'number',
              label: { nl: 'B', en: 'B' },
              help: { nl: '', en: '' },
              required: true,
              rule: 'alpha',
              options: [],
            },
            {
              id: 'a',
              kind: 'choice',
              label: { nl: '', en: 'C' },
              help: { nl: '', en: '' },
              required: false,
              rule: null,
              options: [{ id: 'x', label: { nl: 'X', en: '' } }],
            },
          ],
        },
      ],
    });
    const answer = await admin.post(WIZARDS, broken);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 'validation_failed' });
    const errors = errorsOf(answer);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name.nl',
        'name.en',
        'dossierType',
        'steps.0.title.en',
        'steps.0.fields',
        'steps.1.fields.1.rule',
        'steps.1.fields.2.id',
        'steps.1.fields.2.label.nl',
        'steps.1.fields.2.options',
        'steps.1.fields.2.options.0.en',
      ].sort(),
    );
    expect(errors['name.nl']).toEqual(['Nederlandse naam is verplicht.']);
    expect(errors['name.en']).toEqual(['Engelse naam mag niet meer dan 120 tekens bevatten.']);
    expect(errors['steps.0.fields']).toEqual(['Voeg ten minste één veld toe aan stap 1.']);
    expect(errors['steps.1.fields.2.id']).toEqual([
      'Sleutel van veld 3 van stap 2 komt al voor in deze wizard.',
    ]);
    expect(errors['steps.1.fields.2.options']).toEqual([
      'Geef ten minste 2 opties op voor veld 3 van stap 2.',
    ]);
    expect(messageOf(answer)).toBe(Object.values(errors).flat()[0]);
    expect(stateOf(admin).wizards).toHaveLength(4);

    const english = await send(admin, 'POST', WIZARDS, broken, 'en');
    expect(errorsOf(english)['steps.1.fields.2.label.nl']).toEqual([
      'Dutch label of field 3 of step 2 is required.',
    ]);
    expect(errorsOf(english)['steps.1.fields.2.options.0.en']).toEqual([
      'English label of option 1 of field 3 of step 2 is required.',
    ]);
  });

  it('reads the body as sent: missing parts, wrong types and unknown kinds are refused, not stored', async () => {
    const admin = await signedIn('admin');
    const answer = await admin.post(WIZARDS, {
      name: 'Intake',
      steps: [
        { id: 7, title: { nl: 3 }, fields: [{ id: 'f', kind: 'slider', label: { nl: 'F', en: 'F' } }] },
      ],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(errorsOf(answer)).sort()).toEqual(
      [
        'name',
        'name.nl',
        'name.en',
        'relatedType',
        'steps.0.id',
        'steps.0.title.nl',
        'steps.0.title.en',
        'steps.0.fields.0.kind',
      ].sort(),
    );
    const tooMany = await admin.post(
      WIZARDS,
      newWizard({ steps: Array.from({ length: 31 }, () => newWizard().steps[0]) }),
    );
    expect(errorsOf(tooMany)['steps']).toEqual(['Een wizard heeft hoogstens 30 stappen.']);
    const employeeWithType = await admin.post(WIZARDS, newWizard({ dossierType: 'illness' }));
    expect(Object.keys(errorsOf(employeeWithType))).toEqual(['dossierType']);
  });
});
