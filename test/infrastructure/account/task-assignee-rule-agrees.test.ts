import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TASK_ASSIGNEE_CHOICES } from '../../../src/domain/account/user-preferences';
import { checkPreferences } from '../../../src/infrastructure/demo-backend/access/preference-rules';
import { EVERY_ASSIGNEE, TASK_LIST_OPENS_ON } from '../../../src/domain/tasks/task-list-query';

describe('the task list assignee preference of the domain and of the demo backend', () => {
  it('property: the back office keeps exactly the choices the portal offers, or none', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom<unknown>(...TASK_ASSIGNEE_CHOICES, null, 'unassigned', 'ME', ''),
          fc.anything(),
        ),
        (value) => {
          const kept = checkPreferences({ task_assignee: value }).ok;
          expect(kept).toBe(value === null || (TASK_ASSIGNEE_CHOICES as readonly unknown[]).includes(value));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps the task list's own words for its two openings", () => {
    expect([...TASK_ASSIGNEE_CHOICES].sort()).toEqual([EVERY_ASSIGNEE, TASK_LIST_OPENS_ON].sort());
  });
});
