import { ADMIN_ROUTES } from '../domain/admin/admin-routes';
import { texts } from '../i18n/admin';
import type { adminNl } from '../i18n/admin/nl';
import { AdminViewModels } from '../ui/screens/admin/admin-view-models';
import { TemplateViewModels } from '../ui/screens/admin/email-templates-view-models';
import { adminScreens } from '../ui/screens/admin/admin-screens';
import type { adminArea } from '../infrastructure/demo-backend/admin/admin-area';
import type { templatesArea } from '../infrastructure/demo-backend/templates/templates-area';
import type { AreaCode, PortalArea } from './portal-area';

/** The admin index, branding and the e-mail templates. */
export const admin: PortalArea<
  'admin',
  typeof ADMIN_ROUTES,
  typeof adminNl,
  { admin: AreaCode<readonly [typeof AdminViewModels, typeof TemplateViewModels]> },
  readonly [typeof adminArea, typeof templatesArea]
> = {
  name: 'admin',
  routes: ADMIN_ROUTES,
  screens: adminScreens,
  // A user's locations; the demo backend's user admin checks agenda access.
  buildsOn: ['locations', 'availability'],
  texts,
  code: {
    admin: {
      ports: async () => (await import('../infrastructure/container/admin-ports-module')).adminPortsModule,
      modules: async () =>
        Promise.all([
          import('../infrastructure/container/admin-module').then((m) => m.adminModule),
          import('../infrastructure/container/templates-module').then((m) => m.templatesModule),
        ]),
      viewModels: [AdminViewModels, TemplateViewModels],
      needs: ['people'],
      uses: [],
    },
  },
  demo: async () =>
    Promise.all([
      import('../infrastructure/demo-backend/admin/admin-area').then((m) => m.adminArea),
      import('../infrastructure/demo-backend/templates/templates-area').then((m) => m.templatesArea),
    ]),
};
