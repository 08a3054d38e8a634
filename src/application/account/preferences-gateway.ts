import type { UserPreferences } from '../../domain/account/user-preferences';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export const PreferencesGateway = token<PreferencesGateway>('PreferencesGateway');
/**
 * The signed-in user's preferences, kept by the back office (spec sections 3 and 7: sent with their keys
 * in snake_case; the path is not shown, GET and PATCH v2/users/me/preferences is this contract's own).
 */
export interface PreferencesGateway {
  /** Every preference, a default for each the user never set. */
  load(signal?: AbortSignal): Promise<Result<UserPreferences, GatewayFailure>>;
  /**
   * Changes the preferences given and keeps the others; answers them all as they now stand. A refused
   * value is told in the failure's field errors, under the preference's name (`agendaColumns`).
   */
  save(preferences: Partial<UserPreferences>): Promise<Result<UserPreferences, GatewayFailure>>;
}
