import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isMedicalDossierType, DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';
import type { TaskActionInput } from '../../../src/domain/tasks/task';
import {
  allowedActions,
  applyTaskAction,
  isConsistentTask,
  mayPerform,
} from '../../../src/domain/tasks/task';
import { aTask, NOW, TODAY } from '../../support/task-mother';

const anyInput: fc.Arbitrary<TaskActionInput> = fc.oneof(
  fc.constantFrom<TaskActionInput>({ action: 'complete' }, { action: 'reopen' }, { action: 'cancel' }),
  fc
    .integer({ min: -30, max: 60 })
    .map((days) => ({ action: 'postpone' as const, newDate: TODAY.add({ days }) })),
  fc.option(fc.record({ id: fc.uuid(), displayName: fc.string() }), { nil: null }).map((assignee) => ({
    action: 'allocate' as const,
    assignee,
  })),
);

describe('the task state machine', () => {
  it('offers complete, cancel, postpone and allocate for an open task, and only reopen otherwise', () => {
    expect(allowedActions(aTask().build())).toEqual(['complete', 'cancel', 'postpone', 'allocate']);
    expect(allowedActions(aTask().withStatus('completed').build())).toEqual(['reopen']);
    expect(allowedActions(aTask().withStatus('cancelled').build())).toEqual(['reopen']);
  });

  it('refuses to complete a cancelled task and to postpone into the past', () => {
    expect(
      applyTaskAction(aTask().withStatus('cancelled').build(), { action: 'complete' }, TODAY, NOW),
    ).toEqual({
      ok: false,
      error: 'task.transition-refused',
    });
    expect(
      applyTaskAction(
        aTask().build(),
        { action: 'postpone', newDate: TODAY.subtract({ days: 1 }) },
        TODAY,
        NOW,
      ),
    ).toEqual({ ok: false, error: 'task.date-in-past' });
    const today = applyTaskAction(aTask().build(), { action: 'postpone', newDate: TODAY }, TODAY, NOW);
    expect(today.ok && today.value.dueDate.equals(TODAY)).toBe(true);
  });

  it('property: any sequence of actions keeps a task consistent, and only allowed actions change it', () => {
    fc.assert(
      fc.property(fc.array(anyInput, { maxLength: 25 }), (inputs) => {
        let task = aTask().build();
        for (const input of inputs) {
          const result = applyTaskAction(task, input, TODAY, NOW);
          if (!mayPerform(task, input.action))
            expect(result).toEqual({ ok: false, error: 'task.transition-refused' });
          if (result.ok && input.action === 'postpone') {
            expect(Temporal.PlainDate.compare(result.value.dueDate, TODAY)).toBeGreaterThanOrEqual(0);
          }
          if (result.ok) task = result.value;
          expect(isConsistentTask(task)).toBe(true);
          expect(['open', 'completed', 'cancelled']).toContain(task.status);
        }
      }),
    );
  });
});

describe('dossier types', () => {
  it('hold exactly five in the medical group', () => {
    expect(DOSSIER_TYPES.filter(isMedicalDossierType)).toEqual([
      'medical',
      'medical_preventive',
      'physiotherapy',
      'psychologist',
      'second_line_care',
    ]);
    expect(DOSSIER_TYPES).toHaveLength(40);
  });
});
