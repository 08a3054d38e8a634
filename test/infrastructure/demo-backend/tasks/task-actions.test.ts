import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTask, TaskStatus } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { DemoStore } from '../../../../src/infrastructure/demo-backend/demo-backend';
import {
  AssignAuthorizationsSchema,
  TaskAnswerSchema,
  TaskPageSchema,
} from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { dossierOf, exactly, query, signedIn, storeClient, TASK, TASKS, userNamed } from '../case-client';
import { MEDICAL_GROUP } from './case-model';
import type { DemoClient } from '../demo-client';
import { START } from '../demo-client';

type Action = 'complete' | 're-open' | 'cancel' | 'postpone' | 'allocate';
const ACTIONS: readonly Action[] = ['complete', 're-open', 'cancel', 'postpone', 'allocate'];
const STATUSES: readonly TaskStatus[] = ['open', 'completed', 'cancelled'];
const NOW = '2026-03-02T08:00:00Z';

/** What the state machine allows: the status after the action, or null when it is refused. */
const AFTER: Record<Action, Partial<Record<TaskStatus, TaskStatus>>> = {
  complete: { open: 'completed' },
  're-open': { completed: 'open', cancelled: 'open' },
  cancel: { open: 'cancelled' },
  postpone: { open: 'open' },
  allocate: { open: 'open' },
};

const REFUSAL: Record<TaskStatus, string> = {
  open: 'Deze taak staat al open.',
  completed: 'Deze taak is al afgerond. Heropen haar eerst.',
  cancelled: 'Deze taak is geannuleerd. Heropen haar eerst.',
};

const isMedical = (client: DemoClient, task: StoredTask) =>
  MEDICAL_GROUP.includes(dossierOf(client.backend.store, task).type);

/** Open seed tasks of the doctor's scope, medical or not, none of them used twice in a file. */
function taskPicker(client: DemoClient) {
  const used = new Set<string>();
  return (medical = false): StoredTask => {
    const task = client.backend.store.state.tasks.find(
      (candidate) =>
        candidate.status === 'open' && !used.has(candidate.id) && isMedical(client, candidate) === medical,
    );
    if (!task) throw new Error('no task left');
    used.add(task.id);
    return task;
  };
}

function setStatus(client: DemoClient, task: StoredTask, status: TaskStatus) {
  client.backend.store.change(() => {
    task.status = status;
    task.completedAt = status === 'completed' ? '2026-02-20T10:00:00Z' : null;
  });
}

const bodyFor = (action: Action, id: string) =>
  action === 'postpone'
    ? { id, newDate: '2026-03-20' }
    : action === 'allocate'
      ? { id, assignedUser: userNamed('casemanager').id }
      : { id };

let doctor: DemoClient;
let pick: ReturnType<typeof taskPicker>;
beforeAll(async () => {
  doctor = await signedIn('doctor');
  pick = taskPicker(doctor);
});

describe('the task actions of the demo backend', () => {
  const cases = ACTIONS.flatMap((action) => STATUSES.map((from) => [action, from] as const));

  it.each(cases)(
    '%s on a task that is %s: allowed exactly when the state machine says so',
    async (action, from) => {
      const task = pick();
      setStatus(doctor, task, from);
      const before = { ...task };
      const answer = await doctor.post(`${TASK}/${action}`, bodyFor(action, task.id));
      const after = AFTER[action][from];
      if (!after) {
        expect([answer.status, exactly(ErrorBodySchema, answer)]).toEqual([
          422,
          { message: REFUSAL[from], code: 'transition_refused' },
        ]);
        expect(task).toEqual(before);
        return;
      }
      expect(answer.status).toBe(200);
      const changed = exactly(TaskAnswerSchema, answer).data;
      expect(changed).toMatchObject({ id: task.id, status: after });
      expect(changed.completedAt).toBe(after === 'completed' ? NOW : null);
      if (action === 'postpone') expect(changed.dueDate).toBe('2026-03-20');
      if (action === 'allocate') {
        expect(changed.assignedUser).toEqual({
          id: userNamed('casemanager').id,
          displayName: 'Linda Hoekstra',
        });
      }
      expect(task.status).toBe(after);
    },
  );

  it('postpones to today or later in Amsterdam, and refuses an earlier date', async () => {
    // 00:30 on Monday 2 March in Amsterdam, still Sunday in UTC.
    const early = await signedIn('casemanager', Date.parse('2026-03-01T23:30:00Z'));
    const task = taskPicker(early)();
    const refused = await early.post(`${TASK}/postpone`, { id: task.id, newDate: '2026-03-01' });
    expect([refused.status, exactly(ErrorBodySchema, refused)]).toEqual([
      422,
      {
        message: 'De datum moet vandaag of later zijn.',
        code: 'date_in_past',
        errors: { newDate: ['De datum moet vandaag of later zijn.'] },
      },
    ]);
    const today = await early.post(`${TASK}/postpone`, { id: task.id, newDate: '2026-03-02' });
    expect(exactly(TaskAnswerSchema, today).data.dueDate).toBe('2026-03-02');
    for (const newDate of ['2026-02-30', '02-03-2026', undefined, 20_260_310]) {
      const bad = await early.post(`${TASK}/postpone`, { id: task.id, newDate }, 'en');
      expect([bad.status, exactly(ErrorBodySchema, bad).errors]).toEqual([
        422,
        { newDate: ['Enter a valid date (YYYY-MM-DD).'] },
      ]);
    }
  });

  it('allocates only to the professionals the task may go to', async () => {
    const medical = pick(true);
    const plain = pick();
    const refusals = [
      [medical, userNamed('casemanager').id],
      [medical, userNamed('planner').id],
      [plain, userNamed('employer').id],
      [plain, 'nobody'],
    ] as const;
    for (const [task, assignedUser] of refusals) {
      const refused = await doctor.post(`${TASK}/allocate`, { id: task.id, assignedUser }, 'en');
      expect([refused.status, exactly(ErrorBodySchema, refused)]).toEqual([
        422,
        {
          message: 'This user may not be given this task.',
          code: 'user_not_authorized',
          errors: { assignedUser: ['This user may not be given this task.'] },
        },
      ]);
    }
    const allowed = await doctor.post(`${TASK}/allocate`, {
      id: medical.id,
      assignedUser: userNamed('bedrijfsarts.bakker').id,
    });
    expect(exactly(TaskAnswerSchema, allowed).data.assignedUser?.displayName).toBe('Dr. Joost Bakker');
    const missing = await doctor.post(`${TASK}/allocate`, { id: plain.id }, 'en');
    expect([missing.status, exactly(ErrorBodySchema, missing).errors]).toEqual([
      422,
      { assignedUser: ['This field is required.'] },
    ]);
  });

  it('lists who a task may go to: medical work only to medical professionals', async () => {
    const names = async (task: StoredTask) => {
      const answer = await doctor.get(`${TASK}/${task.id}/assign-authorizations`);
      return exactly(AssignAuthorizationsSchema, answer).data.map((user) => user.displayName);
    };
    expect(await names(pick(true))).toEqual([
      'Dr. Joost Bakker',
      'Dr. Marieke van Dam',
      'Dr. Pieter de Jong',
      'Dr. Yasmina El Haddad',
    ]);
    expect(await names(pick())).toEqual([
      'Anouk Verbeek',
      'Dr. Joost Bakker',
      'Dr. Marieke van Dam',
      'Dr. Pieter de Jong',
      'Dr. Yasmina El Haddad',
      'Esra Yilmaz',
      'Kevin van Leeuwen',
      'Linda Hoekstra',
      'Tom Dekker',
    ]);
    expect((await doctor.get(`${TASK}/1/assign-authorizations`)).status).toBe(404);
  });

  it('answers 404 for a task that does not exist and 422 for a body without an id', async () => {
    const unknown = await doctor.post(`${TASK}/complete`, { id: '1' }, 'en');
    expect([unknown.status, exactly(ErrorBodySchema, unknown)]).toEqual([
      404,
      { message: 'Not found.', code: 'not_found' },
    ]);
    const numeric = await doctor.post(`${TASK}/complete`, { id: Number(pick().id) });
    expect(numeric.status).toBe(200);
    const missing = await doctor.post(`${TASK}/cancel`, {}, 'en');
    expect([missing.status, exactly(ErrorBodySchema, missing).errors]).toEqual([
      422,
      { id: ['This field is required.'] },
    ]);
  });

  it('creates an open task on an open dossier, answering 201 with it', async () => {
    const dossierId = dossierOf(doctor.backend.store, pick()).id;
    const answer = await doctor.post(TASK, {
      dossierId,
      title: '  Terugbellen over werkhervatting ',
      dueDate: '2026-03-02',
      assignedUser: userNamed('casemanager.yilmaz').id,
    });
    expect(answer.status).toBe(201);
    const task = exactly(TaskAnswerSchema, answer).data;
    expect(task).toMatchObject({
      title: { nl: 'Terugbellen over werkhervatting', en: 'Terugbellen over werkhervatting' },
      status: 'open',
      dueDate: '2026-03-02',
      completedAt: null,
      createdAt: NOW,
      assignedUser: { displayName: 'Esra Yilmaz' },
      dossier: { id: dossierId },
    });
    const listed = await doctor.get(query(TASKS, { 'filter[search]': 'terugbellen over werkhervatting' }));
    expect(exactly(TaskPageSchema, listed).data.map((found) => found.id)).toEqual([task.id]);
    const unassigned = await doctor.post(TASK, {
      dossierId,
      title: 'Bellen',
      dueDate: '2026-04-01',
      assignedUser: null,
    });
    expect(exactly(TaskAnswerSchema, unassigned).data.assignedUser).toBeNull();
    expect(Number(exactly(TaskAnswerSchema, unassigned).data.id)).toBe(Number(task.id) + 1);
  });

  it('refuses a new task with every field problem at once', async () => {
    const closed = doctor.backend.store.state.dossiers.find((dossier) => dossier.status === 'closed');
    const medical = doctor.backend.store.state.dossiers.find(
      (dossier) => dossier.status === 'open' && MEDICAL_GROUP.includes(dossier.type),
    );
    const answer = await doctor.post(
      TASK,
      { dossierId: closed?.id, title: 'x'.repeat(201), dueDate: '2026-03-01' },
      'en',
    );
    expect([answer.status, exactly(ErrorBodySchema, answer).errors]).toEqual([
      422,
      {
        dossierId: ['This dossier is closed; no tasks can be added.'],
        title: ['The title must be 1 to 200 characters long.'],
        dueDate: ['The date must be today or later.'],
      },
    ]);
    const empty = await doctor.post(TASK, {}, 'en');
    expect(exactly(ErrorBodySchema, empty).errors).toEqual({
      dossierId: ['This field is required.'],
      title: ['The title must be 1 to 200 characters long.'],
      dueDate: ['Enter a valid date (YYYY-MM-DD).'],
    });
    const wrongUser = await doctor.post(
      TASK,
      {
        dossierId: medical?.id,
        title: 'Brief behandelaar',
        dueDate: '2026-03-03',
        assignedUser: userNamed('casemanager').id,
      },
      'en',
    );
    expect(exactly(ErrorBodySchema, wrongUser).errors).toEqual({
      assignedUser: ['This user may not be given this task.'],
    });
    const caseManager = await signedIn('casemanager');
    const hidden = await caseManager.post(
      TASK,
      { dossierId: medical?.id, title: 'Brief', dueDate: '2026-03-03' },
      'en',
    );
    expect(exactly(ErrorBodySchema, hidden).errors).toEqual({ dossierId: ['This dossier does not exist.'] });
  });

  it('leaves every task valid after any sequence of actions, as the state machine says', async () => {
    const client = await signedIn('doctor');
    const pickFor = taskPicker(client);
    const tasks = [pickFor(), pickFor(), pickFor(), pickFor(true), pickFor(true)];
    // Who allocations go to: professionals (two of them medical), and two people who are not.
    const medics = ['doctor', 'bedrijfsarts.dejong'];
    const professionals = [...medics, 'casemanager'];
    const step = fc.record({
      action: fc.constantFrom(...ACTIONS),
      task: fc.integer({ min: 0, max: tasks.length - 1 }),
      days: fc.integer({ min: -3, max: 20 }),
      user: fc.constantFrom(...professionals, 'planner', 'employer'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 20 }), async (steps) => {
        for (const { action, task: index, days, user } of steps) {
          const task = tasks[index] as StoredTask;
          const before = { ...task };
          const newDate = new Date(START + days * 86_400_000).toISOString().slice(0, 10);
          const assignedUser = userNamed(user).id;
          const answer = await client.post(`${TASK}/${action}`, { id: task.id, newDate, assignedUser });
          const authorized = (isMedical(client, task) ? medics : professionals).includes(user);
          const after = AFTER[action][before.status];
          const allowed =
            after !== undefined &&
            (action !== 'postpone' || days >= 0) &&
            (action !== 'allocate' || authorized);
          expect(answer.status).toBe(allowed ? 200 : 422);
          if (allowed) {
            const changed = exactly(TaskAnswerSchema, answer).data;
            expect(changed.status).toBe(after);
            if (action === 'postpone') expect(changed.dueDate).toBe(newDate);
            if (action === 'allocate') expect(changed.assignedUser?.id).toBe(assignedUser);
          } else {
            expect(task).toEqual(before);
          }
        }
        const invalid = client.backend.store.state.tasks.filter(
          (task) =>
            !STATUSES.includes(task.status) || (task.completedAt !== null) !== (task.status === 'completed'),
        );
        expect(invalid).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the task actions across a restart', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps completed, postponed, allocated and new tasks in the state file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-tasks-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const now = () => START;
    const first = new DemoStore(file);
    const client = storeClient(first, now);
    await client.signIn('casemanager');
    const [done, later, given] = first.state.tasks.filter(
      (task) => task.status === 'open' && !MEDICAL_GROUP.includes(dossierOf(first, task).type),
    );
    expect((await client.post(`${TASK}/complete`, { id: done?.id })).status).toBe(200);
    expect((await client.post(`${TASK}/postpone`, { id: later?.id, newDate: '2026-05-01' })).status).toBe(
      200,
    );
    const assignedUser = userNamed('verpleegkundige.dekker').id;
    expect((await client.post(`${TASK}/allocate`, { id: given?.id, assignedUser })).status).toBe(200);
    const created = await client.post(TASK, {
      dossierId: done?.dossierId,
      title: 'Na herstart',
      dueDate: '2026-03-05',
    });
    const createdId = exactly(TaskAnswerSchema, created).data.id;
    await first.flush();

    const reloaded = new DemoStore(file);
    const byId = (id: string | undefined) => reloaded.state.tasks.find((task) => task.id === id);
    expect(byId(done?.id)).toMatchObject({ status: 'completed', completedAt: NOW });
    expect(byId(later?.id)?.dueDate).toBe('2026-05-01');
    expect(byId(given?.id)?.assigneeId).toBe(assignedUser);
    expect(byId(createdId)).toMatchObject({
      title: { nl: 'Na herstart', en: 'Na herstart' },
      status: 'open',
    });
    expect(reloaded.state.nextTaskId).toBe(Number(createdId) + 1);

    const again = storeClient(reloaded, now);
    await again.signIn('casemanager');
    const listed = await again.get(query(TASKS, { 'filter[search]': 'na herstart' }));
    expect(exactly(TaskPageSchema, listed).data.map((task) => task.id)).toEqual([createdId]);
    // Tasks point at their dossier and assignee by id; names are looked up when answering.
    await reloaded.flush();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { tasks: Record<string, unknown>[] };
    // A Poortwachter task also keeps its step and legal deadline (legal-clock/case-tasks.ts), and the
    // task to correct a rejected UWV message the message it is about (dossiers/uwv-settle.ts).
    const fields = [
      'assigneeId',
      'completedAt',
      'createdAt',
      'dossierId',
      'dueDate',
      'id',
      'status',
      'title',
    ];
    const kept = new Set(stored.tasks.map((task) => Object.keys(task).sort().join(',')));
    expect(kept).toEqual(
      new Set([
        fields.sort().join(','),
        [...fields, 'poortwachter'].sort().join(','),
        [...fields, 'uwvMessageId'].sort().join(','),
      ]),
    );
  });
});
