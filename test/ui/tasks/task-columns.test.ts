import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AllocateTask } from '../../../src/application/tasks/allocate-task';
import { BulkTaskAction } from '../../../src/application/tasks/bulk-task-action';
import { CancelTask } from '../../../src/application/tasks/cancel-task';
import { CompleteTask } from '../../../src/application/tasks/complete-task';
import { ListTasks } from '../../../src/application/tasks/list-tasks';
import { PostponeTask } from '../../../src/application/tasks/postpone-task';
import { ReopenTask } from '../../../src/application/tasks/reopen-task';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { ok } from '../../../src/domain/shared/result';
import { addAreaTranslations } from '../../../src/i18n/create-i18n';
import { tasksEn } from '../../../src/i18n/tasks/en';
import { tasksNl } from '../../../src/i18n/tasks/nl';
import { cellText } from '../../../src/ui/components/data-table/cell-text';
import { exportColumnsOf } from '../../../src/ui/components/data-table/export-columns';
import { plainTextOf } from '../../../src/ui/list/export-value';
import type { Translate } from '../../../src/ui/services-context';
import { taskColumns } from '../../../src/ui/screens/tasks/task-columns';
import { TaskListViewModel } from '../../../src/ui/screens/tasks/task-list-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { createTestI18n } from '../../support/i18n';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aTask } from '../../support/task-mother';

const i18n = createTestI18n('nl');
addAreaTranslations(i18n, { nl: tasksNl, en: tasksEn });
const t: Translate = (key, values) => i18n.t(key, { ...values, lng: 'nl' });

/** The task list's view-model over fakes: the columns ask it only how far off a due date is. */
function aTaskList(): TaskListViewModel {
  const gateway = new FakeTaskGateway();
  const clock = new FixedClock();
  const notifier = new RecordingNotifier();
  const dossiers = {
    availableTypes: () => Promise.resolve(ok([])),
    employers: () => Promise.resolve(ok([])),
  } as unknown as DossierGateway;
  return new TaskListViewModel(
    new ListTasks(gateway, dossiers),
    new CompleteTask(gateway, clock, notifier),
    new ReopenTask(gateway, clock, notifier),
    new CancelTask(gateway, clock, notifier),
    new PostponeTask(gateway, clock, notifier),
    new AllocateTask(gateway, clock, notifier),
    new BulkTaskAction(gateway, clock, notifier),
    new FakeSessionStore(),
    clock,
    new FakeScheduler(),
  );
}

describe('the task list in an export', () => {
  it('gives the due date as a date, and the employee and employer apart', () => {
    const vm = aTaskList();
    const task = aTask().due('2026-12-02').build();
    const columns = exportColumnsOf(taskColumns(vm, t, 'nl'));
    expect(columns.map((column) => column.header)).toEqual([
      'Taak',
      'Deadline',
      'Wettelijke termijn',
      'Status',
      'Dossier',
      'Medewerker',
      'Werkgever',
      'Toegewezen aan',
    ]);
    expect(columns[1]?.value(task)).toEqual({ kind: 'date', date: Temporal.PlainDate.from('2026-12-02') });
    expect(columns.map((column) => plainTextOf(column.value(task)))).toEqual([
      'Probleemanalyse opstellen',
      '2026-12-02',
      '',
      'Open',
      'Ziekteverzuim',
      'Sanne de Vries',
      'Bakkerij De Gouden Korenaar B.V.',
      'Dr. Marieke van Dam',
    ]);
  });

  it('gives a Poortwachter task its legal deadline beside its own date, marked once it has passed', () => {
    const vm = aTaskList();
    const task = {
      ...aTask().due('2026-11-24').build(),
      legalDeadline: Temporal.PlainDate.from('2026-11-20'),
    };
    const [, due] = taskColumns(vm, t, 'nl');
    expect(due && cellText(due, task)).toBe(
      '24 nov 2026 over 3 dagen wettelijke termijn 20 nov 2026 verstreken',
    );
    const columns = exportColumnsOf(taskColumns(vm, t, 'nl'));
    expect(columns[2]?.value(task)).toEqual({ kind: 'date', date: Temporal.PlainDate.from('2026-11-20') });
  });

  it('still shows the due date with how far off it is, and the employee above the employer', () => {
    const vm = aTaskList();
    const task = aTask().due('2026-11-24').build();
    const [, due, , , employer] = taskColumns(vm, t, 'nl');
    expect(due && cellText(due, task)).toBe('24 nov 2026 over 3 dagen');
    expect(employer && cellText(employer, task)).toBe('Sanne de Vries, Bakkerij De Gouden Korenaar B.V.');
  });
});
