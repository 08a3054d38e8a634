import { AGENDA_ROUTES } from '../domain/agenda/agenda-routes';
import { texts } from '../i18n/agenda';
import type { agendaNl } from '../i18n/agenda/nl';
import { AgendaViewModels } from '../ui/screens/agenda/agenda-view-models';
import { CalendarFeedViewModels } from '../ui/screens/agenda/calendar-feed-view-models';
import { AppointmentsViewModels } from '../ui/screens/agenda/appointments-view-models';
import { agendaScreens } from '../ui/screens/agenda/agenda-screens';
import type { agendaArea } from '../infrastructure/demo-backend/agenda/agenda-area';
import type { AreaCode, PortalArea } from './portal-area';
import { NO_PORTS } from './portal-area';

/** The agenda and the appointment lists. */
export const agenda: PortalArea<
  'agenda',
  typeof AGENDA_ROUTES,
  typeof agendaNl,
  {
    agenda: AreaCode<readonly [typeof AgendaViewModels]>;
    appointments: AreaCode<readonly [typeof AppointmentsViewModels]>;
    calendarFeed: AreaCode<readonly [typeof CalendarFeedViewModels]>;
  },
  readonly [typeof agendaArea]
> = {
  name: 'agenda',
  routes: AGENDA_ROUTES,
  screens: agendaScreens,
  slots: {
    // The professional's private calendar subscription, on their own settings.
    accountSettings: { part: () => import('../ui/screens/agenda/calendar-feed-part'), code: 'calendarFeed' },
  },
  // The demo backend plans around the dossiers' cases, and writes its reminders from the
  // administrator's e-mail templates.
  buildsOn: ['tasks', 'admin'],
  texts,
  code: {
    agenda: {
      ports: async () => (await import('../infrastructure/container/agenda-ports-module')).agendaPortsModule,
      modules: async () =>
        Promise.all([
          import('../infrastructure/container/agenda-module').then((m) => m.agendaModule),
          import('../infrastructure/container/agenda-export-module').then((m) => m.agendaExportModule),
        ]),
      viewModels: [AgendaViewModels],
      needs: ['locations', 'availability', 'people'],
      uses: [],
    },
    // The appointment lists load with their first screen, not with the agenda's; their status moves and live changes are the agenda's use cases.
    appointments: {
      ports: () => Promise.resolve(NO_PORTS),
      modules: async () => [
        (await import('../infrastructure/container/appointments-module')).appointmentsModule,
      ],
      viewModels: [AppointmentsViewModels],
      needs: ['agenda', 'locations'],
      uses: ['agenda'],
    },
    // The calendar subscription loads with the settings' place for it, not with the agenda.
    calendarFeed: {
      ports: () => Promise.resolve(NO_PORTS),
      modules: async () => [
        (await import('../infrastructure/container/calendar-feed-module')).calendarFeedModule,
      ],
      viewModels: [CalendarFeedViewModels],
      needs: [],
      uses: [],
    },
  },
  demo: async () => [(await import('../infrastructure/demo-backend/agenda/agenda-area')).agendaArea] as const,
};
