import { describe, expect, it } from 'vitest';
import { defaultTaskListQuery } from '../../../src/domain/tasks/task-list-query';
import { HttpTaskGateway } from '../../../src/infrastructure/tasks/http-task-gateway';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';

const task = (dueDate: string) => ({
  id: 't-1',
  title: { nl: 'Probleemanalyse', en: 'Problem analysis' },
  status: 'open',
  dueDate,
  completedAt: null,
  assignedUser: null,
  dossier: {
    id: 'd-1',
    type: 'illness',
    employeeName: 'A. de Vries',
    employerId: 'e-1',
    employerName: 'Bakkerij',
  },
  createdAt: '2026-11-01T08:00:00Z',
});

function gatewayAnswering(body: unknown) {
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    origin: 'http://portal.test',
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => 'token',
    notifier,
    onUnauthorized: () => undefined,
  });
  return { tasks: new HttpTaskGateway(http), notifier };
}

describe('a task list with an impossible date', () => {
  it('is a malformed answer with its one message, never a thrown error', async () => {
    const { tasks, notifier } = gatewayAnswering({
      data: [task('2026-02-30')],
      meta: { total: 1, page: 1, pageSize: 25 },
    });
    await expect(tasks.list(defaultTaskListQuery(25))).resolves.toEqual({
      ok: false,
      error: { kind: 'malformed', told: true },
    });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
  });

  it('is read as usual when the date exists', async () => {
    const { tasks } = gatewayAnswering({
      data: [task('2028-02-29')],
      meta: { total: 1, page: 1, pageSize: 25 },
    });
    const page = await tasks.list(defaultTaskListQuery(25));
    expect(page.ok && page.value.tasks[0]?.dueDate.toString()).toBe('2028-02-29');
  });
});
