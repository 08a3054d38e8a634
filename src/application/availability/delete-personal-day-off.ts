import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';
import type { PersonalDaysOffGateway } from './personal-days-off-gateway';

/** Deleting a day off (DELETE v3/agenda/personal-days-off/{id}): the person is available again. */
export class DeletePersonalDayOff {
  constructor(
    private readonly daysOff: PersonalDaysOffGateway,
    private readonly notifier: Notifier,
  ) {}

  /** `name` says which one in the notice (its dates). */
  execute(dayOffId: string, name: string): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.daysOff.deleteDayOff(dayOffId), this.notifier, name);
  }
}
