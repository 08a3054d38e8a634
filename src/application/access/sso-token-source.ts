import { token } from '../platform/token';
export const SsoTokenSource = token<SsoTokenSource>('SsoTokenSource');
/**
 * The single sign-on token, taken out of the address bar before anything else runs so it never sits
 * in the history or a Referer header.
 */
export interface SsoTokenSource {
  /** The token, once; null after it was taken or when there was none. */
  take(): string | null;
}
