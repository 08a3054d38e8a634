import type { PLANNING_ROUTES } from '../../../domain/planning/planning-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Planning: finding a free slot and booking it. */
export const planningScreens = defineScreens<keyof typeof PLANNING_ROUTES>({
  planning: {
    title: 'route.planning',
    searchWords: 'search.pageWords.planning',
    screen: () => import('./planning-screen'),
    sidebar: { icon: 'planning', order: 60 },
  },
});
