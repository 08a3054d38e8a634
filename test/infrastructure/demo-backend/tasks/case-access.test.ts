import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveCasesSchema,
  AvailableDossierTypesSchema,
  DOSSIER_TYPE_CODES,
  DossierPageSchema,
  RecentlyViewedSchema,
  TaskCountSchema,
  TaskPageSchema,
} from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import {
  COUNT,
  dossierOf,
  DOSSIERS,
  exactly,
  query,
  signedIn,
  stateOf,
  TASK,
  TASKS,
  userNamed,
} from '../case-client';
import { EMPLOYER_TYPES, MEDICAL_GROUP, modelRows } from './case-model';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const BAKERY = EMPLOYERS[0];

const READS = [
  TASKS,
  COUNT,
  DOSSIERS,
  `${DOSSIERS}/recently-viewed`,
  `${DOSSIERS}/active-cases-count`,
  `${DOSSIERS}/available-dossier-types`,
];
const ACTIONS = ['complete', 're-open', 'cancel', 'postpone', 'allocate'].map(
  (action) => `${TASK}/${action}`,
);

/** A task id in the doctor's scope that is medical, or not. */
const taskId = (client: DemoClient, medical: boolean): string =>
  stateOf(client).tasks.find(
    (task) => MEDICAL_GROUP.includes(dossierOf(client.backend.store, task).type) === medical,
  )?.id ?? '';

let employer: DemoClient;
let caseManager: DemoClient;
beforeAll(async () => {
  employer = await signedIn('employer');
  caseManager = await signedIn('casemanager');
});

describe('who may call the dossier and task routes of the demo backend', () => {
  it('answers 401 without a session, and while the second factor is still due', async () => {
    const anonymous = demoClient();
    const halfway = demoClient();
    await halfway.signIn('doctor');
    const id = taskId(halfway, false);
    for (const client of [anonymous, halfway]) {
      for (const path of [...READS, `${TASK}/${id}/assign-authorizations`, '/api/external/v2/free-tasks']) {
        const answer = await client.get(path, 'en');
        expect([path, answer.status, exactly(ErrorBodySchema, answer)]).toEqual([
          path,
          401,
          { message: 'You are not signed in.' },
        ]);
      }
      for (const path of [...ACTIONS, TASK]) expect((await client.post(path, { id })).status).toBe(401);
    }
  });

  it.each(['planner', 'admin', 'employee', 'linked.rivierenland'])(
    'refuses %s, who neither views tasks nor has the employer dashboard, with 403',
    async (username) => {
      const client = await signedIn(username);
      const id = taskId(client, false);
      const before = { ...stateOf(client).tasks.find((task) => task.id === id) };
      for (const path of [...READS, `${TASK}/${id}/assign-authorizations`, '/api/external/v2/free-tasks']) {
        const answer = await client.get(path, 'en');
        expect([path, answer.status, exactly(ErrorBodySchema, answer)]).toEqual([
          path,
          403,
          { message: 'You are not allowed to do this.', code: 'forbidden' },
        ]);
      }
      for (const path of [...ACTIONS, TASK]) expect((await client.post(path, { id })).status).toBe(403);
      expect(stateOf(client).tasks.find((task) => task.id === id)).toEqual(before);
    },
  );
});

describe('the employer’s view of the dossiers and tasks', () => {
  it('holds only the tasks of its own employer’s dossiers of the employer types', async () => {
    const page = exactly(TaskPageSchema, await employer.get(query(TASKS, { 'page[size]': 1000 })));
    const expected = modelRows(stateOf(employer), userNamed('employer'));
    expect(page.meta.total).toBe(expected.length);
    expect(page.meta.total).toBeGreaterThan(100);
    for (const task of page.data) {
      expect(task.dossier.employerId).toBe(BAKERY?.id);
      expect(task.dossier.employerName).toBe('Bakkerij De Gouden Korenaar B.V.');
      expect(EMPLOYER_TYPES).toContain(task.dossier.type);
    }
    const open = page.data.filter((task) => task.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    const counts = exactly(TaskCountSchema, await employer.get(COUNT)).data;
    expect([counts.total, counts.open]).toEqual([
      expected.length,
      expected.filter((row) => row.task.status === 'open').length,
    ]);
  });

  it('may not act on tasks, see who they may go to, create them or read the templates', async () => {
    const id = exactly(TaskPageSchema, await employer.get(query(TASKS, { 'filter[status]': 'open' }))).data[0]
      ?.id;
    const before = stateOf(employer).tasks.find((task) => task.id === id);
    const snapshot = { ...before };
    const bodies = [
      { id },
      { id },
      { id },
      { id, newDate: '2026-04-01' },
      { id, assignedUser: userNamed('doctor').id },
    ];
    for (const [index, path] of ACTIONS.entries()) {
      const answer = await employer.post(path, bodies[index]);
      expect([path, answer.status, exactly(ErrorBodySchema, answer).code]).toEqual([path, 403, 'forbidden']);
    }
    expect(before).toEqual(snapshot);
    expect((await employer.get(`${TASK}/${id}/assign-authorizations`)).status).toBe(403);
    expect((await employer.get('/api/external/v2/free-tasks')).status).toBe(403);
    const dossierId = before?.dossierId;
    expect((await employer.post(TASK, { dossierId, title: 'Bellen', dueDate: '2026-03-10' })).status).toBe(
      403,
    );
  });

  it('lists the employer’s dossier types and only its own open cases', async () => {
    const types = exactly(
      AvailableDossierTypesSchema,
      await employer.get(`${DOSSIERS}/available-dossier-types`),
    );
    expect(types.data).toEqual(DOSSIER_TYPE_CODES.filter((type) => EMPLOYER_TYPES.includes(type)));
    const dossiers = exactly(DossierPageSchema, await employer.get(query(DOSSIERS, { 'page[size]': 1000 })));
    expect(dossiers.data.every((dossier) => dossier.employerId === BAKERY?.id)).toBe(true);
    const open = dossiers.data.filter((dossier) => dossier.status === 'open' && dossier.openTasks > 0);
    expect(open.length).toBeGreaterThan(5);
    const active = exactly(ActiveCasesSchema, await employer.get(`${DOSSIERS}/active-cases-count`)).data;
    expect(active.total).toBe(dossiers.data.filter((dossier) => dossier.status === 'open').length);
  });
});

describe('the medical group in the demo backend', () => {
  it('is visible to a medical internal user: every type, medical tasks included', async () => {
    const doctor = await signedIn('doctor');
    const types = exactly(
      AvailableDossierTypesSchema,
      await doctor.get(`${DOSSIERS}/available-dossier-types`),
    );
    expect(types.data).toEqual([...DOSSIER_TYPE_CODES]);
    const medical = exactly(
      TaskPageSchema,
      await doctor.get(query(TASKS, { 'filter[dossierType]': MEDICAL_GROUP.join(',') })),
    );
    expect(medical.meta.total).toBeGreaterThan(100);
  });

  it('never reaches a non-medical professional or an employer, whatever they ask', async () => {
    const medicalTask = taskId(caseManager, true);
    const medicalDossier =
      stateOf(caseManager).tasks.find((task) => task.id === medicalTask)?.dossierId ?? '';
    // Even a medical dossier in their recently viewed list (opened by link, say) stays hidden.
    for (const [client, me] of [
      [caseManager, userNamed('casemanager').id],
      [employer, userNamed('employer').id],
    ] as const) {
      client.backend.store.change((state) =>
        state.recentlyViewed[me]?.unshift({ dossierId: medicalDossier, viewedAt: '2026-03-02T07:59:00Z' }),
      );
    }
    const params = fc.record(
      {
        'filter[dossierType]': fc.constantFrom(
          ...MEDICAL_GROUP,
          'illness',
          `${MEDICAL_GROUP.join(',')},illness`,
        ),
        'filter[status]': fc.constantFrom('open', 'completed', 'cancelled'),
        'filter[search]': fc.constantFrom('behandelaar', 'psycholoog', 'fysiotherapie', 'medisch', 'Lotte'),
        'filter[assignedUser]': fc.constantFrom('unassigned', userNamed('doctor').id),
        sort: fc.constantFrom('dossierType', '-dossierType', 'title', '-createdAt'),
        'page[size]': fc.constantFrom(10, 1000),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('casemanager', 'employer'), params, async (who, asked) => {
        const client = who === 'employer' ? employer : caseManager;
        const tasks = exactly(TaskPageSchema, await client.get(query(TASKS, asked)));
        expect(tasks.data.filter((task) => MEDICAL_GROUP.includes(task.dossier.type))).toEqual([]);
        const counts = exactly(TaskCountSchema, await client.get(query(COUNT, asked)));
        expect(counts.data.total).toBe(tasks.meta.total);
        const dossierQuery = Object.fromEntries(
          Object.entries(asked).filter(([key]) => ['filter[dossierType]', 'page[size]'].includes(key)),
        );
        const dossiers = exactly(DossierPageSchema, await client.get(query(DOSSIERS, dossierQuery)));
        expect(dossiers.data.filter((dossier) => MEDICAL_GROUP.includes(dossier.type))).toEqual([]);
      }),
      { numRuns: 60 },
    );
    for (const client of [caseManager, employer]) {
      const recent = exactly(
        RecentlyViewedSchema,
        await client.get(query(`${DOSSIERS}/recently-viewed`, { limit: 20 })),
      );
      expect(recent.data.map((view) => view.id)).not.toContain(medicalDossier);
      const active = exactly(ActiveCasesSchema, await client.get(`${DOSSIERS}/active-cases-count`));
      expect(Object.keys(active.data.byType).filter((type) => MEDICAL_GROUP.includes(type))).toEqual([]);
      const types = exactly(
        AvailableDossierTypesSchema,
        await client.get(`${DOSSIERS}/available-dossier-types`),
      );
      expect(types.data.filter((type) => MEDICAL_GROUP.includes(type))).toEqual([]);
    }
    const byId = await caseManager.get(`${TASK}/${medicalTask}/assign-authorizations`);
    expect(byId.status).toBe(404);
    for (const action of ACTIONS)
      expect((await caseManager.post(action, { id: medicalTask })).status).toBe(404);
    const caseManagerTypes = exactly(
      AvailableDossierTypesSchema,
      await caseManager.get(`${DOSSIERS}/available-dossier-types`),
    );
    expect(caseManagerTypes.data).toEqual(DOSSIER_TYPE_CODES.filter((type) => !MEDICAL_GROUP.includes(type)));
  });
});
