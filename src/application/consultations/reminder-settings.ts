import type { ReminderOverride } from '../../domain/agenda/appointment-reminders';
import { validOffsets } from '../../domain/agenda/appointment-reminders';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import { token } from '../platform/token';

export type { ReminderOverride } from '../../domain/agenda/appointment-reminders';

/** What an administrator sets the reminders by: the default, the choices, whom and what they may set them for. */
export interface ReminderSettings {
  readonly defaultOffsets: readonly number[];
  readonly choices: readonly number[];
  readonly employers: readonly { readonly id: string; readonly name: string }[];
  readonly operations: readonly { readonly id: string; readonly name: string }[];
  readonly overrides: readonly ReminderOverride[];
}

export const ReminderSettingsGateway = token<ReminderSettingsGateway>('ReminderSettingsGateway');
/** The reminders' settings (src/infrastructure/consultations/reminder-settings-schemas.ts). */
export interface ReminderSettingsGateway {
  settings(signal?: AbortSignal): Promise<Result<ReminderSettings, GatewayFailure>>;
  set(override: ReminderOverride): Promise<Result<ReminderSettings, GatewayFailure>>;
  remove(kind: ReminderOverride['kind'], id: string): Promise<Result<ReminderSettings, GatewayFailure>>;
}

/** Why a setting was not saved: its offsets (said next to them), or no usable answer. */
export type ReminderSettingFailure =
  { readonly kind: 'offsets'; readonly message: string | null } | { readonly kind: 'unavailable' };

/**
 * Setting when employees are reminded, for one employer or one operation apart from the default. The
 * domain checks the offsets first (at most four, each an hour to two weeks ahead, once), the back
 * office for real; a success is said as a toast, a refusal next to the offsets in its own words.
 */
export class SetReminders {
  constructor(
    private readonly gateway: ReminderSettingsGateway,
    private readonly notifier: Notifier,
  ) {}

  load(signal?: AbortSignal): Promise<Result<ReminderSettings, GatewayFailure>> {
    return this.gateway.settings(signal);
  }

  async set(override: ReminderOverride): Promise<Result<ReminderSettings, ReminderSettingFailure>> {
    if (!validOffsets(override.offsets)) return fail({ kind: 'offsets', message: null });
    const saved = await this.gateway.set(override);
    if (saved.ok) {
      this.notifier.notify({ type: 'success', title: 'consultations.reminders.saved' });
      return saved;
    }
    return fail(this.failureOf(saved.error));
  }

  async remove(override: ReminderOverride): Promise<Result<ReminderSettings, ReminderSettingFailure>> {
    const removed = await this.gateway.remove(override.kind, override.id);
    if (removed.ok) {
      this.notifier.notify({ type: 'success', title: 'consultations.reminders.removed' });
      return removed;
    }
    const failure = this.failureOf(removed.error);
    if (failure.kind === 'offsets' && failure.message)
      this.notifier.notify({ type: 'error', title: failure.message, verbatim: true });
    return fail(failure);
  }

  private failureOf(failure: GatewayFailure): ReminderSettingFailure {
    if (failure.kind === 'rejected')
      return {
        kind: 'offsets',
        message: failure.fieldErrors['offsets']?.[0] ?? (failure.message.trim() || null),
      };
    if (!needsNoMessage(failure))
      this.notifier.notify({ type: 'error', title: 'consultations.reminders.unavailable' });
    return { kind: 'unavailable' };
  }
}
