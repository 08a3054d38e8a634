import type { AdminUser, NamedRecord, Role, UserReferences } from '../../domain/admin/admin-user';
import type { Division } from '../../domain/admin/branding';
import type { ThemeId } from '../../domain/theme/theme';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** A branding to save: the theme, and per logo a new image (data URL), null to remove it, or absent to keep it. */
export interface BrandingChange {
  readonly brandingId: string;
  readonly themeId: ThemeId;
  readonly logo?: string | null;
  readonly fullLogo?: string | null;
}

export interface AdminUserQuery {
  readonly search: string;
  readonly page: number;
  readonly size: number;
}

export interface AdminUserPage {
  readonly rows: readonly AdminUser[];
  readonly total: number;
}

export const AdminGateway = token<AdminGateway>('AdminGateway');
/** What the admin area reads and changes at the back office (users, roles, divisions' branding). */
export interface AdminGateway {
  /** GET v2/employer-division: every division with its branding, or the one of a branding id. */
  divisions(
    filter: { readonly brandingId?: string },
    signal?: AbortSignal,
  ): Promise<Result<readonly Division[], GatewayFailure>>;
  /** POST v2/employer-division/branding: answers the division as it now stands. */
  saveBranding(change: BrandingChange): Promise<Result<Division, GatewayFailure>>;
  /** GET v2/users: a page of the users, searched on name, username and e-mail. */
  users(query: AdminUserQuery, signal?: AbortSignal): Promise<Result<AdminUserPage, GatewayFailure>>;
  /** GET v2/users/agenda-users: the agendas an account can be linked to. */
  agendaUsers(signal?: AbortSignal): Promise<Result<readonly NamedRecord[], GatewayFailure>>;
  /** GET v2/arbo-roles: every role with its functionality codes. */
  roles(signal?: AbortSignal): Promise<Result<readonly Role[], GatewayFailure>>;
  /** POST v2/users/set-user-references: answers the user as they now stand. */
  setReferences(references: UserReferences): Promise<Result<AdminUser, GatewayFailure>>;
}
