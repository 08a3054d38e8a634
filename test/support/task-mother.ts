import { Temporal } from 'temporal-polyfill';
import type { Task, TaskStatus } from '../../src/domain/tasks/task';

/** Builds tasks for tests: aTask().overdue().build(). */
export class TaskMother {
  private task: Task = {
    id: 't-1',
    title: { nl: 'Probleemanalyse opstellen', en: 'Write the problem analysis' },
    status: 'open',
    dueDate: Temporal.PlainDate.from('2026-11-25'),
    completedAt: null,
    assignee: { id: 'u-3', displayName: 'Dr. Marieke van Dam' },
    dossier: {
      id: 'd-1',
      type: 'illness',
      employeeName: 'Sanne de Vries',
      employerId: 'e-1',
      employerName: 'Bakkerij De Gouden Korenaar B.V.',
    },
    legalDeadline: null,
  };

  withId(id: string): this {
    this.task = { ...this.task, id };
    return this;
  }

  due(date: string): this {
    this.task = { ...this.task, dueDate: Temporal.PlainDate.from(date) };
    return this;
  }

  overdue(): this {
    return this.due('2026-11-01');
  }

  withStatus(status: TaskStatus): this {
    this.task = {
      ...this.task,
      status,
      completedAt: status === 'completed' ? Temporal.Instant.from('2026-11-20T10:00:00Z') : null,
    };
    return this;
  }

  build(): Task {
    return this.task;
  }
}

export const aTask = () => new TaskMother();
export const TODAY = Temporal.PlainDate.from('2026-11-21');
export const NOW = Temporal.Instant.from('2026-11-21T09:00:00Z');
