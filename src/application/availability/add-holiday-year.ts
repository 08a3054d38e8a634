import type { Result } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { saveWith } from '../platform/record-refusal';
import type { AddedHolidays, HolidayGateway } from './holiday-gateway';

/**
 * Adding a year's Dutch national holidays in one action (POST v3/agenda/national-holidays/year): the
 * server adds those the year does not have yet, so a second press adds nothing and a day moved or
 * renamed by hand stays as it is.
 */
export class AddHolidayYear {
  constructor(
    private readonly holidays: HolidayGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(year: number): Promise<Result<AddedHolidays, SaveRefusal<'year'>>> {
    const result = await saveWith(() => this.holidays.addYear(year), this.notifier, ['year'] as const);
    if (result.ok) {
      const { added } = result.value;
      this.notifier.notify(
        added > 0
          ? { type: 'success', title: 'availability.notices.holidaysAdded', values: { count: added, year } }
          : { type: 'info', title: 'availability.notices.holidaysComplete', values: { year } },
      );
    }
    return result;
  }
}
