import * as v from 'valibot';
import type { SignInAnswer } from '../../domain/access/sign-in';
import type { Role, User } from '../../domain/access/user';

/**
 * The written contract of the auth calls. The spec shows the user's fields (section 3); ids, names and
 * the shape around them are ours, and the demo backend answers exactly this.
 */
const FunctionalitySchema = v.object({ code: v.string() });

export const RoleSchema = v.object({
  id: v.number(),
  name: v.string(),
  functionalities: v.array(FunctionalitySchema),
});

const BrandingSchema = v.object({
  id: v.string(),
  themeId: v.number(),
  logo: v.nullable(v.string()),
  fullLogo: v.nullable(v.string()),
});

const EmployerSchema = v.object({
  id: v.string(),
  name: v.string(),
  employerDivision: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      branding: v.nullable(BrandingSchema),
    }),
  ),
});

/** Role lists arrive one per product: agendaRoles, arboRoles, ... (spec section 3, {product}Roles). */
const ROLE_LIST_KEY = /^([a-z][A-Za-z]*)Roles$/;

export const UserSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    username: v.string(),
    displayName: v.string(),
    email: v.nullable(v.string()),
    userTypeId: v.number(),
    isMedical: v.boolean(),
    twoFactorAuth: v.object({ setupCompleted: v.boolean() }),
    partnerPortals: v.array(v.string()),
    employer: v.nullable(EmployerSchema),
  }),
  v.check((raw) =>
    Object.entries(raw).every(([key, value]) => !ROLE_LIST_KEY.test(key) || v.is(v.array(RoleSchema), value)),
  ),
  v.transform((raw): User => {
    const roles: Role[] = [];
    for (const [key, value] of Object.entries(raw)) {
      const product = ROLE_LIST_KEY.exec(key)?.[1];
      if (!product || !v.is(v.array(RoleSchema), value)) continue;
      for (const role of value) {
        roles.push({
          id: role.id,
          name: role.name,
          product,
          functionalities: role.functionalities.map((f) => f.code),
        });
      }
    }
    const division = raw.employer?.employerDivision ?? null;
    return {
      id: raw.id,
      username: raw.username,
      displayName: raw.displayName,
      email: raw.email,
      userTypeId: raw.userTypeId,
      isMedical: raw.isMedical,
      roles,
      twoFactorSetupCompleted: raw.twoFactorAuth.setupCompleted,
      partnerPortals: raw.partnerPortals,
      employer: raw.employer
        ? {
            id: raw.employer.id,
            name: raw.employer.name,
            divisionName: division?.name ?? null,
            branding: division?.branding ?? null,
          }
        : null,
    };
  }),
);

export const SignInAnswerSchema = v.pipe(
  v.object({
    data: v.object({
      user: v.nullable(UserSchema),
      twoFactorTokenVerified: v.boolean(),
      secondFactor: v.optional(v.nullable(v.picklist(['authenticator', 'sms'])), null),
    }),
  }),
  v.transform(({ data }): SignInAnswer => ({
    user: data.user,
    twoFactorTokenVerified: data.twoFactorTokenVerified,
    secondFactor: data.secondFactor ?? null,
  })),
);

export const LinkedUsersSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      username: v.string(),
      displayName: v.string(),
      employerName: v.nullable(v.string()),
    }),
  ),
  onlyShowRoleLinkedUsers: v.boolean(),
});

/** Answers whose body the portal does not read (logout, keep-alive) may be empty or any JSON. */
export const IgnoredBodySchema = v.unknown();
