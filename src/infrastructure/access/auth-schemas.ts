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
    twoFactorAuth: v.object({
      setupCompleted: v.boolean(),
      method: v.optional(v.nullable(v.picklist(['authenticator', 'sms'])), null),
      /** The mobile number for SMS codes, masked by the server (+31 6 •• •• •0 01). */
      maskedMobile: v.optional(v.nullable(v.string()), null),
    }),
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
      twoFactorMethod: raw.twoFactorAuth.method ?? null,
      maskedMobile: raw.twoFactorAuth.maskedMobile ?? null,
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
      /** Whether the linked account has any role; with onlyShowRoleLinkedUsers only those are offered. */
      hasRole: v.boolean(),
    }),
  ),
  onlyShowRoleLinkedUsers: v.boolean(),
});

/** GET v2/auth/user/last-activity: when the server last saw the user, and how long it waits. */
export const LastActivitySchema = v.object({
  data: v.object({
    lastActivity: v.pipe(v.string(), v.isoTimestamp()),
    idleTimeoutSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});

/** POST /auth/keep-alive and /auth/refresh. */
export const KeepAliveSchema = v.object({
  data: v.object({ expiresAt: v.pipe(v.string(), v.isoTimestamp()) }),
});

/** POST /auth/two-factor/generate: a fresh authenticator secret waiting for its first code. */
export const AuthenticatorSetupSchema = v.object({
  data: v.object({
    secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]+=*$/)),
    otpauthUrl: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  }),
});

/** POST /auth/two-factor/sendsms: where the code went and how long it lives. */
export const SmsSentSchema = v.object({
  data: v.object({
    maskedMobile: v.string(),
    expiresInSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});

/** Answers that carry only a human message (forgot password, reset, two-factor resets). */
export const MessageSchema = v.object({ message: v.optional(v.string(), '') });

/** POST validate_reset_password_token. */
export const ResetTokenValiditySchema = v.object({ data: v.object({ valid: v.boolean() }) });

/** GET password-security-settings: the rules a new password must meet. */
export const PasswordSecuritySettingsSchema = v.object({
  securitySettings: v.object({
    minLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
    requireUppercase: v.boolean(),
    requireLowercase: v.boolean(),
    requireDigit: v.boolean(),
    requireSpecialCharacter: v.boolean(),
    disallowUsername: v.boolean(),
  }),
});

/** Answers whose body the portal does not read (logout, keep-alive) may be empty or any JSON. */
export const IgnoredBodySchema = v.unknown();
