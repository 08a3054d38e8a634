import { Temporal } from 'temporal-polyfill';
import type {
  AvailabilityProblem,
  FieldProblems,
  ScheduleDraft,
  ScheduleField,
} from '../../domain/availability/availability-rules';
import { scheduleProblems } from '../../domain/availability/availability-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { ScheduleGateway, ScheduleInput, ScheduleRecord } from './schedule-gateway';

const FIELDS: readonly ScheduleField[] = [
  'locationId',
  'operationIds',
  'blocks',
  'repeat',
  'validFrom',
  'validUntil',
];

export type ScheduleRefusal = SaveRefusal<ScheduleField, AvailabilityProblem>;

/**
 * Creating a person's availability schedule or changing one (POST v3/agenda/schedules). The form's own
 * rules first; then the server's, which only it can check: no overlap with the person's other
 * schedules (its message names the first date they clash), operations the location offers, and
 * dates inside the location's period. Each comes back next to its field.
 */
export class SaveSchedule {
  constructor(
    private readonly schedules: ScheduleGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: ScheduleDraft): FieldProblems<ScheduleField> {
    return scheduleProblems(draft);
  }

  /** Creates the schedule when `id` is null, else changes it; the person never changes. */
  async execute(
    id: string | null,
    userId: string,
    draft: ScheduleDraft,
  ): Promise<Result<ScheduleRecord, ScheduleRefusal>> {
    const problems = this.check(draft);
    if (hasProblems(problems) || !draft.locationId || !draft.validFrom) return fail(invalid(problems));
    const input: ScheduleInput = {
      userId,
      locationId: draft.locationId,
      operationIds: [...new Set(draft.operationIds)],
      blocks: [...draft.blocks].sort(
        (a, b) => a.weekday - b.weekday || Temporal.PlainTime.compare(a.start, b.start),
      ),
      repeat: draft.repeat,
      validFrom: draft.validFrom,
      validUntil: draft.validUntil,
    };
    const result = await saveWith(
      () => (id ? this.schedules.updateSchedule(id, input) : this.schedules.createSchedule(input)),
      this.notifier,
      FIELDS,
    );
    if (result.ok) this.notifier.notify({ type: 'success', title: 'availability.notices.scheduleSaved' });
    return result;
  }
}
