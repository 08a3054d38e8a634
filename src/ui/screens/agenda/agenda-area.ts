import type { AGENDA_ROUTES } from '../../../domain/agenda/agenda-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as agendaTexts } from '../../../i18n/agenda';

/** The agenda and appointments (an agenda user's settings are availability's). */
export const agendaArea = defineArea<keyof typeof AGENDA_ROUTES>({
  code: 'agenda',
  texts: agendaTexts,
  screens: {
    agenda: {
      title: 'route.agenda',
      screen: () => import('./agenda-screen'),
      sidebar: { icon: 'agenda', order: 30 },
    },
    appointments: {
      title: 'route.appointments',
      screen: () => import('./appointments-screen'),
      code: 'appointments',
      sidebar: { icon: 'appointments', order: 40 },
    },
    employerAppointments: {
      title: 'route.employerAppointments',
      screen: () => import('./employer-appointments-screen'),
      code: 'appointments',
      sidebar: { icon: 'appointments', order: 50, anyOf: ['employer_view_appointment_list'] },
    },
  },
});
