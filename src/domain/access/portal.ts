import type { User } from './user';
import { isEmployerUser, isMedicalUser } from './user';

/** Portal keys of spec section 1. */
export const PORTALS = [
  'arbo',
  'employer',
  'admin',
  'medical',
  'agenda',
  'reports',
  'master',
  'account',
  'hr',
  'employee',
  'main',
] as const;
export type Portal = (typeof PORTALS)[number];

export const isPortal = (key: string): key is Portal => (PORTALS as readonly string[]).includes(key);

/** Spec section 6: these two are never offered as a destination. */
const NEVER_ALLOWED: ReadonlySet<Portal> = new Set<Portal>(['account', 'master']);

/** Spec section 6: the default portal is employer, medical or arbo, by the kind of user. */
export function defaultPortalOf(user: User): Portal {
  if (isEmployerUser(user)) return 'employer';
  if (isMedicalUser(user)) return 'medical';
  return 'arbo';
}

/** The portals a user may enter: their partner portals that exist, less account and master. */
export function allowedPortalsOf(user: User): readonly Portal[] {
  const seen = new Set<Portal>();
  for (const key of user.partnerPortals) {
    if (isPortal(key) && !NEVER_ALLOWED.has(key)) seen.add(key);
  }
  return [...seen];
}
