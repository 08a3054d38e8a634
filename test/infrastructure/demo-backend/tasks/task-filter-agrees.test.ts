import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '../../../../src/domain/tasks/task';
import { defaultTaskListQuery, remainsInView } from '../../../../src/domain/tasks/task-list-query';
import type { TaskViewFilters } from '../../../../src/domain/tasks/task-list-query';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { caseViewerOf } from '../../../../src/infrastructure/demo-backend/tasks/case-scope';
import type { TaskRow } from '../../../../src/infrastructure/demo-backend/tasks/task-routes';
import { taskFilter } from '../../../../src/infrastructure/demo-backend/tasks/task-routes';
import type { Ctx } from '../../../../src/infrastructure/demo-backend/platform/route-kit';
import { Problems } from '../../../../src/infrastructure/demo-backend/platform/list-kit';
import { listQueryOf } from '../../../../src/infrastructure/tasks/task-mapping';

/**
 * Whether a task belongs in a list is written twice: by the back office's filter (here the demo
 * backend's), and by the portal's `remainsInView`, which decides whether a task an action changed
 * stays in the list shown. Over any task and any filters an action can move it out of, sent the way
 * the portal sends them, the two agree.
 */
const professionals = USERS.filter((user) => caseViewerOf(user)?.kind === 'professional');
const me = professionals[0];
const colleague = professionals[1];
if (!me || !colleague) throw new Error('the seed has two professionals who see tasks');
const viewer = caseViewerOf(me);
if (!viewer) throw new Error('the professional sees tasks');

const day = fc
  .integer({ min: 0, max: 60 })
  .map((days) => Temporal.PlainDate.from('2026-11-01').add({ days }));
const status = fc.constantFrom<TaskStatus>('open', 'completed', 'cancelled');

const filters: fc.Arbitrary<TaskViewFilters> = fc.record({
  status: fc.option(status, { nil: null }),
  dueFrom: fc.option(day, { nil: null }),
  dueTo: fc.option(day, { nil: null }),
  assignee: fc.option(fc.constantFrom('me', 'unassigned', me.id, colleague.id), { nil: null }),
});

const task = fc.record({
  status,
  dueDate: day,
  assigneeId: fc.constantFrom<string | null>(null, me.id, colleague.id),
});

describe('the task filter of the back office and the portal’s remainsInView', () => {
  it('agree on every task and every filter an action can move a task out of', () => {
    fc.assert(
      fc.property(task, filters, (drawn, view) => {
        const sent = listQueryOf({ ...defaultTaskListQuery(25), ...view }, false).filter ?? {};
        const wire = Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, String(value)]));
        const problems = new Problems({} as Ctx);
        const keep = taskFilter({ filter: wire, sort: [], page: { number: 1, size: 25 } }, viewer, problems);
        expect(problems.any).toBe(false);
        const row = {
          task: {
            id: 't-1',
            dossierId: 'd-1',
            title: { nl: 'Taak', en: 'Task' },
            status: drawn.status,
            dueDate: drawn.dueDate.toString(),
            completedAt: null,
            assigneeId: drawn.assigneeId,
            createdAt: '2026-11-01T08:00:00Z',
          },
        } as unknown as TaskRow;
        const assignee = drawn.assigneeId ? { id: drawn.assigneeId, displayName: 'Iemand' } : null;
        expect(keep(row)).toBe(
          remainsInView({ status: drawn.status, dueDate: drawn.dueDate, assignee }, view, me.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});
