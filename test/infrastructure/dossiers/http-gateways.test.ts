import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { HttpDossierGateway } from '../../../src/infrastructure/dossiers/http-dossier-gateway';
import { HttpTaskGateway } from '../../../src/infrastructure/tasks/http-task-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { isMedicalDossierType } from '../../../src/domain/dossiers/dossier-type';
import { defaultTaskListQuery } from '../../../src/domain/tasks/task-list-query';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

async function signedIn(username: string) {
  const backend = inProcessBackend();
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const signIn = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(signIn.ok).toBe(true);
  return { tasks: new HttpTaskGateway(http), dossiers: new HttpDossierGateway(http), notifier, backend };
}

const query = defaultTaskListQuery(25);

describe('the task gateway against the demo backend', () => {
  it('pages, sorts and filters in the backend’s query style', async () => {
    const { tasks } = await signedIn('casemanager');
    const page = await tasks.list({ ...query, sort: { field: 'title', direction: 'desc' } });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.value.tasks).toHaveLength(25);
    expect(page.value.total).toBeGreaterThan(25);
    const titles = page.value.tasks.map((task) => task.title.nl);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'nl')));
    expect(page.value.tasks.every((task) => task.status === 'open')).toBe(true);
    expect(page.value.tasks[0]?.dueDate).toBeInstanceOf(Temporal.PlainDate);
  });

  it('never shows a non-medical professional a medical dossier type', async () => {
    const { tasks, dossiers } = await signedIn('casemanager');
    const all = await tasks.list({ ...query, status: null, size: 1000 });
    expect(all.ok && all.value.tasks.some((task) => isMedicalDossierType(task.dossier.type))).toBe(false);
    const types = await dossiers.availableTypes();
    expect(types.ok && types.value.some(isMedicalDossierType)).toBe(false);
  });

  it('completes, reopens, postpones and allocates, refusing what the state machine refuses', async () => {
    const { tasks, notifier } = await signedIn('casemanager');
    const page = await tasks.list({ ...query, size: 10 });
    const task = page.ok ? page.value.tasks[0] : undefined;
    expect(task).toBeDefined();
    if (!task) return;
    const completed = await tasks.complete(task.id);
    expect(completed.ok && completed.value.status).toBe('completed');
    const again = await tasks.complete(task.id);
    expect(!again.ok && again.error.kind === 'rejected' && again.error.code).toBe('transition_refused');
    expect(notifier.notices.at(-1)?.verbatim).toBe(true);
    expect((await tasks.reopen(task.id)).ok).toBe(true);
    const later = Temporal.Now.plainDateISO('Europe/Amsterdam').add({ days: 30 });
    const postponed = await tasks.postpone(task.id, later);
    expect(postponed.ok && postponed.value.dueDate.equals(later)).toBe(true);
    const past = await tasks.postpone(task.id, Temporal.PlainDate.from('2020-01-01'));
    expect(!past.ok && past.error.kind === 'rejected' && past.error.code).toBe('date_in_past');
    const candidates = await tasks.assignableUsers(task.id);
    const colleague = candidates.ok ? candidates.value[0] : undefined;
    expect(colleague).toBeDefined();
    const allocated = await tasks.allocate(task.id, colleague?.id ?? '');
    expect(allocated.ok && allocated.value.assignee?.id).toBe(colleague?.id);
  });

  it('counts open tasks by due date and per week', async () => {
    const { tasks } = await signedIn('casemanager');
    const counts = await tasks.count({ ...query, assignee: 'me' });
    expect(counts.ok && counts.value.perWeek).toHaveLength(8);
    expect(counts.ok && counts.value.perWeek[0]?.weekStart.dayOfWeek).toBe(1);
  });

  it('reads the task templates', async () => {
    const { tasks } = await signedIn('casemanager');
    const templates = await tasks.templates();
    expect(templates.ok && templates.value.length).toBeGreaterThan(10);
  });
});

describe('the dossier gateway against the demo backend', () => {
  it('gives the employer their open cases without medical types, and refuses task actions', async () => {
    const { dossiers, tasks } = await signedIn('employer');
    const open = await dossiers.listCases({
      dossierType: null,
      sort: { field: 'startDate', direction: 'desc' },
      page: 1,
      size: 50,
    });
    const rows = open.ok ? open.value.rows : [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((dossier) => !isMedicalDossierType(dossier.type))).toBe(true);
    expect(new Set(rows.map((dossier) => dossier.employerName)).size).toBe(1);
    const page = await tasks.list(query);
    const task = page.ok ? page.value.tasks[0] : undefined;
    const refused = await tasks.complete(task?.id ?? 'x');
    expect(!refused.ok && refused.error.kind === 'rejected' && refused.error.status).toBe(403);
  });

  it('lists exactly the open cases the active-cases figure counts, a page at a time in the order asked', async () => {
    const { dossiers } = await signedIn('casemanager');
    const counted = await dossiers.activeCases();
    const total = counted.ok ? counted.value.total : -1;
    const byName = { field: 'employeeName', direction: 'asc' } as const;
    const first = await dossiers.listCases({ dossierType: null, sort: byName, page: 1, size: 10 });
    const second = await dossiers.listCases({ dossierType: null, sort: byName, page: 2, size: 10 });
    expect(first.ok && first.value.total).toBe(total);
    const names = [...(first.ok ? first.value.rows : []), ...(second.ok ? second.value.rows : [])].map(
      (dossier) => dossier.employeeName,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(first.ok && first.value.rows.every((dossier) => dossier.status === 'open')).toBe(true);
    const [type, count] = counted.ok ? ([...counted.value.byType.entries()][0] ?? []) : [];
    const ofType = await dossiers.listCases({ dossierType: type ?? null, sort: byName, page: 1, size: 100 });
    expect(ofType.ok && ofType.value.total).toBe(count);
    expect(ofType.ok && ofType.value.rows.every((dossier) => dossier.type === type)).toBe(true);
  });

  it('reads active cases, recently viewed dossiers and today’s appointments', async () => {
    const { dossiers } = await signedIn('casemanager');
    const cases = await dossiers.activeCases();
    expect(cases.ok && cases.value.total).toBeGreaterThan(0);
    expect((await dossiers.recentlyViewed(5)).ok).toBe(true);
    const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
    const appointments = await dossiers.dayAppointments(today);
    expect(appointments.ok).toBe(true);
  });
});
