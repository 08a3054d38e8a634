import { DossierGateway } from '../../application/dossiers/dossier-gateway';
import { LoadDashboard } from '../../application/dossiers/load-dashboard';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AllocateTask } from '../../application/tasks/allocate-task';
import { CancelTask } from '../../application/tasks/cancel-task';
import { CompleteTask } from '../../application/tasks/complete-task';
import { CreateTask } from '../../application/tasks/create-task';
import { ListTasks } from '../../application/tasks/list-tasks';
import { PostponeTask } from '../../application/tasks/postpone-task';
import { ReopenTask } from '../../application/tasks/reopen-task';
import { TaskGateway } from '../../application/tasks/task-gateway';
import { DashboardViewModel } from '../../ui/screens/tasks/dashboard-view-model';
import { NewTaskViewModel } from '../../ui/screens/tasks/new-task-view-model';
import { TaskListViewModel } from '../../ui/screens/tasks/task-list-view-model';
import { TaskViewModels } from '../../ui/screens/tasks/task-view-models';
import { HttpDossierGateway } from '../dossier/http-dossier-gateway';
import { HttpTaskGateway } from '../dossier/http-task-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** Cases and tasks: their gateways, use cases and view-models. */
export const tasksModule = portalModule((b) => {
  b.factory(TaskGateway, [HttpClient], (http) => new HttpTaskGateway(http)).inSingletonScope();
  b.factory(DossierGateway, [HttpClient], (http) => new HttpDossierGateway(http)).inSingletonScope();

  // The task actions take the same three ports.
  b.construct(CompleteTask, [TaskGateway, Clock, Notifier]);
  b.construct(ReopenTask, [TaskGateway, Clock, Notifier]);
  b.construct(CancelTask, [TaskGateway, Clock, Notifier]);
  b.construct(PostponeTask, [TaskGateway, Clock, Notifier]);
  b.construct(AllocateTask, [TaskGateway, Clock, Notifier]);
  b.construct(CreateTask, [TaskGateway, Clock, Notifier]);
  b.construct(ListTasks, [TaskGateway, DossierGateway]);
  b.construct(LoadDashboard, [TaskGateway, DossierGateway, SessionStore, Clock]);

  b.construct(TaskListViewModel, [
    ListTasks,
    CompleteTask,
    ReopenTask,
    CancelTask,
    PostponeTask,
    AllocateTask,
    Clock,
    Scheduler,
  ]);
  b.construct(NewTaskViewModel, [CreateTask, ListTasks, DossierGateway, Scheduler]);
  b.construct(DashboardViewModel, [LoadDashboard, SessionStore]);
  b.factories(TaskViewModels, (get) => ({
    taskList: () => get(TaskListViewModel),
    newTask: () => get(NewTaskViewModel),
    dashboard: () => get(DashboardViewModel),
  }));
});
