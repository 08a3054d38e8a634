import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { DeleteRefusal } from '../platform/record-refusal';
import { deleteWith } from '../platform/record-refusal';
import type { HolidayGateway } from './holiday-gateway';

/** Removing one national holiday (DELETE v3/agenda/national-holidays/{id}): a working day again. */
export class DeleteHoliday {
  constructor(
    private readonly holidays: HolidayGateway,
    private readonly notifier: Notifier,
  ) {}

  /** `name` says which one in the notice (its name and date, in the user's language). */
  execute(holiday: Pick<NationalHoliday, 'id'>, name: string): Promise<Result<void, DeleteRefusal>> {
    return deleteWith(() => this.holidays.deleteHoliday(holiday.id), this.notifier, name);
  }
}
