import type { AgendaUser } from '../../domain/availability/agenda-user';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { saveWith } from '../platform/record-refusal';
import type { AgendaUserGateway } from './agenda-user-gateway';

/**
 * An agenda user's settings (POST v3/agenda/users/{id}): the operations this person may not be booked
 * for, whatever their schedules allow.
 */
export class SaveAgendaUserSettings {
  constructor(
    private readonly agendaUsers: AgendaUserGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    user: Pick<AgendaUser, 'id' | 'displayName'>,
    disallowedOperationIds: readonly string[],
  ): Promise<Result<AgendaUser, SaveRefusal<'disallowedOperationIds'>>> {
    const result = await saveWith(
      () => this.agendaUsers.setDisallowedOperations(user.id, [...new Set(disallowedOperationIds)]),
      this.notifier,
      ['disallowedOperationIds'] as const,
    );
    if (result.ok)
      this.notifier.notify({
        type: 'success',
        title: 'availability.notices.settingsSaved',
        values: { name: user.displayName },
      });
    return result;
  }
}
