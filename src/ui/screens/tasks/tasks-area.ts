import type { DOSSIER_ROUTES } from '../../../domain/dossiers/dossier-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as tasksTexts } from '../../../i18n/tasks';

/** Cases and tasks: the dashboards and the task list. */
export const tasksArea = defineArea<keyof typeof DOSSIER_ROUTES>({
  code: 'tasks',
  texts: tasksTexts,
  screens: {
    dashboard: {
      title: 'route.dashboard',
      screen: () => import('./dashboard-screen'),
      sidebar: { icon: 'dashboard', order: 10 },
    },
    dossier: { title: 'route.dossier', screen: () => import('./dossier/dossier-screen') },
    tasks: {
      title: 'route.tasks',
      screen: () => import('./tasks-screen'),
      sidebar: { icon: 'tasks', order: 20 },
    },
  },
});
