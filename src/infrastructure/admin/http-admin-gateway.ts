import type * as v from 'valibot';
import type {
  AdminGateway,
  AdminUserPage,
  AdminUserQuery,
  BrandingChange,
} from '../../application/admin/admin-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { AdminUser, NamedRecord, Role, UserReferences } from '../../domain/admin/admin-user';
import type { Division } from '../../domain/admin/branding';
import type { ThemeId } from '../../domain/theme/theme';
import { THEMES, STANDARD_THEME } from '../../domain/theme/theme';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  AdminUserAnswerSchema,
  AdminUserPageSchema,
  AgendaUsersSchema,
  DivisionAnswerSchema,
  DivisionListSchema,
  RolesSchema,
} from './admin-schemas';

/** Every division of the service fits one page: an employer has a handful. */
const ALL_DIVISIONS = 1000;

/** A theme the portal does not know (a newer back office) shows as the standard one. */
const themeIdOf = (id: number): ThemeId => (Object.hasOwn(THEMES, id) ? (id as ThemeId) : STANDARD_THEME);

const divisionOf = (wire: v.InferOutput<typeof DivisionAnswerSchema>['data']): Division => ({
  ...wire,
  branding: { ...wire.branding, themeId: themeIdOf(wire.branding.themeId) },
});

/** The admin area over HTTP (see admin-schemas.ts for the contract). */
export class HttpAdminGateway implements AdminGateway {
  constructor(private readonly http: HttpClient) {}

  async divisions(
    filter: { readonly brandingId?: string },
    signal?: AbortSignal,
  ): Promise<Result<readonly Division[], GatewayFailure>> {
    const answer = await this.http.request(DivisionListSchema, {
      method: 'GET',
      path: '/v2/employer-division',
      query: {
        ...(filter.brandingId === undefined ? {} : { filter: { branding: filter.brandingId } }),
        page: { number: 1, size: ALL_DIVISIONS },
      },
      signal,
    });
    return answer.ok ? ok(answer.value.data.map(divisionOf)) : answer;
  }

  async saveBranding(change: BrandingChange): Promise<Result<Division, GatewayFailure>> {
    const answer = await this.http.request(DivisionAnswerSchema, {
      method: 'POST',
      path: '/v2/employer-division/branding',
      body: change,
      quiet: true,
    });
    return answer.ok ? ok(divisionOf(answer.value.data)) : answer;
  }

  async users(query: AdminUserQuery, signal?: AbortSignal): Promise<Result<AdminUserPage, GatewayFailure>> {
    const search = query.search.trim();
    const answer = await this.http.request(AdminUserPageSchema, {
      method: 'GET',
      path: '/v2/users',
      query: {
        ...(search ? { filter: { search } } : {}),
        sort: [{ field: 'name', direction: 'asc' }],
        page: { number: query.page, size: query.size },
      },
      signal,
    });
    return answer.ok ? ok({ rows: answer.value.data, total: answer.value.meta.total }) : answer;
  }

  async agendaUsers(signal?: AbortSignal): Promise<Result<readonly NamedRecord[], GatewayFailure>> {
    const answer = await this.http.request(AgendaUsersSchema, {
      method: 'GET',
      path: '/v2/users/agenda-users',
      signal,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async roles(signal?: AbortSignal): Promise<Result<readonly Role[], GatewayFailure>> {
    const answer = await this.http.request(RolesSchema, { method: 'GET', path: '/v2/arbo-roles', signal });
    return answer.ok
      ? ok(
          answer.value.data.map((role) => ({
            ...role,
            functionalities: role.functionalities.map((functionality) => functionality.code),
          })),
        )
      : answer;
  }

  async setReferences(references: UserReferences): Promise<Result<AdminUser, GatewayFailure>> {
    const answer = await this.http.request(AdminUserAnswerSchema, {
      method: 'POST',
      path: '/v2/users/set-user-references',
      body: references,
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
