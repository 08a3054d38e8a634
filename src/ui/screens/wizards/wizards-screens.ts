import type { WIZARD_ROUTES } from '../../../domain/wizards/wizard-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Wizards: the questionnaire builder, and filling one in for a dossier or an employee. */
export const wizardsScreens = defineScreens<keyof typeof WIZARD_ROUTES>({
  wizards: {
    title: 'route.wizards',
    screen: () => import('./wizards-screen'),
    adminSection: { icon: 'planning', order: 40 },
  },
  wizardCreate: { title: 'route.wizardCreate', screen: () => import('./wizard-create-screen') },
  wizard: { title: 'route.wizard', screen: () => import('./wizard-screen') },
  wizardRun: { title: 'route.wizardRun', screen: () => import('./wizard-run-screen') },
});
