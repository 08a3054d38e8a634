import type {
  AvailabilityProblem,
  FieldProblems,
  HolidayDraft,
  HolidayField,
} from '../../domain/availability/availability-rules';
import { holidayProblems } from '../../domain/availability/availability-rules';
import type { NationalHoliday } from '../../domain/availability/national-holiday';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { HolidayGateway } from './holiday-gateway';

const FIELDS: readonly HolidayField[] = ['date', 'name'];

export type HolidayRefusal = SaveRefusal<HolidayField, AvailabilityProblem>;

/** Moving or renaming one national holiday (PATCH v3/agenda/national-holidays/{id}). */
export class SaveHoliday {
  constructor(
    private readonly holidays: HolidayGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: HolidayDraft): FieldProblems<HolidayField> {
    return holidayProblems(draft);
  }

  async execute(id: string, draft: HolidayDraft): Promise<Result<NationalHoliday, HolidayRefusal>> {
    const problems = this.check(draft);
    const { date } = draft;
    if (hasProblems(problems) || !date) return fail(invalid(problems));
    const name = draft.name.trim();
    const result = await saveWith(
      () => this.holidays.updateHoliday(id, { date, name }),
      this.notifier,
      FIELDS,
    );
    if (result.ok)
      this.notifier.notify({ type: 'success', title: 'availability.notices.holidaySaved', values: { name } });
    return result;
  }
}
