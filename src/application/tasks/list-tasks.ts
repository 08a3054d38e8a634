import type { TaskListQuery } from '../../domain/tasks/task-list-query';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { TaskCounts, TaskPage, TaskGateway, TaskTemplate } from './task-gateway';
import type { DossierGateway, EmployerRef } from '../dossiers/dossier-gateway';
import type { DossierType } from '../../domain/dossiers/dossier-type';
import { ok } from '../../domain/shared/result';

export interface TaskFilterOptions {
  readonly dossierTypes: readonly DossierType[];
  readonly employers: readonly EmployerRef[];
}

/** Reading the task list: a page for a query, and what the filters may offer. */
export class ListTasks {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly dossiers: DossierGateway,
  ) {}

  execute(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskPage, GatewayFailure>> {
    return this.tasks.list(query, signal);
  }

  /** Spec section 6: the dossier types the user's role may see come from available-dossier-types. */
  async filterOptions(signal?: AbortSignal): Promise<TaskFilterOptions> {
    const [types, employers] = await Promise.all([
      this.dossiers.availableTypes(signal),
      this.dossiers.employers(signal),
    ]);
    return { dossierTypes: types.ok ? types.value : [], employers: employers.ok ? employers.value : [] };
  }

  /** The counts behind the list (spec section 7: dossier-task-count), for its summary line. */
  count(query: TaskListQuery, signal?: AbortSignal): Promise<Result<TaskCounts, GatewayFailure>> {
    return this.tasks.count(query, signal);
  }

  templates(): Promise<Result<readonly TaskTemplate[], GatewayFailure>> {
    return this.tasks.templates().then((answer) => (answer.ok ? ok(answer.value) : answer));
  }
}
