import { WIZARD_ROUTES } from '../domain/wizards/wizard-routes';
import { texts } from '../i18n/wizards';
import type { wizardsNl } from '../i18n/wizards/nl';
import { WizardViewModels } from '../ui/screens/wizards/wizard-view-models';
import { wizardsScreens } from '../ui/screens/wizards/wizards-screens';
import type { wizardsArea } from '../infrastructure/demo-backend/wizards/wizards-area';
import type { AreaCode, PortalArea } from './portal-area';

/** Wizards: building them and running one for a case. */
export const wizards: PortalArea<
  'wizards',
  typeof WIZARD_ROUTES,
  typeof wizardsNl,
  { wizards: AreaCode<readonly [typeof WizardViewModels]> },
  readonly [typeof wizardsArea]
> = {
  name: 'wizards',
  routes: WIZARD_ROUTES,
  screens: wizardsScreens,
  // Dossier types; a location field's answers.
  buildsOn: ['tasks', 'locations'],
  texts,
  code: {
    wizards: {
      ports: async () =>
        (await import('../infrastructure/container/wizards-ports-module')).wizardsPortsModule,
      modules: async () => [(await import('../infrastructure/container/wizards-module')).wizardsModule],
      viewModels: [WizardViewModels],
      needs: [],
      uses: [],
    },
  },
  demo: async () =>
    [(await import('../infrastructure/demo-backend/wizards/wizards-area')).wizardsArea] as const,
};
