import type { ADMIN_ROUTES } from '../../../domain/admin/admin-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as adminTexts } from '../../../i18n/admin';

/** The admin area's index and the employer branding. */
export const adminArea = defineArea<keyof typeof ADMIN_ROUTES>({
  code: 'admin',
  texts: adminTexts,
  screens: {
    admin: {
      title: 'route.admin',
      screen: () => import('./admin-screen'),
      sidebar: { icon: 'gear', order: 100 },
    },
    adminBranding: { title: 'route.adminBranding', screen: () => import('./admin-branding-screen') },
  },
});
