import type {
  ReminderOverride,
  ReminderSettings,
  ReminderSettingsGateway,
} from '../../application/consultations/reminder-settings';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { REMINDER_SETTINGS_PATH, ReminderSettingsSchema } from './reminder-settings-schemas';

const pathOf = (kind: ReminderOverride['kind'], id: string) =>
  `${REMINDER_SETTINGS_PATH}/${kind}/${encodeURIComponent(id)}`;

/** The reminders' settings over HTTP (reminder-settings-schemas.ts is the contract). */
export class HttpReminderSettingsGateway implements ReminderSettingsGateway {
  constructor(private readonly http: HttpClient) {}

  async settings(signal?: AbortSignal): Promise<Result<ReminderSettings, GatewayFailure>> {
    const answer = await this.http.request(ReminderSettingsSchema, {
      method: 'GET',
      path: REMINDER_SETTINGS_PATH,
      signal,
      // The screen shows a failed load in place, with its retry.
      silent: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async set(override: ReminderOverride): Promise<Result<ReminderSettings, GatewayFailure>> {
    const answer = await this.http.request(ReminderSettingsSchema, {
      method: 'PUT',
      path: pathOf(override.kind, override.id),
      body: { offsets: override.offsets },
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }

  async remove(
    kind: ReminderOverride['kind'],
    id: string,
  ): Promise<Result<ReminderSettings, GatewayFailure>> {
    const answer = await this.http.request(ReminderSettingsSchema, {
      method: 'DELETE',
      path: pathOf(kind, id),
      quiet: true,
    });
    return answer.ok ? ok(answer.value.data) : answer;
  }
}
