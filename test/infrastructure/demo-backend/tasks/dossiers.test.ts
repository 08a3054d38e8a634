import { beforeAll, describe, expect, it } from 'vitest';
import {
  ActiveCasesSchema,
  DossierPageSchema,
  FreeTasksSchema,
  TaskAnswerSchema,
  RecentlyViewedSchema,
} from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { DOSSIERS, exactly, query, signedIn, stateOf, TASK, userNamed } from '../case-client';
import { mayView, plain } from './case-model';
import type { DemoClient } from '../demo-client';

let doctor: DemoClient;
beforeAll(async () => {
  doctor = await signedIn('doctor');
});

const nameOf = (employeeId: string) => {
  const employee = EMPLOYEES.find((candidate) => candidate.id === employeeId);
  return `${employee?.firstName} ${employee?.lastName}`;
};

/** The doctor's dossiers as an independent reading of the state gives them, with their open tasks. */
const expectedDossiers = (client: DemoClient) =>
  stateOf(client)
    .dossiers.filter((dossier) => mayView(userNamed('doctor'), dossier))
    .map((dossier) => ({
      dossier,
      employeeName: nameOf(dossier.employeeId),
      openTasks: stateOf(client).tasks.filter(
        (task) => task.dossierId === dossier.id && task.status === 'open',
      ).length,
    }));

const byNewestStart = (a: { dossier: { startDate: string; id: string } }, b: typeof a) =>
  a.dossier.startDate === b.dossier.startDate
    ? Number(a.dossier.id) - Number(b.dossier.id)
    : a.dossier.startDate < b.dossier.startDate
      ? 1
      : -1;

describe('the dossier list of the demo backend', () => {
  it('answers the newest dossiers first, 100 a page, with their open tasks', async () => {
    const page = exactly(DossierPageSchema, await doctor.get(DOSSIERS));
    const expected = expectedDossiers(doctor).sort(byNewestStart);
    expect(page.meta).toEqual({ total: 400, page: 1, pageSize: 100 });
    expect(page.data.map((dossier) => [dossier.id, dossier.openTasks])).toEqual(
      expected.slice(0, 100).map((row) => [row.dossier.id, row.openTasks]),
    );
    const second = exactly(
      DossierPageSchema,
      await doctor.get(query(DOSSIERS, { 'page[number]': 4, 'page[size]': 120 })),
    );
    expect(second.data.map((dossier) => dossier.id)).toEqual(
      expected.slice(360, 480).map((row) => row.dossier.id),
    );
  });

  it('filters on status, dossier type and employee name together', async () => {
    const answer = await doctor.get(
      query(DOSSIERS, {
        'filter[status]': 'closed',
        'filter[dossierType]': 'illness,absence_dossier',
        'filter[search]': 'de ',
        sort: 'employeeName,-startDate',
      }),
    );
    const page = exactly(DossierPageSchema, answer);
    const expected = expectedDossiers(doctor)
      .filter(
        (row) =>
          row.dossier.status === 'closed' &&
          ['illness', 'absence_dossier'].includes(row.dossier.type) &&
          plain(row.employeeName).includes('de'),
      )
      .sort(
        (a, b) =>
          a.employeeName.localeCompare(b.employeeName, 'nl', { sensitivity: 'base', numeric: true }) ||
          byNewestStart(a, b),
      );
    expect(page.meta.total).toBe(expected.length);
    expect(page.data.map((dossier) => dossier.id)).toEqual(
      expected.slice(0, 100).map((row) => row.dossier.id),
    );
    expect(page.meta.total).toBeGreaterThan(10);
  });

  it('sorts on open tasks and refuses what it does not know', async () => {
    const page = exactly(
      DossierPageSchema,
      await doctor.get(query(DOSSIERS, { sort: '-openTasks', 'page[size]': 400 })),
    );
    const counts = page.data.map((dossier) => dossier.openTasks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const refused = await doctor.get(query(DOSSIERS, { sort: 'owner', 'filter[status]': 'archived' }), 'en');
    expect([refused.status, exactly(ErrorBodySchema, refused).errors]).toEqual([
      422,
      { sort: ['Cannot sort on owner.'], 'filter[status]': ['Invalid filter value: archived.'] },
    ]);
  });
});

describe('the dossier list by its task figures', () => {
  it("answers the employer's open cases with a task overdue, due today or due this week, as the figures count them", async () => {
    // Wednesday 4 March 2026, 10:00 in Amsterdam.
    const employer = await signedIn('employer', Date.parse('2026-03-04T09:00:00Z'));
    const all = exactly(
      DossierPageSchema,
      await employer.get(query(DOSSIERS, { 'filter[status]': 'open', 'page[size]': 1000 })),
    );
    const visible = new Set(all.data.map((dossier) => dossier.id));
    const tasks = stateOf(employer).tasks.filter(
      (task) => task.status === 'open' && visible.has(task.dossierId),
    );
    const expected = {
      overdue: (due: string) => due < '2026-03-04',
      today: (due: string) => due === '2026-03-04',
      'this-week': (due: string) => due >= '2026-03-04' && due <= '2026-03-08',
    };
    for (const [choice, holds] of Object.entries(expected)) {
      const page = exactly(
        DossierPageSchema,
        await employer.get(
          query(DOSSIERS, { 'filter[status]': 'open', 'filter[tasksDue]': choice, 'page[size]': 1000 }),
        ),
      );
      const ids = new Set(tasks.filter((task) => holds(task.dueDate)).map((task) => task.dossierId));
      expect(page.data.map((dossier) => dossier.id).sort(), choice).toEqual([...ids].sort());
      if (choice === 'overdue') expect(ids.size).toBeGreaterThan(0);
    }
    const refused = await employer.get(query(DOSSIERS, { 'filter[tasksDue]': 'later' }), 'en');
    expect(refused.status).toBe(422);
  });
});

describe('the recently viewed dossiers of the demo backend', () => {
  it('answers the caller’s five newest by default, up to twenty when asked', async () => {
    const views = stateOf(doctor).recentlyViewed[userNamed('doctor').id] ?? [];
    const five = exactly(RecentlyViewedSchema, await doctor.get(`${DOSSIERS}/recently-viewed`));
    expect(five.data).toHaveLength(5);
    const all = exactly(RecentlyViewedSchema, await doctor.get(`${DOSSIERS}/recently-viewed?limit=50`));
    expect(all.data.map((view) => view.id)).toEqual(
      [...views].sort((a, b) => b.viewedAt.localeCompare(a.viewedAt)).map((view) => view.dossierId),
    );
    expect(all.data.slice(0, 5)).toEqual(five.data);
    expect(all.data.some((view) => view.type === 'medical')).toBe(true);
    const viewed = all.data.map((view) => Date.parse(view.viewedAt));
    expect(viewed).toEqual([...viewed].sort((a, b) => b - a));
    expect(all.data[0]).toMatchObject({ employeeName: expect.any(String), employerName: expect.any(String) });
  });

  it('caps the list at twenty and refuses a limit that is not a positive whole number', async () => {
    doctor.backend.store.change((state) => {
      state.recentlyViewed[userNamed('doctor').id] = state.dossiers.slice(0, 30).map((dossier, index) => ({
        dossierId: dossier.id,
        viewedAt: new Date(Date.parse('2026-03-01T12:00:00Z') - index * 60_000).toISOString(),
      }));
    });
    const capped = exactly(RecentlyViewedSchema, await doctor.get(`${DOSSIERS}/recently-viewed?limit=25`));
    expect(capped.data).toHaveLength(20);
    for (const limit of ['0', '-1', 'five', '2.5']) {
      const refused = await doctor.get(`${DOSSIERS}/recently-viewed?limit=${limit}`, 'en');
      expect([refused.status, exactly(ErrorBodySchema, refused).errors]).toEqual([
        422,
        { limit: ['limit must be a whole number of at least 1.'] },
      ]);
    }
  });
});

describe('the active cases count of the demo backend', () => {
  it('counts the open dossiers in the caller’s scope, also per type', async () => {
    for (const username of ['doctor', 'casemanager', 'employer']) {
      const client = username === 'doctor' ? doctor : await signedIn(username);
      const open = stateOf(client).dossiers.filter(
        (dossier) => dossier.status === 'open' && mayView(userNamed(username), dossier),
      );
      const expected: Record<string, number> = {};
      for (const dossier of open) expected[dossier.type] = (expected[dossier.type] ?? 0) + 1;
      const answer = exactly(ActiveCasesSchema, await client.get(`${DOSSIERS}/active-cases-count`));
      expect([username, answer.data]).toEqual([username, { total: open.length, byType: expected }]);
    }
  });
});

describe('the free tasks of the demo backend', () => {
  it('answers the task templates by title, as the portal asks for them', async () => {
    const answer = exactly(
      FreeTasksSchema,
      await doctor.get('/api/external/v2/free-tasks?sort=title&page[size]=1000'),
    );
    const titles = answer.data.map((template) => template.title.nl);
    expect(titles).toHaveLength(25);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(titles).toContain('Spreekuur bedrijfsarts plannen');
    const reversed = exactly(
      FreeTasksSchema,
      await doctor.get('/api/external/v2/free-tasks?sort=-title&page[size]=5'),
    );
    expect(reversed.data.map((template) => template.title.nl)).toEqual(titles.toReversed().slice(0, 5));
    expect((await doctor.get('/api/external/v2/free-tasks?sort=createdAt')).status).toBe(422);
  });

  it('makes a template picked by its English name into a task with both its names', async () => {
    const template = exactly(FreeTasksSchema, await doctor.get('/api/external/v2/free-tasks')).data[0];
    const dossier = stateOf(doctor).dossiers.find((candidate) => candidate.status === 'open');
    const created = await doctor.post(TASK, {
      dossierId: dossier?.id,
      title: template?.title.en,
      templateId: template?.id,
      dueDate: '2026-03-09',
    });
    expect(created.status).toBe(201);
    expect(exactly(TaskAnswerSchema, created).data.title).toEqual(template?.title);
  });

  it('keeps a title of the user’s own, even one naming no template it claims, in both languages', async () => {
    const dossier = stateOf(doctor).dossiers.find((candidate) => candidate.status === 'open');
    const created = await doctor.post(TASK, {
      dossierId: dossier?.id,
      title: 'Eigen titel',
      templateId: '1',
      dueDate: '2026-03-09',
    });
    expect(exactly(TaskAnswerSchema, created).data.title).toEqual({ nl: 'Eigen titel', en: 'Eigen titel' });
  });

  it('names every template in both languages and sorts them by the reader’s', async () => {
    const english = exactly(
      FreeTasksSchema,
      await doctor.get('/api/external/v2/free-tasks?sort=title&page[size]=1000', 'en'),
    ).data;
    expect(
      english.every((template) => template.title.en !== '' && template.title.en !== template.title.nl),
    ).toBe(true);
    const names = english.map((template) => template.title.en);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare),
    );
  });
});
