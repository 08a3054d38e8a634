import type { WIZARD_ROUTES } from '../../../domain/wizard/wizard-routes';
import { defineArea } from '../../routes/screen-declaration';

/** Wizards: the questionnaire builder. */
export const wizardsArea = defineArea<keyof typeof WIZARD_ROUTES>({
  screens: {
    wizards: {
      title: 'route.wizards',
      screen: () => import('./wizards-screen'),
      adminSection: { icon: 'planning', order: 40 },
    },
    wizardCreate: { title: 'route.wizardCreate', screen: () => import('./wizard-create-screen') },
    wizard: { title: 'route.wizard', screen: () => import('./wizard-screen') },
  },
});
