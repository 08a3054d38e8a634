import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { ListQuery } from '../../application/platform/list-query';
import type { Task } from '../../domain/tasks/task';
import type { TaskListQuery } from '../../domain/tasks/task-list-query';
import type { TaskSchema } from '../dossiers/dossier-schemas';

/** A task as the contract sends it, as a domain value. */
export function taskOf(raw: v.InferOutput<typeof TaskSchema>): Task {
  return {
    id: raw.id,
    title: raw.title,
    status: raw.status,
    dueDate: Temporal.PlainDate.from(raw.dueDate),
    completedAt: raw.completedAt ? Temporal.Instant.from(raw.completedAt) : null,
    assignee: raw.assignedUser,
    dossier: raw.dossier,
    legalDeadline: raw.poortwachter ? Temporal.PlainDate.from(raw.poortwachter.legalDeadline) : null,
  };
}

/** A task list as the backend's query style (spec section 7). */
export function listQueryOf(query: TaskListQuery, paged: boolean): ListQuery {
  const filter: Record<string, string> = {};
  if (query.status) filter['status'] = query.status;
  if (query.dueFrom) filter['dueFrom'] = query.dueFrom.toString();
  if (query.dueTo) filter['dueTo'] = query.dueTo.toString();
  if (query.assignee) filter['assignedUser'] = query.assignee;
  if (query.dossierType) filter['dossierType'] = query.dossierType;
  if (query.employer) filter['employer'] = query.employer;
  if (query.search.trim()) filter['search'] = query.search.trim();
  return {
    include: ['dossier', 'assignedUser'],
    filter,
    sort: [{ field: query.sort.field, direction: query.sort.direction }],
    ...(paged ? { page: { number: query.page, size: query.size } } : {}),
  };
}
