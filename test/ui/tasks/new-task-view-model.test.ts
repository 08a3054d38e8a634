import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { SearchOpenDossiers } from '../../../src/application/dossiers/search-open-dossiers';
import { CreateTask } from '../../../src/application/tasks/create-task';
import { ListTasks } from '../../../src/application/tasks/list-tasks';
import { ok } from '../../../src/domain/shared/result';
import { NewTaskViewModel } from '../../../src/ui/screens/tasks/new-task-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask } from '../../support/task-mother';
import { aUser } from '../../support/user-mother';

const dossiers = {
  searchOpenDossiers: () => Promise.resolve(ok([])),
  availableTypes: () => Promise.resolve(ok([])),
  employers: () => Promise.resolve(ok([])),
} as unknown as DossierGateway;

async function started() {
  const gateway = new FakeTaskGateway();
  gateway.tasks = [aTask().build()];
  const session = new FakeSessionStore();
  session.signIn(aUser().build());
  const vm = new NewTaskViewModel(
    new CreateTask(gateway, new FixedClock(), new RecordingNotifier()),
    new ListTasks(gateway, dossiers),
    new SearchOpenDossiers(dossiers),
    session,
    new FakeScheduler(),
  );
  await vm.start(new FixedClock().today());
  return { vm, gateway };
}

describe('the new-task dialog’s templates', () => {
  it('offers the templates by their names in the reader’s language, in its order', async () => {
    const { vm } = await started();
    expect(vm.templateNames('en').map((template) => template.name)).toEqual([
      'Call the employee back',
      'Write the problem analysis',
    ]);
    expect(vm.templateNames('nl').map((template) => template.name)).toEqual([
      'Medewerker terugbellen',
      'Probleemanalyse opstellen',
    ]);
  });

  it('creates a task from a template picked by its English name with that template, so it gets both names', async () => {
    const { vm, gateway } = await started();
    vm.setDossier('d-1');
    vm.setTitle('Call the employee back');
    vm.setDueDate(Temporal.PlainDate.from('2026-12-01'));
    await vm.submit();
    expect(gateway.created.at(-1)).toMatchObject({ title: 'Call the employee back', templateId: 'f-2' });
  });

  it('creates a task with a title of one’s own without a template', async () => {
    const { vm, gateway } = await started();
    vm.setDossier('d-1');
    vm.setTitle('Werkgever bellen over rooster');
    vm.setDueDate(Temporal.PlainDate.from('2026-12-01'));
    await vm.submit();
    expect(gateway.created.at(-1)).toMatchObject({
      title: 'Werkgever bellen over rooster',
      templateId: null,
    });
  });
});
