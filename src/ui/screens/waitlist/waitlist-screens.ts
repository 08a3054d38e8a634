import type { WAITLIST_ROUTES } from '../../../domain/waitlist/waitlist-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The waitlist: who waits for a free time. */
export const waitlistScreens = defineScreens<keyof typeof WAITLIST_ROUTES>({
  waitlist: {
    title: 'route.waitlist',
    screen: () => import('./waitlist-screen'),
    sidebar: { icon: 'appointments', order: 61 },
  },
});
