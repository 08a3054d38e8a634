import type { WIZARD_ROUTES } from '../../../domain/wizards/wizard-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as wizardsTexts } from '../../../i18n/wizards';

/** Wizards: the questionnaire builder, and filling one in for a dossier or an employee. */
export const wizardsArea = defineArea<keyof typeof WIZARD_ROUTES>({
  code: 'wizards',
  texts: wizardsTexts,
  screens: {
    wizards: {
      title: 'route.wizards',
      screen: () => import('./wizards-screen'),
      adminSection: { icon: 'planning', order: 40 },
    },
    wizardCreate: { title: 'route.wizardCreate', screen: () => import('./wizard-create-screen') },
    wizard: { title: 'route.wizard', screen: () => import('./wizard-screen') },
    wizardRun: { title: 'route.wizardRun', screen: () => import('./wizard-run-screen') },
  },
});
