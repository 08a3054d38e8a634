import type { ADMIN_ROUTES } from '../../../domain/admin/admin-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** The admin area's index and the employer branding. */
export const adminScreens = defineScreens<keyof typeof ADMIN_ROUTES>({
  admin: {
    title: 'route.admin',
    screen: () => import('./admin-screen'),
    sidebar: { icon: 'gear', order: 100 },
  },
  adminBranding: { title: 'route.adminBranding', screen: () => import('./admin-branding-screen') },
});
