import type { Permission } from './permission';

/**
 * Who may open a route (spec sections 2 and 6):
 *   public      only signed-out users; a signed-in user is sent to /
 *   open        anyone, signed in or not
 *   signed-in   any signed-in user
 *   permission  a signed-in user holding any one of anyOf; an empty list means "none declared"
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'open' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'permission'; readonly anyOf: readonly Permission[] };

export interface RouteEntry {
  /** Path pattern: `:name` is one segment, a trailing `*name` takes the rest of the path. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The id of the route above this one in the breadcrumb (the catalogue's type checks that it exists). */
  readonly parent: string | null;
  /** Spec section 2: the availability create and edit screens show the user fixed, not as a choice. */
  readonly userChoiceDisabled?: true;
}

export const PUBLIC: RouteAccess = { kind: 'public' };
export const OPEN: RouteAccess = { kind: 'open' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
/** A signed-in user holding any one of these; none at all means the spec declares no permission. */
export const anyOf = (...permissions: Permission[]): RouteAccess => ({
  kind: 'permission',
  anyOf: permissions,
});
