import { AdminGateway } from '../../application/admin/admin-gateway';
import { ManageBranding } from '../../application/admin/manage-branding';
import { ManageUsers } from '../../application/admin/manage-users';
import { EmployeeGateway } from '../../application/people/employee-gateway';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AdminViewModels } from '../../ui/screens/admin/admin-view-models';
import { BrandingViewModel } from '../../ui/screens/admin/branding-view-model';
import {
  DivisionListViewModel,
  RoleListViewModel,
  UserAdminViewModel,
} from '../../ui/screens/admin/user-admin-view-model';
import { portalModule } from './binder';

/** The admin area: users and their roles, the roles' functionalities, and the divisions' branding. */
export const adminModule = portalModule((b) => {
  b.construct(ManageBranding, [AdminGateway, Notifier]);
  b.construct(ManageUsers, [AdminGateway, EmployeeGateway, SessionStore, Notifier]);
  b.factories(AdminViewModels, (get) => ({
    adminUsers: () => new UserAdminViewModel(get(ManageUsers), get(Scheduler)),
    adminRoles: () => new RoleListViewModel(get(ManageUsers)),
    adminDivisions: () => new DivisionListViewModel(get(ManageBranding)),
    branding: (brandingId) => new BrandingViewModel(get(ManageBranding), brandingId),
  }));
});
