import { describe, expect, it } from 'vitest';
import type { StoredTask } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { TaskCountSchema } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { COUNT, exactly, query, signedIn, stateOf, userNamed } from '../case-client';
import { modelFilter, modelRows } from './case-model';
import type { DemoClient } from '../demo-client';

const DAY = 86_400_000;

const countOf = async (client: DemoClient, params: Record<string, string> = {}) => {
  const answer = await client.get(query(COUNT, params));
  expect(answer.status).toBe(200);
  return exactly(TaskCountSchema, answer).data;
};

/** Puts exactly these tasks on the doctor's first dossier, so every bucket has a known count. */
function onlyTasks(client: DemoClient, tasks: readonly { dueDate: string; status?: StoredTask['status'] }[]) {
  client.backend.store.change((state) => {
    const dossierId = state.dossiers[0]?.id ?? '';
    // No case on the legal clock either, whose rule would give its steps their tasks, and no message
    // the UWV rejected, whose correction would be a task (dossiers/uwv-settle.ts).
    for (const dossier of state.dossiers) dossier.spells = [];
    state.uwvMessages = state.uwvMessages.filter((message) => message.status !== 'rejected');
    state.tasks = tasks.map((task, index) => ({
      id: String(900_001 + index),
      dossierId,
      title: { nl: `Taak ${index + 1}`, en: `Task ${index + 1}` },
      status: task.status ?? 'open',
      dueDate: task.dueDate,
      completedAt: task.status === 'completed' ? '2026-03-01T10:00:00Z' : null,
      assigneeId: userNamed('doctor').id,
      createdAt: '2026-02-01T10:00:00Z',
    }));
  });
}

const WEEK_STARTS = (monday: string) =>
  Array.from({ length: 8 }, (_, week) =>
    new Date(Date.parse(`${monday}T00:00:00Z`) + week * 7 * DAY).toISOString().slice(0, 10),
  );

describe('the dossier task counts of the demo backend', () => {
  it('sorts open tasks into overdue, today, this week and the eight weeks from this Monday', async () => {
    // Wednesday 4 March 2026, 10:00 in Amsterdam.
    const doctor = await signedIn('doctor', Date.parse('2026-03-04T09:00:00Z'));
    onlyTasks(doctor, [
      { dueDate: '2026-02-20' },
      { dueDate: '2026-03-03' },
      { dueDate: '2026-03-04' },
      { dueDate: '2026-03-04' },
      { dueDate: '2026-03-04', status: 'completed' },
      { dueDate: '2026-03-05', status: 'cancelled' },
      { dueDate: '2026-03-08' },
      { dueDate: '2026-03-09' },
      { dueDate: '2026-04-26' },
      { dueDate: '2026-04-27' },
    ]);
    const counts = await countOf(doctor);
    expect(counts).toEqual({
      total: 10,
      open: 8,
      overdue: 2,
      dueToday: 2,
      dueThisWeek: 3,
      perWeek: WEEK_STARTS('2026-03-02').map((weekStart, week) => ({
        weekStart,
        open: [4, 1, 0, 0, 0, 0, 0, 1][week],
      })),
    });
  });

  it('reads today from the clock at every call, in Amsterdam', async () => {
    // Sunday 8 March 2026, 23:30 in Amsterdam: still Sunday, so still the week of 2 March.
    const doctor = await signedIn('doctor', Date.parse('2026-03-08T22:30:00Z'));
    onlyTasks(doctor, [{ dueDate: '2026-03-08' }, { dueDate: '2026-03-09' }]);
    const sunday = await countOf(doctor);
    expect(sunday).toMatchObject({ overdue: 0, dueToday: 1, dueThisWeek: 1 });
    expect(sunday.perWeek[0]).toEqual({ weekStart: '2026-03-02', open: 1 });

    await doctor.put('/api/__demo/settings', { idleTimeoutSeconds: 2 * 60 * 60 });
    doctor.advance(60 * 60 * 1000); // 00:30 on Monday in Amsterdam, still Sunday in UTC.
    const monday = await countOf(doctor);
    expect(monday).toMatchObject({ overdue: 1, dueToday: 1, dueThisWeek: 1 });
    expect(monday.perWeek[0]).toEqual({ weekStart: '2026-03-09', open: 1 });
  });

  it('counts the seed as an independent reading of it does, with and without filters', async () => {
    const doctor = await signedIn('doctor');
    const today = '2026-03-02';
    const sunday = '2026-03-08';
    const me = userNamed('doctor');
    const filters: Record<string, string>[] = [
      {},
      { assignedUser: 'me' },
      { dossierType: 'illness,medical' },
      { status: 'completed' },
    ];
    for (const filter of filters) {
      const params = Object.fromEntries(
        Object.entries(filter).map(([name, value]) => [`filter[${name}]`, value]),
      );
      const rows = modelFilter(modelRows(stateOf(doctor), me), filter, me);
      const open = rows.filter((row) => row.task.status === 'open').map((row) => row.task.dueDate);
      const counts = await countOf(doctor, params);
      expect(counts).toEqual({
        total: rows.length,
        open: open.length,
        overdue: open.filter((due) => due < today).length,
        dueToday: open.filter((due) => due === today).length,
        dueThisWeek: open.filter((due) => due >= today && due <= sunday).length,
        perWeek: WEEK_STARTS(today).map((weekStart) => ({
          weekStart,
          open: open.filter((due) => due >= weekStart && due < WEEK_STARTS(weekStart)[1]!).length,
        })),
      });
    }
  });

  it('gives the doctor work due today, overdue and this week on the seed', async () => {
    const counts = await countOf(await signedIn('doctor'), { 'filter[assignedUser]': 'me' });
    expect(counts.dueToday).toBeGreaterThan(0);
    expect(counts.overdue).toBeGreaterThan(0);
    expect(counts.dueThisWeek).toBeGreaterThan(counts.dueToday);
  });

  it('refuses the filters the list refuses', async () => {
    const doctor = await signedIn('doctor');
    const answer = await doctor.get(query(COUNT, { 'filter[status]': 'late' }), 'en');
    expect([answer.status, answer.json]).toEqual([
      422,
      {
        message: 'Invalid filter value: late.',
        code: 'validation_failed',
        errors: { 'filter[status]': ['Invalid filter value: late.'] },
      },
    ]);
  });
});
