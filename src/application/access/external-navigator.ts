import { token } from '../platform/token';
export const ExternalNavigator = token<ExternalNavigator>('ExternalNavigator');
/** Leaves the single-page portal for an address the server answers (a full page load). */
export interface ExternalNavigator {
  /** The portal's own origin, e.g. https://portal.example. */
  readonly origin: string;
  /** Other origins the portal may send users to, configured at build time. */
  readonly allowedOrigins: readonly string[];
  /** Loads an address of the portal's own origin; anything else is refused with an error. */
  leave(address: string): void;
}
