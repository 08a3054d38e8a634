import { ContainerModule } from 'inversify';
import { DossierGateway } from '../../application/dossiers/dossier-gateway';
import { LoadDashboard } from '../../application/dossiers/load-dashboard';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { SessionStore } from '../../application/session/session-store';
import { AllocateTask } from '../../application/tasks/allocate-task';
import { CancelTask } from '../../application/tasks/cancel-task';
import { CompleteTask } from '../../application/tasks/complete-task';
import { CreateTask } from '../../application/tasks/create-task';
import { ListTasks } from '../../application/tasks/list-tasks';
import { PostponeTask } from '../../application/tasks/postpone-task';
import { ReopenTask } from '../../application/tasks/reopen-task';
import { TaskGateway } from '../../application/tasks/task-gateway';
import { DashboardViewModel } from '../../ui/screens/dashboard/dashboard-view-model';
import { NewTaskViewModel } from '../../ui/screens/tasks/new-task-view-model';
import { TaskListViewModel } from '../../ui/screens/tasks/task-list-view-model';
import { HttpDossierGateway } from '../dossier/http-dossier-gateway';
import { HttpTaskGateway } from '../dossier/http-task-gateway';
import type { HttpClient } from '../http/http-client';
import { Http } from './adapter-tokens';

const schedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, Math.max(0, ms));
  return () => clearTimeout(timer);
};

/**
 * The cases-and-tasks area: its gateways, use cases and view-models. Later areas (agenda, admin, ...)
 * each get a module of their own in the same shape.
 */
export const tasksModule = new ContainerModule(({ bind }) => {
  bind(TaskGateway)
    .toResolvedValue((http: HttpClient) => new HttpTaskGateway(http), [Http])
    .inSingletonScope();
  bind(DossierGateway)
    .toResolvedValue((http: HttpClient) => new HttpDossierGateway(http), [Http])
    .inSingletonScope();

  // The five task actions take the same three ports.
  for (const Action of [
    CompleteTask,
    ReopenTask,
    CancelTask,
    PostponeTask,
    AllocateTask,
    CreateTask,
  ] as const) {
    bind<InstanceType<typeof Action>>(Action).toResolvedValue(
      (tasks: TaskGateway, clock: Clock, notifier: Notifier) => new Action(tasks, clock, notifier),
      [TaskGateway, Clock, Notifier],
    );
  }
  bind(ListTasks).toResolvedValue(
    (tasks: TaskGateway, dossiers: DossierGateway) => new ListTasks(tasks, dossiers),
    [TaskGateway, DossierGateway],
  );
  bind(LoadDashboard).toResolvedValue(
    (tasks: TaskGateway, dossiers: DossierGateway, session: SessionStore, clock: Clock) =>
      new LoadDashboard(tasks, dossiers, session, clock),
    [TaskGateway, DossierGateway, SessionStore, Clock],
  );

  bind(TaskListViewModel).toResolvedValue(
    (
      list: ListTasks,
      complete: CompleteTask,
      reopen: ReopenTask,
      cancel: CancelTask,
      postpone: PostponeTask,
      allocate: AllocateTask,
      clock: Clock,
    ) => new TaskListViewModel(list, complete, reopen, cancel, postpone, allocate, clock, schedule),
    [ListTasks, CompleteTask, ReopenTask, CancelTask, PostponeTask, AllocateTask, Clock],
  );
  bind(NewTaskViewModel).toResolvedValue(
    (create: CreateTask, list: ListTasks, dossiers: DossierGateway) =>
      new NewTaskViewModel(create, list, dossiers, schedule),
    [CreateTask, ListTasks, DossierGateway],
  );
  bind(DashboardViewModel).toResolvedValue(
    (load: LoadDashboard, session: SessionStore) => new DashboardViewModel(load, session),
    [LoadDashboard, SessionStore],
  );
});
