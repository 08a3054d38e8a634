import { LEGAL_CLOCK_ROUTES } from '../domain/legal-clock/legal-clock-routes';
import { texts } from '../i18n/legal-clock';
import type { legalClockNl } from '../i18n/legal-clock/nl';
import { legalClockScreens } from '../ui/screens/legal-clock/legal-clock-screens';
import { LegalClockViewModels } from '../ui/screens/legal-clock/legal-clock-view-models';
import type { legalClockArea } from '../infrastructure/demo-backend/legal-clock/legal-clock-area';
import type { AreaCode, PortalArea } from './portal-area';

/**
 * The legal clock of an absence case: the employer's sick and recovery reports, a dossier's case on
 * its timeline and the dashboard's signals of what is late and coming.
 */
export const legalClock: PortalArea<
  'legal-clock',
  typeof LEGAL_CLOCK_ROUTES,
  typeof legalClockNl,
  { 'legal-clock': AreaCode<readonly [typeof LegalClockViewModels]> },
  readonly [typeof legalClockArea]
> = {
  name: 'legal-clock',
  routes: LEGAL_CLOCK_ROUTES,
  screens: legalClockScreens,
  slots: {
    dossierCase: { part: () => import('../ui/screens/legal-clock/dossier-case-part') },
    dashboardSignals: { part: () => import('../ui/screens/legal-clock/dashboard-signals-part') },
  },
  // A case is a dossier of the absence group, its steps the dossier's tasks.
  buildsOn: ['tasks'],
  texts,
  code: {
    'legal-clock': {
      ports: async () =>
        (await import('../infrastructure/container/legal-clock-ports-module')).legalClockPortsModule,
      modules: async () => [
        (await import('../infrastructure/container/legal-clock-module')).legalClockModule,
      ],
      viewModels: [LegalClockViewModels],
      needs: ['people'],
      uses: [],
    },
  },
  demo: async () =>
    [(await import('../infrastructure/demo-backend/legal-clock/legal-clock-area')).legalClockArea] as const,
};
