import type { CONSULTATION_ROUTES } from '../../../domain/consultations/consultation-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The consultation hour. */
export const consultationsScreens = defineScreens<keyof typeof CONSULTATION_ROUTES>({
  consultationHour: {
    title: 'route.consultationHour',
    screen: () => import('./consultation-hour-screen'),
    sidebar: { icon: 'agenda', order: 25 },
  },
});
