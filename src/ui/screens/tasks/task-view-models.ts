import { token } from '../../../application/platform/token';
import type { DashboardViewModel } from './dashboard-view-model';
import type { DossierViewModel } from './dossier/dossier-view-model';
import type { NewTaskViewModel } from './new-task-view-model';
import type { TaskListViewModel } from './task-list-view-model';

export const TaskViewModels = token<TaskViewModels>('TaskViewModels');
/** The view-models of cases and tasks, each call a new one. */
export interface TaskViewModels {
  taskList(): TaskListViewModel;
  newTask(): NewTaskViewModel;
  dashboard(): DashboardViewModel;
  /** The page of one dossier. */
  dossier(dossierId: string): DossierViewModel;
}
