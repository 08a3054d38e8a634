import { describe, expect, it } from 'vitest';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { exactly, signedIn, userNamed } from '../case-client';
import { send } from '../locations/locations-client';
import {
  ABSENCE_INTAKE,
  ASSOCIATIONS,
  errorsOf,
  ILLNESS_DOSSIER,
  INITIALIZE,
  MEDICAL_DOSSIER,
  MEDICAL_HISTORY,
  messageOf,
  PREGNANCY,
  PREGNANCY_DOSSIER,
  run,
  RunListSchema,
  RunSchema,
  stateOf,
  WIZARDS,
  switchTo,
  WORKPLACE,
} from './wizards-client';

const employee = EMPLOYEES[7]?.id ?? '';

describe('filling in wizards on the demo backend', () => {
  it('has seeded an open run half-way on the illness case and a finished one on the pregnancy case', async () => {
    const caseManager = await signedIn('casemanager');
    const illness = exactly(
      RunListSchema,
      await caseManager.get(
        `${ASSOCIATIONS}?filter[relatedType]=dossier&filter[relatedUuid]=${ILLNESS_DOSSIER}`,
      ),
    ).data;
    expect(illness).toHaveLength(1);
    expect(illness[0]).toMatchObject({ wizardId: ABSENCE_INTAKE, status: 'open', currentStep: 1, steps: 2 });
    expect(illness[0]?.startedBy).toEqual({ id: userNamed('casemanager').id, displayName: 'Linda Hoekstra' });
    const open = exactly(RunSchema, await caseManager.get(run(illness[0]?.id ?? ''))).data;
    expect(open.relatedLabel).toBe('Sanne de Vries');
    expect(open.values).toMatchObject({
      werkgerelateerd: false,
      'uren-inzetbaar': '16',
      'verwachte-terugkeer': '',
    });

    const pregnancy = exactly(
      RunListSchema,
      await caseManager.get(`${ASSOCIATIONS}?filter[relatedUuid]=${PREGNANCY_DOSSIER}`),
    );
    expect(pregnancy.data).toMatchObject([{ wizardId: PREGNANCY, status: 'finished' }]);
    expect(pregnancy.data[0]?.finishedAt).not.toBeNull();
  });

  it('starts a run for an employee once, and resumes it when started again', async () => {
    const caseManager = await signedIn('casemanager');
    const body = { wizardUuid: WORKPLACE, relatedType: 'employee', relatedUuid: employee };
    const started = await caseManager.post(INITIALIZE, body);
    expect(started.status).toBe(201);
    const first = exactly(RunSchema, started).data;
    expect(first).toMatchObject({ status: 'open', currentStep: 0, finishedAt: null, relatedUuid: employee });
    expect(first.values).toEqual({
      werkplek: '',
      beeldschermuren: '',
      'instelbare-stoel': null,
      klachten: [],
      'toelichting-klachten': '',
    });
    await send(caseManager, 'PATCH', run(first.id), { values: { werkplek: 'thuis' } });

    const resumed = await caseManager.post(INITIALIZE, body);
    expect(resumed.status).toBe(200);
    expect(exactly(RunSchema, resumed).data).toMatchObject({ id: first.id, values: { werkplek: 'thuis' } });
    expect(stateOf(caseManager).wizards.find((wizard) => wizard.id === WORKPLACE)?.runs).toBe(1);
    const logged = stateOf(caseManager).auditLog.filter(
      (entry) => entry.entityType === 'wizard_run' && entry.entityId === first.id,
    );
    expect(logged.map((entry) => [entry.entityType, entry.action, entry.userName])).toEqual([
      ['wizard_run', 'created', 'Linda Hoekstra'],
      ['wizard_run', 'updated', 'Linda Hoekstra'],
    ]);
    expect(JSON.stringify(logged)).not.toContain('thuis');
    const admin = await switchTo(caseManager, 'admin');
    expect((await admin.post(INITIALIZE, body)).status).toBe(403);
    expect((await admin.get(run(first.id))).status).toBe(403);
  });

  it('refuses to start a run on a record that does not fit the wizard', async () => {
    const caseManager = await signedIn('casemanager');
    const wrongKind = await caseManager.post(INITIALIZE, {
      wizardUuid: ABSENCE_INTAKE,
      relatedType: 'employee',
      relatedUuid: employee,
    });
    expect(wrongKind.status).toBe(422);
    expect(errorsOf(wrongKind)).toEqual({ relatedType: ['Deze wizard wordt ingevuld bij een dossier.'] });

    const wrongType = await send(
      caseManager,
      'POST',
      INITIALIZE,
      { wizardUuid: ABSENCE_INTAKE, relatedType: 'dossier', relatedUuid: PREGNANCY_DOSSIER },
      'en',
    );
    expect(errorsOf(wrongType)).toEqual({ relatedUuid: ['This wizard is for dossiers of type illness.'] });

    const unknown = await caseManager.post(INITIALIZE, {
      wizardUuid: ABSENCE_INTAKE,
      relatedType: 'dossier',
      relatedUuid: '1',
    });
    expect(Object.keys(errorsOf(unknown))).toEqual(['relatedUuid']);
    const noWizard = await caseManager.post(INITIALIZE, {
      wizardUuid: crypto.randomUUID(),
      relatedType: 'dossier',
      relatedUuid: ILLNESS_DOSSIER,
    });
    expect(noWizard.status).toBe(404);
    expect((await caseManager.post(INITIALIZE, {})).status).toBe(422);
  });

  it('refuses a non-medical professional a medical dossier and its runs', async () => {
    const physician = await signedIn('bedrijfsarts.bakker');
    const started = await physician.post(INITIALIZE, {
      wizardUuid: MEDICAL_HISTORY,
      relatedType: 'dossier',
      relatedUuid: MEDICAL_DOSSIER,
    });
    expect(started.status).toBe(201);
    const id = exactly(RunSchema, started).data.id;

    const nurse = await switchTo(physician, 'casemanager');
    expect((await nurse.get(run(id))).status).toBe(403);
    expect((await send(nurse, 'PATCH', run(id), { values: {} })).status).toBe(403);
    expect((await nurse.get(`${ASSOCIATIONS}?filter[relatedUuid]=${MEDICAL_DOSSIER}`)).json).toEqual({
      data: [],
    });
    const onMedical = await nurse.post(INITIALIZE, {
      wizardUuid: ABSENCE_INTAKE,
      relatedType: 'dossier',
      relatedUuid: MEDICAL_DOSSIER,
    });
    expect(onMedical.status).toBe(403);
    expect((await nurse.get(run('999'))).status).toBe(404);
  });

  it('saves answers as typed, invalid ones included, but only of the JSON type of their field', async () => {
    const caseManager = await signedIn('casemanager');
    const saved = await send(caseManager, 'PATCH', run('1'), {
      values: { email: 'sanne@', mobiel: '12', 'uren-inzetbaar': 'zestien' },
    });
    expect(saved.status).toBe(200);
    expect(exactly(RunSchema, saved).data).toMatchObject({
      currentStep: 1,
      values: { email: 'sanne@', mobiel: '12', 'uren-inzetbaar': 'zestien' },
    });

    const wrong = await send(caseManager, 'PATCH', run('1'), {
      values: { email: 12, werkgerelateerd: 'ja', aanpassingen: 'werkplek', onbekend: 'x' },
    });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong)).toEqual({
      'values.email': ['E-mailadres medewerker is niet geldig.'],
      'values.werkgerelateerd': ['Hangt het verzuim samen met het werk? is niet geldig.'],
      'values.aanpassingen': ['Mogelijke aanpassingen is niet geldig.'],
      'values.onbekend': ['onbekend is niet geldig.'],
    });
    expect(stateOf(caseManager).wizardRuns.find((candidate) => candidate.id === '1')?.values['email']).toBe(
      'sanne@',
    );
  });

  it('completes a step only when its answers pass, saying why in the request language, and keeps them either way', async () => {
    const caseManager = await signedIn('casemanager');
    const refused = await send(
      caseManager,
      'PATCH',
      run('1', 'complete-step'),
      { currentStep: 0, values: { email: 'sanne@', mobiel: '030 123 4567' } },
      'en',
    );
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual({
      'values.email': ["Employee's e-mail address must be a valid e-mail address."],
      'values.mobiel': ['Mobile number must be a valid mobile number.'],
    });
    expect(messageOf(refused)).toBe("Employee's e-mail address must be a valid e-mail address.");
    const kept = stateOf(caseManager).wizardRuns.find((candidate) => candidate.id === '1');
    expect(kept?.values).toMatchObject({ email: 'sanne@', mobiel: '030 123 4567' });

    const secondStep = await send(caseManager, 'PATCH', run('1', 'complete-step'), {
      currentStep: 1,
      values: { 'uren-inzetbaar': 'zestien', aanpassingen: ['werkplek', 'werkplek'] },
    });
    expect(errorsOf(secondStep)).toEqual({
      'values.uren-inzetbaar': ['Uren per week inzetbaar moet een getal zijn.'],
      'values.verwachte-terugkeer': ['Verwachte terugkeer is verplicht.'],
      'values.aanpassingen': ['Mogelijke aanpassingen is niet geldig.'],
    });

    const first = await send(caseManager, 'PATCH', run('1', 'complete-step'), {
      currentStep: 0,
      values: { email: 'sanne.devries@voorbeeld.nl', mobiel: '' },
    });
    expect(first.status).toBe(200);
    // Completing an earlier step again never moves the run back.
    expect(exactly(RunSchema, first).data.currentStep).toBe(1);
    const outOfRange = await send(caseManager, 'PATCH', run('1', 'complete-step'), {
      currentStep: 2,
      values: {},
    });
    expect(errorsOf(outOfRange)).toEqual({ currentStep: ['Stap is niet geldig.'] });
  });

  it('moves a fresh run on step by step, then finishes it and refuses every change after with 409', async () => {
    const caseManager = await signedIn('casemanager');
    const started = exactly(
      RunSchema,
      await caseManager.post(INITIALIZE, {
        wizardUuid: WORKPLACE,
        relatedType: 'employee',
        relatedUuid: employee,
      }),
    ).data;
    const stepOne = await send(caseManager, 'PATCH', run(started.id, 'complete-step'), {
      currentStep: 0,
      values: { werkplek: 'kantoor', beeldschermuren: '6', 'instelbare-stoel': true },
    });
    expect(exactly(RunSchema, stepOne).data.currentStep).toBe(1);
    const stepTwo = await send(caseManager, 'PATCH', run(started.id, 'complete-step'), {
      currentStep: 1,
      values: {},
    });
    // The last step completed: the run stays at it until finalized.
    expect(exactly(RunSchema, stepTwo).data).toMatchObject({ currentStep: 1, status: 'open' });

    const finished = await send(caseManager, 'PATCH', run(started.id, 'finalize'), {
      values: { klachten: ['rug', 'ogen'] },
    });
    expect(finished.status).toBe(200);
    const done = exactly(RunSchema, finished).data;
    expect(done).toMatchObject({ status: 'finished', currentStep: 1, values: { klachten: ['rug', 'ogen'] } });
    expect(done.finishedAt).not.toBeNull();

    for (const action of ['', 'complete-step', 'finalize']) {
      const late = await send(caseManager, 'PATCH', run(started.id, action), { currentStep: 0, values: {} });
      expect(late.status).toBe(409);
      expect(late.json).toMatchObject({ code: 'wizard_finished' });
      expect(messageOf(late)).toBe(
        'Deze wizard is al afgerond; de antwoorden kunnen niet meer worden gewijzigd.',
      );
    }
    const restarted = await caseManager.post(INITIALIZE, {
      wizardUuid: WORKPLACE,
      relatedType: 'employee',
      relatedUuid: employee,
    });
    expect(restarted.status).toBe(201);
    expect(exactly(RunSchema, restarted).data.id).not.toBe(started.id);
  });

  it('finalizes only when every step passes, naming the fields of the first step with problems', async () => {
    const caseManager = await signedIn('casemanager');
    const refused = await send(caseManager, 'PATCH', run('1', 'finalize'), { values: { email: '' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused))).toEqual(['values.email']);
    const again = await send(caseManager, 'PATCH', run('1', 'finalize'), {
      values: { email: 'sanne@voorbeeld.nl' },
    });
    expect(Object.keys(errorsOf(again)).sort()).toEqual(['values.verwachte-terugkeer']);
    const done = await send(caseManager, 'PATCH', run('1', 'finalize'), {
      values: { 'verwachte-terugkeer': 'onbekend' },
    });
    expect(exactly(RunSchema, done).data.status).toBe('finished');
  });

  it('keeps a run going on its own copy when its wizard is changed or deleted', async () => {
    const admin = await signedIn('admin');
    expect((await send(admin, 'DELETE', `${WIZARDS}/${ABSENCE_INTAKE}`)).status).toBe(204);
    const caseManager = await switchTo(admin, 'casemanager');
    const still = exactly(RunSchema, await caseManager.get(run('1'))).data;
    expect(still.wizard.name.nl).toBe('Intake verzuim');
    const next = await send(caseManager, 'PATCH', run('1', 'complete-step'), {
      currentStep: 1,
      values: { 'verwachte-terugkeer': 'binnen-2-weken' },
    });
    expect(next.status).toBe(200);
    expect(
      (
        await caseManager.post(INITIALIZE, {
          wizardUuid: ABSENCE_INTAKE,
          relatedType: 'dossier',
          relatedUuid: ILLNESS_DOSSIER,
        })
      ).status,
    ).toBe(404);
  });

  const implausibleDates = (['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'] as const).flatMap(
    (date) => (['nl', 'en'] as const).map((language) => [date, language] as const),
  );
  it.each(implausibleDates)(
    'refuses a date answer %s when a step is completed, in %s',
    async (date, language) => {
      const caseManager = await signedIn('casemanager');
      const answer = await send(
        caseManager,
        'PATCH',
        run('1', 'complete-step'),
        { currentStep: 0, values: { 'eerste-ziektedag': date } },
        language,
      );
      expect([answer.status, errorsOf(answer)]).toEqual([
        422,
        {
          'values.eerste-ziektedag': [
            language === 'nl'
              ? 'Eerste ziektedag moet een datum van 1900-01-01 tot en met 2199-12-31 zijn.'
              : 'First day of illness must be a date from 1900-01-01 up to and including 2199-12-31.',
          ],
        },
      ]);
    },
  );

  const oversized = [
    ['save', '', 'toelichting', 'x'.repeat(20_001), 'Toelichting mag niet meer dan 10000 tekens bevatten.'],
    [
      'save',
      '',
      'email',
      'x'.repeat(1_000_000),
      'E-mailadres medewerker mag niet meer dan 1000 tekens bevatten.',
    ],
    [
      'save',
      '',
      'aanpassingen',
      Array.from({ length: 101 }, () => 'werkplek'),
      'Mogelijke aanpassingen is niet geldig.',
    ],
    ['save', '', 'aanpassingen', ['x'.repeat(20_001)], 'Mogelijke aanpassingen is niet geldig.'],
    [
      'complete a step',
      'complete-step',
      'toelichting',
      'x'.repeat(20_001),
      'Toelichting mag niet meer dan 10000 tekens bevatten.',
    ],
    [
      'finalize',
      'finalize',
      'email',
      'x'.repeat(20_001),
      'E-mailadres medewerker mag niet meer dan 1000 tekens bevatten.',
    ],
  ] as const;
  it.each(oversized)(
    'does not keep an answer far beyond any limit: %s of %s',
    async (_call, action, field, value, message) => {
      const caseManager = await signedIn('casemanager');
      const before = structuredClone(
        stateOf(caseManager).wizardRuns.find((candidate) => candidate.id === '1'),
      );
      const answer = await send(caseManager, 'PATCH', run('1', action), {
        currentStep: 0,
        values: { [field]: value },
      });
      expect([answer.status, errorsOf(answer)]).toEqual([422, { [`values.${field}`]: [message] }]);
      expect(stateOf(caseManager).wizardRuns.find((candidate) => candidate.id === '1')).toEqual(before);
    },
  );

  it('logs every write of a run without its answers', async () => {
    const caseManager = await signedIn('casemanager');
    await send(caseManager, 'PATCH', run('1'), { values: { email: 'geheim@voorbeeld.nl' } });
    await send(caseManager, 'PATCH', run('1', 'complete-step'), { currentStep: 0, values: {} });
    const entries = stateOf(caseManager).auditLog.filter((entry) => entry.entityType === 'wizard_run');
    expect(entries.map((entry) => entry.action)).toEqual(['updated', 'updated']);
    expect(entries[0]?.changes).toEqual([{ field: 'changedAnswers', from: null, to: ['email'] }]);
    expect(entries[1]?.changes).toEqual([
      { field: 'changedAnswers', from: null, to: [] },
      { field: 'completedStep', from: null, to: 0 },
    ]);
    expect(JSON.stringify(entries)).not.toContain('geheim');
    expect(entries[0]?.entityLabel).toBe('Intake verzuim: Sanne de Vries');
  });

  it('names a run on a medical dossier neutrally in the audit log, without the wizard or the person', async () => {
    const doctor = await signedIn('doctor');
    const started = await doctor.post(INITIALIZE, {
      wizardUuid: MEDICAL_HISTORY,
      relatedType: 'dossier',
      relatedUuid: MEDICAL_DOSSIER,
    });
    expect(started.status).toBe(201);
    const { id, relatedLabel } = exactly(RunSchema, started).data;
    const entries = stateOf(doctor).auditLog.filter(
      (entry) => entry.entityType === 'wizard_run' && entry.entityId === id,
    );
    expect(entries.map((entry) => [entry.action, entry.entityLabel])).toEqual([
      ['created', 'Vragenlijst in medisch dossier'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Medische anamnese');
    expect(JSON.stringify(entries)).not.toContain(relatedLabel);
  });
});
