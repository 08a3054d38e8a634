import { describe, expect, it } from 'vitest';
import type { StoredTask } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { dossierOf, signedIn, stateOf, TASK, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { MEDICAL_GROUP } from './case-model';

const LOG = '/api/external/v2/audit-log';

interface Row {
  readonly userName: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly entityLabel: string;
  readonly action: string;
  readonly changes: readonly { field: string; from: unknown; to: unknown }[];
}

const isMedical = (client: DemoClient, task: StoredTask) =>
  MEDICAL_GROUP.includes(dossierOf(client.backend.store, task).type);

/** An open seed task of the doctor's scope, medical or not, that no earlier call of the test has used. */
function openTask(client: DemoClient, medical: boolean, used: Set<string>): StoredTask {
  const task = stateOf(client).tasks.find(
    (candidate) =>
      candidate.status === 'open' &&
      candidate.assigneeId !== userNamed('bedrijfsarts.bakker').id &&
      !used.has(candidate.id) &&
      isMedical(client, candidate) === medical,
  );
  if (!task) throw new Error('no task left');
  used.add(task.id);
  return task;
}

/** The same browser signs out and back in as the administrator, who reads the log through its call. */
async function logAsAdmin(client: DemoClient, language = 'nl'): Promise<Row[]> {
  await client.post('/api/auth/logout');
  expect((await client.signIn('admin')).status).toBe(200);
  const answer = await client.get(`${LOG}?filter[entityType]=dossier_task&sort=at&page[size]=1000`, language);
  expect(answer.status).toBe(200);
  return (answer.json as { data: Row[] }).data;
}

describe('the audit trail of dossier tasks', () => {
  it('logs every task action and a new task with the status, due date and assignee it changed', async () => {
    const doctor = await signedIn('doctor');
    const used = new Set<string>();
    const bakker = userNamed('bedrijfsarts.bakker').id;
    const [completed, reopened, cancelled, postponed, allocated] = [1, 2, 3, 4, 5].map(() =>
      openTask(doctor, false, used),
    ) as [StoredTask, StoredTask, StoredTask, StoredTask, StoredTask];
    const postponedDue = postponed.dueDate;
    const allocatedTo = allocated.assigneeId;
    const calls = [
      ['complete', { id: completed.id }],
      ['cancel', { id: reopened.id }],
      ['re-open', { id: reopened.id }],
      ['cancel', { id: cancelled.id }],
      ['postpone', { id: postponed.id, newDate: '2026-04-15' }],
      ['allocate', { id: allocated.id, assignedUser: bakker }],
    ] as const;
    for (const [action, body] of calls)
      expect((await doctor.post(`${TASK}/${action}`, body)).status).toBe(200);
    const dossierId = completed.dossierId;
    const created = await doctor.post(TASK, {
      dossierId,
      title: 'Terugmelding werkgever',
      dueDate: '2026-03-20',
      assignedUser: bakker,
    });
    expect(created.status).toBe(201);
    const newId = (created.json as { data: { id: string } }).data.id;

    const rows = await logAsAdmin(doctor);
    const entry = (id: string, index = 0) => rows.filter((row) => row.entityId === id)[index];
    expect(entry(completed.id)).toMatchObject({
      userName: 'Dr. Marieke van Dam',
      action: 'updated',
      entityLabel: `${completed.title.nl}, dossier ${completed.dossierId}`,
      changes: [{ field: 'status', from: 'open', to: 'completed' }],
    });
    expect(entry(reopened.id, 1)?.changes).toEqual([{ field: 'status', from: 'cancelled', to: 'open' }]);
    expect(entry(cancelled.id)?.changes).toEqual([{ field: 'status', from: 'open', to: 'cancelled' }]);
    expect(entry(postponed.id)?.changes).toEqual([
      { field: 'dueDate', from: postponedDue, to: '2026-04-15' },
    ]);
    expect(entry(allocated.id)?.changes).toEqual([{ field: 'assignedUser', from: allocatedTo, to: bakker }]);
    expect(entry(newId)).toMatchObject({
      action: 'created',
      entityLabel: `Terugmelding werkgever, dossier ${dossierId}`,
      changes: [
        { field: 'dossierId', from: null, to: dossierId },
        { field: 'title.nl', from: null, to: 'Terugmelding werkgever' },
        { field: 'title.en', from: null, to: 'Terugmelding werkgever' },
        { field: 'status', from: null, to: 'open' },
        { field: 'dueDate', from: null, to: '2026-03-20' },
        { field: 'assignedUser', from: null, to: bakker },
      ],
    });
  });

  it('names a task of a medical dossier neutrally and keeps its title out of the log', async () => {
    const doctor = await signedIn('doctor');
    const used = new Set<string>();
    const task = openTask(doctor, true, used);
    const other = openTask(doctor, true, used);
    expect((await doctor.post(`${TASK}/complete`, { id: task.id })).status).toBe(200);
    const created = await doctor.post(TASK, {
      dossierId: other.dossierId,
      title: 'Uitslag cardioloog bespreken',
      dueDate: '2026-03-20',
    });
    expect(created.status).toBe(201);
    const rows = await logAsAdmin(doctor);
    const mine = rows.filter(
      (row) =>
        row.entityId === task.id || row.entityId === (created.json as { data: { id: string } }).data.id,
    );
    expect(mine.map((row) => [row.action, row.entityLabel])).toEqual([
      ['updated', 'Taak in medisch dossier'],
      ['created', 'Taak in medisch dossier'],
    ]);
    const fields = mine.flatMap((row) => row.changes.map((change) => change.field));
    expect(fields.filter((field) => field.startsWith('title'))).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(task.title.nl);
    expect(JSON.stringify(mine)).not.toContain(task.title.en);
    expect(JSON.stringify(mine)).not.toContain('cardioloog');
  });

  it('names a task by its English title for an English reader, and a typed title the same in both', async () => {
    const doctor = await signedIn('doctor');
    const task = openTask(doctor, false, new Set());
    expect(task.title.en).not.toBe(task.title.nl);
    expect((await doctor.post(`${TASK}/complete`, { id: task.id })).status).toBe(200);
    const created = await doctor.post(TASK, {
      dossierId: task.dossierId,
      title: 'Werkgever terugbellen over rooster',
      dueDate: '2026-03-20',
    });
    expect(created.status).toBe(201);
    const newId = (created.json as { data: { id: string } }).data.id;
    const rows = await logAsAdmin(doctor, 'en');
    const labelOf = (id: string) => rows.find((row) => row.entityId === id)?.entityLabel;
    expect(labelOf(task.id)).toBe(`${task.title.en}, dossier ${task.dossierId}`);
    expect(labelOf(newId)).toBe(`Werkgever terugbellen over rooster, dossier ${task.dossierId}`);
  });

  it('leaves no entry for a refused action', async () => {
    const doctor = await signedIn('doctor');
    const task = openTask(doctor, false, new Set());
    const before = stateOf(doctor).auditLog.length;
    expect((await doctor.post(`${TASK}/re-open`, { id: task.id })).status).toBe(422);
    expect((await doctor.post(`${TASK}/postpone`, { id: task.id, newDate: '2020-01-01' })).status).toBe(422);
    expect(stateOf(doctor).auditLog.length).toBe(before);
  });
});
