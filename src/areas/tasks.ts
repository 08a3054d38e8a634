import { DOSSIER_ROUTES } from '../domain/dossiers/dossier-routes';
import { texts } from '../i18n/tasks';
import type { tasksNl } from '../i18n/tasks/nl';
import { TaskViewModels } from '../ui/screens/tasks/task-view-models';
import { tasksScreens } from '../ui/screens/tasks/tasks-screens';
import type { tasksArea } from '../infrastructure/demo-backend/tasks/tasks-area';
import type { dossierFileArea } from '../infrastructure/demo-backend/dossiers/dossier-file-area';
import type { AreaCode, PortalArea } from './portal-area';

/** Tasks and dossiers: the dashboard, the task list and a dossier with its files. */
export const tasks: PortalArea<
  'tasks',
  typeof DOSSIER_ROUTES,
  typeof tasksNl,
  { tasks: AreaCode<readonly [typeof TaskViewModels]> },
  readonly [typeof tasksArea, typeof dossierFileArea]
> = {
  name: 'tasks',
  routes: DOSSIER_ROUTES,
  screens: tasksScreens,
  // The demo backend's employees; its field rules.
  buildsOn: ['people', 'locations'],
  texts,
  code: {
    tasks: {
      ports: async () => (await import('../infrastructure/container/tasks-ports-module')).tasksPortsModule,
      modules: async () => [(await import('../infrastructure/container/tasks-module')).tasksModule],
      viewModels: [TaskViewModels],
      needs: [],
      uses: ['agenda', 'wizards'],
    },
  },
  demo: async () =>
    Promise.all([
      import('../infrastructure/demo-backend/tasks/tasks-area').then((m) => m.tasksArea),
      import('../infrastructure/demo-backend/dossiers/dossier-file-area').then((m) => m.dossierFileArea),
    ]),
};
