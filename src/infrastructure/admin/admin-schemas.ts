import * as v from 'valibot';
import { DivisionBrandingSchema, DivisionPageSchema, PageMetaSchema } from '../people/employee-schemas';

/**
 * The written contract of the admin area, under /api/external (spec section 7; the bodies are this
 * contract's own, since the spec shows only the calls). Every call needs `manage_user_roles_permissions`
 * (401 without a session, 403 without the right); errors use the one error body (http/error-body.ts).
 *
 * - GET v2/employer-division (people/employee-schemas.ts, DivisionPageSchema): an administrator gets every
 *   division with `employerName` and `branding` ({ id, themeId, logo, fullLogo }); `filter[branding]`
 *   finds the division of a branding id.
 * - POST v2/employer-division/branding `{ brandingId, themeId, logo?, fullLogo? }`: themeId one of the
 *   seven themes (spec section 3); a logo left out is kept, null removes it, a string replaces it and
 *   must be a base64 data URL of a PNG, JPEG or WebP image of at most 200 kB. Answers `{ data: division }`;
 *   422 `validation_failed` with `errors` under the field; 404 for an unknown branding id.
 * - GET v2/users?filter[search]=&filter[role]=&sort=name&page[number]=&page[size]=: `{ data: [user], meta }`,
 *   a user being { id, username, displayName, email, userTypeId, isMedical, roles: [{ id, name: { nl, en }, product }],
 *   employee: { id, name } | null, agendaUser: { id, name } | null, twoFactorEnabled }.
 * - GET v2/users/agenda-users: `{ data: [{ id, name }] }`, whoever has a calendar.
 * - GET v2/arbo-roles: `{ data: [{ id, name: { nl, en }, product, functionalities: [{ code }] }] }`.
 * - POST v2/users/set-user-references `{ userId, roleIds, employeeId, agendaUserId }` (null unlinks, a
 *   field left out is kept): answers `{ data: user }`; 422 under `roleIds` for an unknown role or for an
 *   administrator taking their own right to manage roles, under `employeeId` / `agendaUserId` for a record
 *   that does not exist; 404 for an unknown user.
 */

export { DivisionBrandingSchema };
export const DivisionListSchema = DivisionPageSchema;

const Product = v.picklist(['agenda', 'arbo']);
const Named = v.object({ id: v.string(), name: v.string() });

/** A role's name comes in both languages, as the back office keeps it (like an operation's). */
export const RoleRefSchema = v.object({
  id: v.number(),
  name: v.object({ nl: v.string(), en: v.string() }),
  product: Product,
});

export const AdminUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  displayName: v.string(),
  email: v.string(),
  userTypeId: v.number(),
  isMedical: v.boolean(),
  roles: v.array(RoleRefSchema),
  employee: v.nullable(Named),
  agendaUser: v.nullable(Named),
  twoFactorEnabled: v.boolean(),
});

export const AdminUserPageSchema = v.object({ data: v.array(AdminUserSchema), meta: PageMetaSchema });
export const AdminUserAnswerSchema = v.object({ data: AdminUserSchema });
export const AgendaUsersSchema = v.object({ data: v.array(Named) });
export const RolesSchema = v.object({
  data: v.array(
    v.object({
      ...RoleRefSchema.entries,
      functionalities: v.array(v.object({ code: v.string() })),
    }),
  ),
});
export const DivisionAnswerSchema = v.object({
  data: v.object({
    id: v.string(),
    employerId: v.string(),
    employerName: v.string(),
    name: v.string(),
    branding: DivisionBrandingSchema,
  }),
});
