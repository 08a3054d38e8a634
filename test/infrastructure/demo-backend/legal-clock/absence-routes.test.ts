import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { addDays, amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { ABSENCE_TYPES } from '../../../../src/infrastructure/demo-backend/people/people-scope';
import {
  AbsenceCaseSchema,
  EmployeeAbsenceAnswerSchema,
  OpenCasesSchema,
  SickReportAnswerSchema,
} from '../../../../src/infrastructure/legal-clock/absence-schemas';
import { demoClient, errorBody } from '../demo-client';
import { healthyEmployee, sickReport } from './absence-client';

const V2 = '/api/external/v2';
const employer = USERS.find((user) => user.username === 'employer');

const report = (firstSickDay: string) => sickReport(firstSickDay);

describe('the sick and recovery reports in the demo backend', () => {
  it('an employer reports its employee sick, recovered, and sick again within 28 days in the same case', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const id = healthyEmployee(client);
    const today = amsterdamDate(client.now());
    const before = v.parse(
      EmployeeAbsenceAnswerSchema,
      (await client.get(`${V2}/employee/${id}/absence`)).json,
    );
    expect(before.data.spells).toEqual([]);

    const sick = await client.post(`${V2}/employee/${id}/sick-reports`, report(addDays(today, -10)));
    expect(sick.status).toBe(201);
    const made = v.parse(SickReportAnswerSchema, sick.json).data;
    expect(made.continued).toBe(false);
    expect(made.spells).toEqual([{ firstSickDay: addDays(today, -10), recoveredOn: null }]);
    const caseOf = () =>
      client.backend.store.state.dossiers.find(
        (candidate) => candidate.employeeId === id && ABSENCE_TYPES.has(candidate.type),
      );
    const dossier = caseOf();
    expect(dossier).toMatchObject({ type: 'illness', status: 'open', startDate: addDays(today, -10) });
    // What was kept is only what an employer may record.
    expect(Object.keys(client.backend.store.state.sickReports.at(-1) ?? {})).not.toContain('reason');

    const again = await client.post(`${V2}/employee/${id}/sick-reports`, report(today));
    expect(again.status).toBe(422);
    expect(errorBody(again).errors?.['firstSickDay']).toEqual([
      'Deze medewerker is al ziek gemeld en nog niet hersteld.',
    ]);

    const partly = await client.post(`${V2}/employee/${id}/recoveries`, {
      recoveredOn: addDays(today, -7),
      kind: 'partial',
      percentage: 50,
    });
    expect(v.parse(EmployeeAbsenceAnswerSchema, partly.json).data.resumption).toEqual({
      from: addDays(today, -7),
      percentage: 50,
    });
    const recovered = await client.post(`${V2}/employee/${id}/recoveries`, {
      recoveredOn: addDays(today, -5),
      kind: 'full',
      percentage: null,
    });
    expect(recovered.status).toBe(200);
    expect(caseOf()).toMatchObject({ status: 'closed', endDate: addDays(today, -5) });

    const continued = v.parse(
      SickReportAnswerSchema,
      (await client.post(`${V2}/employee/${id}/sick-reports`, report(today))).json,
    ).data;
    expect(continued.continued).toBe(true);
    expect(continued.openDossierId).toBe(dossier?.id);
    expect(caseOf()?.spells).toEqual([
      { firstSickDay: addDays(today, -10), recoveredOn: addDays(today, -5) },
      { firstSickDay: today, recoveredOn: null },
    ]);
  });

  it('answers when the case’s steps were done, from its completed step tasks and the report itself', async () => {
    const client = demoClient();
    await client.signIn('casemanager');
    const state = client.backend.store.state;
    // The answer speaks of the employee's last case of the absence group.
    const lastCaseOf = (employeeId: string) =>
      state.dossiers
        .filter((candidate) => candidate.employeeId === employeeId && ABSENCE_TYPES.has(candidate.type))
        .sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
        .at(-1);
    const task = state.tasks.find(
      (candidate) =>
        candidate.title.nl === 'Probleemanalyse opstellen' &&
        candidate.status === 'completed' &&
        state.dossiers.some(
          (dossier) =>
            dossier.id === candidate.dossierId && lastCaseOf(dossier.employeeId)?.id === dossier.id,
        ),
    );
    const dossier = state.dossiers.find((candidate) => candidate.id === task?.dossierId);
    if (!task?.completedAt || !dossier)
      throw new Error('the seed has no problem analysis done in a last case');
    const answer = v.parse(
      EmployeeAbsenceAnswerSchema,
      (await client.get(`${V2}/employee/${dossier.employeeId}/absence`)).json,
    );
    expect(answer.data.stepsDone.steps['problem-analysis']).toBe(amsterdamDate(Date.parse(task.completedAt)));
    const id = healthyEmployee(client);
    await client.post(`${V2}/employee/${id}/sick-reports`, report(amsterdamDate(client.now())));
    const reported = v.parse(
      EmployeeAbsenceAnswerSchema,
      (await client.get(`${V2}/employee/${id}/absence`)).json,
    );
    expect(reported.data.stepsDone).toEqual({
      steps: { 'sick-report': amsterdamDate(client.now()) },
      evaluations: [],
    });
  });

  it('answers a professional’s own open cases, or all, and an employer its own employees’, with days only', async () => {
    const client = demoClient();
    await client.signIn('casemanager');
    const me = USERS.find((user) => user.username === 'casemanager');
    const mine = v.parse(OpenCasesSchema, (await client.get(`${V2}/absence-cases`)).json).data;
    const all = v.parse(
      OpenCasesSchema,
      (await client.get(`${V2}/absence-cases?filter[owner]=all`)).json,
    ).data;
    const { dossiers } = client.backend.store.state;
    const ownerOf = (id: string) => dossiers.find((dossier) => dossier.id === id)?.ownerId;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((open) => ownerOf(open.dossierId) === me?.id)).toBe(true);
    expect(all.length).toBe(
      dossiers.filter((dossier) => dossier.status === 'open' && ABSENCE_TYPES.has(dossier.type)).length,
    );
    const employerClient = demoClient();
    await employerClient.signIn('employer');
    const own = v.parse(
      OpenCasesSchema,
      (await employerClient.get(`${V2}/absence-cases?filter[owner]=all`)).json,
    ).data;
    const ownIds = new Set(EMPLOYEES.filter((e) => e.employerId === employer?.employerId).map((e) => e.id));
    expect(own.every((open) => ownIds.has(open.employeeId))).toBe(true);
    expect(JSON.stringify(own)).not.toMatch(/note|diagnos|medical/i);
    const planner = demoClient();
    await planner.signIn('planner');
    expect((await planner.get(`${V2}/absence-cases`)).status).toBe(403);
  });

  it('answers one case with what completed each step, a UWV message by reference and a document by kind only', async () => {
    const client = demoClient();
    await client.signIn('casemanager');
    const { state } = client.backend.store;
    const accepted = state.uwvMessages.find(
      (message) =>
        message.status === 'accepted' &&
        state.dossiers.some((dossier) => dossier.id === message.dossierId && ABSENCE_TYPES.has(dossier.type)),
    );
    if (!accepted) throw new Error('the seed has no accepted UWV message on an absence case');
    const dossier = state.dossiers.find((known) => known.id === accepted.dossierId);
    const answer = await client.get(`${V2}/absence-cases/${accepted.dossierId}`);
    expect(answer.status).toBe(200);
    const file = v.parse(AbsenceCaseSchema, answer.json).data;
    expect(file.dossierId).toBe(dossier?.id);
    expect(file.spells).toEqual(dossier?.spells);
    const sickReport = file.completedBy.find((evidence) => evidence.step === 'sick-report');
    expect(sickReport?.on).toBe(file.stepsDone.steps['sick-report']);
    for (const evidence of file.completedBy.filter((known) => known.step !== 'evaluation'))
      expect(file.stepsDone.steps[evidence.step]).toBe(evidence.on);
    expect(
      file.completedBy.filter((known) => known.step === 'evaluation').map((known) => known.round),
    ).toEqual(file.stepsDone.evaluations.map((_, index) => index + 1));
    const byMessage = file.completedBy.filter((evidence) => evidence.kind === 'uwv-message');
    expect(byMessage.every((evidence) => evidence.reference !== null)).toBe(true);
    expect(JSON.stringify(file)).not.toMatch(/"(name|title|fileName|note)"/);
  });

  it('finds no case for a dossier of another group, one out of reach, or a reader who may not report', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const { state } = client.backend.store;
    const other = state.dossiers.find((dossier) => !ABSENCE_TYPES.has(dossier.type));
    const foreign = state.dossiers.find(
      (dossier) =>
        ABSENCE_TYPES.has(dossier.type) &&
        EMPLOYEES.find((employee) => employee.id === dossier.employeeId)?.employerId !== employer?.employerId,
    );
    for (const dossier of [other, foreign]) {
      const refused = await client.get(`${V2}/absence-cases/${dossier?.id ?? 'none'}`);
      expect(refused.status).toBe(404);
    }
    expect((await client.get(`${V2}/absence-cases/no-such-dossier`)).status).toBe(404);
    const planner = demoClient();
    await planner.signIn('planner');
    expect((await planner.get(`${V2}/absence-cases/${foreign?.id ?? 'none'}`)).status).toBe(403);
  });

  it('refuses a diagnosis or any field outside the allowed list by name, and stores nothing', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const id = healthyEmployee(client);
    const today = amsterdamDate(client.now());
    const count = client.backend.store.state.dossiers.length;
    for (const field of ['diagnosis', 'reason', 'symptoms', 'notes']) {
      const refused = await client.post(
        `${V2}/employee/${id}/sick-reports`,
        { ...report(today), [field]: 'griep' },
        'en',
      );
      expect(refused.status).toBe(422);
      expect(errorBody(refused).errors?.[field]?.[0]).toMatch(/^The field .* is not kept/);
    }
    expect(client.backend.store.state.dossiers).toHaveLength(count);
    expect(client.backend.store.state.sickReports).toEqual([]);
  });

  it('names each wrong field, and keeps the report from another employer or a planner', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const id = healthyEmployee(client);
    const today = amsterdamDate(client.now());
    const wrong = await client.post(`${V2}/employee/${id}/sick-reports`, {
      ...report(addDays(today, 1)),
      reachablePhone: 'bel mij',
      expectedDuration: 'forever',
      safetyNet: 'yes',
    });
    expect(Object.keys(errorBody(wrong).errors ?? {}).sort()).toEqual([
      'expectedDuration',
      'firstSickDay',
      'reachablePhone',
      'safetyNet',
    ]);
    const other = EMPLOYEES.find((employee) => employee.employerId !== employer?.employerId);
    expect((await client.post(`${V2}/employee/${other?.id}/sick-reports`, report(today))).status).toBe(403);
    const planner = demoClient();
    await planner.signIn('planner');
    expect((await planner.post(`${V2}/employee/${id}/sick-reports`, report(today))).status).toBe(403);
  });
});
