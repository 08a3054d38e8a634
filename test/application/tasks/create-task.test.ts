import { describe, expect, it } from 'vitest';
import { CreateTask } from '../../../src/application/tasks/create-task';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask, TODAY } from '../../support/task-mother';

function setUp() {
  const gateway = new FakeTaskGateway();
  gateway.tasks = [aTask().build()];
  const notifier = new RecordingNotifier();
  return { gateway, notifier, create: new CreateTask(gateway, new FixedClock(), notifier) };
}

describe('creating a task', () => {
  it('names every missing field and sends nothing', async () => {
    const { gateway, create } = setUp();
    const result = await create.execute({ dossierId: null, title: '  ', dueDate: null, assigneeId: null });
    expect(result).toEqual({
      ok: false,
      error: { fields: { dossier: 'required', title: 'required', dueDate: 'required' }, serverMessages: {} },
    });
    expect(gateway.created).toEqual([]);
  });

  it('refuses a due date in the past and an overlong title', async () => {
    const { create } = setUp();
    const result = await create.execute({
      dossierId: 'd-1',
      title: 'x'.repeat(201),
      dueDate: TODAY.subtract({ days: 1 }),
      assigneeId: null,
    });
    expect(!result.ok && result.error.fields).toEqual({ title: 'too-long', dueDate: 'date-in-past' });
  });

  it('creates a task from a template title for the chosen colleague and says so', async () => {
    const { gateway, notifier, create } = setUp();
    const result = await create.execute({
      dossierId: 'd-1',
      title: ' Probleemanalyse opstellen ',
      dueDate: TODAY,
      assigneeId: 'u-9',
    });
    expect(result.ok && result.value.title).toEqual({
      nl: 'Probleemanalyse opstellen',
      en: 'Probleemanalyse opstellen',
    });
    expect(gateway.created).toEqual([
      {
        dossierId: 'd-1',
        title: 'Probleemanalyse opstellen',
        templateId: null,
        dueDate: TODAY,
        assigneeId: 'u-9',
      },
    ]);
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'tasks.created',
        values: { title: 'Probleemanalyse opstellen', titleEn: 'Probleemanalyse opstellen' },
      },
    ]);
  });

  it('passes on the server’s field messages', async () => {
    const { gateway, create } = setUp();
    gateway.createAnswer = fail({
      kind: 'rejected',
      status: 422,
      message: 'nee',
      code: 'validation_failed',
      fieldErrors: { dossierId: ['Dit dossier is gesloten.'] },
      told: false,
    });
    const result = await create.execute({
      dossierId: 'd-1',
      title: 'Taak',
      dueDate: TODAY,
      assigneeId: null,
    });
    expect(!result.ok && result.error.serverMessages).toEqual({ dossierId: ['Dit dossier is gesloten.'] });
  });

  it('offers the colleagues who may get tasks of the chosen dossier', async () => {
    const { gateway, create } = setUp();
    expect(await create.colleagues('d-7')).toEqual(gateway.candidates);
    expect(gateway.dossiersAsked).toEqual(['d-7']);
  });
});
