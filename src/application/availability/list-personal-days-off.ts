import type { PersonalDayOff } from '../../domain/availability/availability';
import type { Result } from '../../domain/shared/result';
import type { LoadCode } from '../platform/record-refusal';
import { loadWith } from '../platform/record-refusal';
import type { PersonalDaysOffGateway } from './personal-days-off-gateway';

/** Reading a person's days off: all of them for the list, one for its form. */
export class ListPersonalDaysOff {
  constructor(private readonly daysOff: PersonalDaysOffGateway) {}

  forUser(userId: string, signal?: AbortSignal): Promise<Result<readonly PersonalDayOff[], LoadCode>> {
    return loadWith(() => this.daysOff.daysOff(userId, null, signal));
  }

  byId(id: string, signal?: AbortSignal): Promise<Result<PersonalDayOff, LoadCode>> {
    return loadWith(() => this.daysOff.dayOff(id, signal));
  }
}
