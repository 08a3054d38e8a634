import { CONSULTATION_ROUTES } from '../domain/consultations/consultation-routes';
import { texts } from '../i18n/consultations';
import type { consultationsNl } from '../i18n/consultations/nl';
import type { consultationsArea } from '../infrastructure/demo-backend/consultations/consultations-area';
import { ConsultationsViewModels } from '../ui/screens/consultations/consultations-view-models';
import { consultationsScreens } from '../ui/screens/consultations/consultations-screens';
import type { AreaCode, PortalArea } from './portal-area';

/**
 * The consultation hour: a professional's day as it happens, arrivals, late employees and no-shows
 * marked with one keystroke, a no-show followed up by the case manager.
 */
export const consultations: PortalArea<
  'consultations',
  typeof CONSULTATION_ROUTES,
  typeof consultationsNl,
  { consultations: AreaCode<readonly [typeof ConsultationsViewModels]> },
  readonly [typeof consultationsArea]
> = {
  name: 'consultations',
  routes: CONSULTATION_ROUTES,
  screens: consultationsScreens,
  slots: {
    // An appointment's history with the reminders sent, in its details in the agenda.
    appointmentDetails: { part: () => import('../ui/screens/consultations/appointment-history-part') },
  },
  // The demo backend follows the agenda's changes and makes the case manager's task on the employee's case.
  buildsOn: ['agenda', 'tasks', 'people'],
  texts,
  code: {
    consultations: {
      ports: async () =>
        (await import('../infrastructure/container/consultations-ports-module')).consultationsPortsModule,
      modules: async () => [
        (await import('../infrastructure/container/consultations-module')).consultationsModule,
      ],
      viewModels: [ConsultationsViewModels],
      needs: ['agenda'],
      uses: ['agenda'],
    },
  },
  demo: async () =>
    [
      (await import('../infrastructure/demo-backend/consultations/consultations-area')).consultationsArea,
    ] as const,
};
