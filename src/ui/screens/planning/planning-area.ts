import type { PLANNING_ROUTES } from '../../../domain/planning/planning-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as planningTexts } from '../../../i18n/planning';

/** Planning: finding a free slot and booking it. */
export const planningArea = defineArea<keyof typeof PLANNING_ROUTES>({
  code: 'planning',
  texts: planningTexts,
  screens: {
    planning: {
      title: 'route.planning',
      screen: () => import('./planning-screen'),
      sidebar: { icon: 'planning', order: 60 },
    },
  },
});
