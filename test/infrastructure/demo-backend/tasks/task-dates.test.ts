import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredTask } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, signedIn, stateOf, TASK } from '../case-client';
import type { DemoClient } from '../demo-client';

const OUT_OF_RANGE = {
  nl: 'Kies een datum van 1900-01-01 tot en met 2199-12-31.',
  en: 'Choose a date from 1900-01-01 up to and including 2199-12-31.',
};

let doctor: DemoClient;
const used = new Set<string>();
/** An open seed task no earlier case of this file has used. */
function openTask(): StoredTask {
  const task = stateOf(doctor).tasks.find(
    (candidate) => candidate.status === 'open' && !used.has(candidate.id),
  );
  if (!task) throw new Error('no task left');
  used.add(task.id);
  return task;
}

beforeAll(async () => {
  doctor = await signedIn('doctor');
});

describe('the dates of dossier tasks', () => {
  const calls = [
    [
      'postpone',
      'newDate',
      (date: string) => ({ action: 'postpone', body: { id: openTask().id, newDate: date } }),
    ],
    [
      'a new task',
      'dueDate',
      (date: string) => ({
        action: '',
        body: { dossierId: openTask().dossierId, title: 'Bellen', dueDate: date },
      }),
    ],
  ] as const;
  const cases = calls.flatMap(([name, field, request]) =>
    (['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'] as const).flatMap((date) =>
      (['nl', 'en'] as const).map((language) => [name, date, language, field, request] as const),
    ),
  );

  it.each(cases)(
    '%s due %s is refused in %s next to its field',
    async (_name, date, language, field, request) => {
      const { action, body } = request(date);
      const before = structuredClone(stateOf(doctor).tasks);
      const answer = await doctor.post(action ? `${TASK}/${action}` : TASK, body, language);
      expect([answer.status, exactly(ErrorBodySchema, answer).errors]).toEqual([
        422,
        { [field]: [OUT_OF_RANGE[language]] },
      ]);
      expect(stateOf(doctor).tasks).toEqual(before);
    },
  );

  it('takes the last date of the range', async () => {
    const postponed = await doctor.post(`${TASK}/postpone`, { id: openTask().id, newDate: '2199-12-31' });
    expect(postponed.status).toBe(200);
    const created = await doctor.post(TASK, {
      dossierId: openTask().dossierId,
      title: 'Bellen',
      dueDate: '2199-12-31',
    });
    expect(created.status).toBe(201);
  });
});
