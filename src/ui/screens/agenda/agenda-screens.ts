import type { AGENDA_ROUTES } from '../../../domain/agenda/agenda-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The agenda and appointments (an agenda user's settings are availability's). */
export const agendaScreens = defineScreens<keyof typeof AGENDA_ROUTES>({
  agenda: {
    title: 'route.agenda',
    searchWords: 'search.pageWords.agenda',
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
});
