import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Task, TaskActionInput, UserRef } from '../../../src/domain/tasks/task';
import type { Result } from '../../../src/domain/shared/result';
import { applyTaskAction } from '../../../src/domain/tasks/task';
import { defaultTaskListQuery } from '../../../src/domain/tasks/task-list-query';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { HttpTaskGateway } from '../../../src/infrastructure/tasks/http-task-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

type Step =
  | { readonly kind: 'complete' | 'reopen' | 'cancel' }
  | { readonly kind: 'postpone'; readonly days: number }
  | { readonly kind: 'allocate' };

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    fc.constantFrom<Step>({ kind: 'complete' }, { kind: 'reopen' }, { kind: 'cancel' }, { kind: 'allocate' }),
    fc.integer({ min: -5, max: 20 }).map((days): Step => ({ kind: 'postpone', days })),
  ),
  { minLength: 1, maxLength: 8 },
);

describe('the domain and the demo backend', () => {
  it('property: the backend accepts exactly the task actions the domain allows', async () => {
    const backend = inProcessBackend();
    const http = httpClientFor(backend);
    await new HttpAuthGateway(http).signIn({ username: 'casemanager', password: DEMO_PASSWORD });
    const gateway = new HttpTaskGateway(http);
    const page = await gateway.list({ ...defaultTaskListQuery(100), size: 100 });
    const pool = page.ok ? [...page.value.tasks] : [];
    expect(pool.length).toBe(100);
    const today = Temporal.Now.plainDateISO('Europe/Amsterdam');
    let next = 0;

    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        const first = pool[next++ % pool.length];
        if (!first) return;
        let task: Task = first;
        for (const step of sequence) {
          const candidates: Result<readonly UserRef[], GatewayFailure> | null =
            step.kind === 'allocate' ? await gateway.assignableUsers(task.id) : null;
          const assignee: UserRef | null = candidates?.ok ? (candidates.value[0] ?? null) : null;
          const input: TaskActionInput =
            step.kind === 'postpone'
              ? { action: 'postpone', newDate: today.add({ days: step.days }) }
              : step.kind === 'allocate'
                ? { action: 'allocate', assignee }
                : { action: step.kind };
          const expected = applyTaskAction(task, input, today, Temporal.Now.instant());
          const answer =
            input.action === 'postpone'
              ? await gateway.postpone(task.id, input.newDate)
              : input.action === 'allocate'
                ? await gateway.allocate(task.id, input.assignee?.id ?? '')
                : await gateway[input.action](task.id);
          expect(answer.ok).toBe(expected.ok);
          if (answer.ok && expected.ok) {
            expect(answer.value.status).toBe(expected.value.status);
            expect(answer.value.dueDate.equals(expected.value.dueDate)).toBe(true);
            task = answer.value;
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
