import type { PreferencesGateway } from '../../application/account/preferences-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { UserPreferences } from '../../domain/account/user-preferences';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { camelCaseKey, snakeCaseKeys } from '../http/key-case';
import type { PreferencesBody } from './preferences-schemas';
import { PreferencesAnswerSchema } from './preferences-schemas';

const PREFERENCES = '/v2/users/me/preferences';
const FIELD_PREFIX = 'preferences.';

/**
 * The back office names a refused preference `preferences.agenda_view`; the portal knows it as
 * `agendaView`, so a form can put the message next to the field it belongs to.
 */
function withPortalFieldNames(failure: GatewayFailure): GatewayFailure {
  if (failure.kind !== 'rejected') return failure;
  const fieldErrors: Record<string, readonly string[]> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    const name = field.startsWith(FIELD_PREFIX) ? camelCaseKey(field.slice(FIELD_PREFIX.length)) : field;
    fieldErrors[name] = [...(fieldErrors[name] ?? []), ...messages];
  }
  return { ...failure, fieldErrors };
}

/** The signed-in user's preferences over HTTP (v2/users/me/preferences), keys in snake_case on the wire. */
export class HttpPreferencesGateway implements PreferencesGateway {
  constructor(private readonly http: HttpClient) {}

  async load(signal?: AbortSignal): Promise<Result<UserPreferences, GatewayFailure>> {
    const answer = await this.http.request(PreferencesAnswerSchema, {
      method: 'GET',
      path: PREFERENCES,
      signal,
    });
    return answer.ok ? ok(answer.value.data.preferences) : answer;
  }

  async save(preferences: Partial<UserPreferences>): Promise<Result<UserPreferences, GatewayFailure>> {
    const body: PreferencesBody = { preferences: snakeCaseKeys(preferences) };
    // The caller decides how to tell a refusal: remembering a choice is seldom worth a toast of its own.
    const answer = await this.http.request(PreferencesAnswerSchema, {
      method: 'PATCH',
      path: PREFERENCES,
      body,
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data.preferences) : fail(withPortalFieldNames(answer.error));
  }
}
