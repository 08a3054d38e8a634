import { token } from '../../../application/platform/token';
import type { BrandingViewModel } from './branding-view-model';
import type { DivisionListViewModel, RoleListViewModel, UserAdminViewModel } from './user-admin-view-model';

export const AdminViewModels = token<AdminViewModels>('AdminViewModels');
/** The view-models of the admin area's index and branding screen, each call a new one. */
export interface AdminViewModels {
  adminUsers(): UserAdminViewModel;
  adminRoles(): RoleListViewModel;
  adminDivisions(): DivisionListViewModel;
  branding(brandingId: string): BrandingViewModel;
}
