import type { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../../../domain/dossiers/dossier-type';
import { DOSSIER_TYPES } from '../../../domain/dossiers/dossier-type';
import type { Task, TaskStatus } from '../../../domain/tasks/task';
import type { TaskListQuery, TaskSortField } from '../../../domain/tasks/task-list-query';
import {
  EVERY_ASSIGNEE,
  PAGE_SIZES,
  TASK_LIST_OPENS_ON,
  TASK_SORT_FIELDS,
} from '../../../domain/tasks/task-list-query';
import type { ListDefinition, ListRequest } from '../../list/list-request';
import { identifier, oneOf, plainDate } from '../../list/url-codecs';

/** The task list's filters, as the shared list view-model holds them. */
export interface TaskFilters {
  readonly status: TaskStatus | null;
  readonly dueFrom: Temporal.PlainDate | null;
  readonly dueTo: Temporal.PlainDate | null;
  readonly assignee: string | null;
  readonly dossierType: DossierType | null;
  readonly employer: string | null;
}

/**
 * /tasks on the shared list view-model. Its address bar reads and writes what links to the task list
 * always did (a property test holds it to formatTaskListQuery and parseTaskListQuery); the search text,
 * which may be a person's name, stays out of it.
 */
export const TASK_LIST: ListDefinition<Task, TaskFilters, TaskSortField> = {
  rowKey: (task) => task.id,
  // Opens on the user's own tasks (TASK_LIST_OPENS_ON); everyone's is `assignee=all`.
  filters: {
    status: 'open',
    dueFrom: null,
    dueTo: null,
    assignee: TASK_LIST_OPENS_ON,
    dossierType: null,
    employer: null,
  },
  sort: { field: 'dueDate', direction: 'asc' },
  sortFields: TASK_SORT_FIELDS,
  pageSizes: PAGE_SIZES,
  defaultSize: 100,
  urlFilters: {
    status: oneOf(['open', 'completed', 'cancelled'] as const, { noneAs: 'all' }),
    dueFrom: plainDate(),
    dueTo: plainDate(),
    assignee: identifier({ noneAs: EVERY_ASSIGNEE }),
    dossierType: oneOf(DOSSIER_TYPES, { param: 'type' }),
    employer: identifier(),
  },
};

/** The domain's query for a request of the list. */
export function taskQueryOf(request: ListRequest<TaskFilters, TaskSortField>): TaskListQuery {
  return {
    ...request.filters,
    search: request.search,
    sort: request.sort ?? { field: 'dueDate', direction: 'asc' },
    page: request.page,
    size: request.size,
  };
}
