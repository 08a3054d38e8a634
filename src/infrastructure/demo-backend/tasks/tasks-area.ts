import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { TasksState } from './case-seed';
import { freshCases } from './case-seed';
import { dossierRoutes } from './dossier-routes';
import { taskRoutes } from './task-routes';

/** Dossiers and their tasks: the lists, the counts, the task actions and recently viewed dossiers. */
export const tasksArea: DemoArea<TasksState> = {
  routes: (kit: Kit) => new Hono<Env>().route('/', taskRoutes(kit)).route('/', dossierRoutes(kit)),
  seed: (seedTime) => freshCases(seedTime),
  stateKeys: ['seededOn', 'dossiers', 'tasks', 'nextTaskId', 'recentlyViewed'],
};
