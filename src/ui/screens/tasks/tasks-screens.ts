import type { DOSSIER_ROUTES } from '../../../domain/dossiers/dossier-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Cases and tasks: the dashboards and the task list. */
export const tasksScreens = defineScreens<keyof typeof DOSSIER_ROUTES>({
  dashboard: {
    title: 'route.dashboard',
    screen: () => import('./dashboard-screen'),
    sidebar: { icon: 'dashboard', order: 10 },
  },
  dossier: { title: 'route.dossier', screen: () => import('./dossier/dossier-screen') },
  tasks: {
    title: 'route.tasks',
    searchWords: 'search.pageWords.tasks',
    screen: () => import('./tasks-screen'),
    sidebar: { icon: 'tasks', order: 20 },
  },
});
