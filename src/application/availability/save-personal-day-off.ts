import type { PersonalDayOff } from '../../domain/availability/availability';
import type {
  AvailabilityProblem,
  FieldProblems,
  PersonalDayOffDraft,
  PersonalDayOffField,
} from '../../domain/availability/availability-rules';
import { dayOffSpan, personalDayOffProblems } from '../../domain/availability/availability-rules';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { PersonalDaysOffGateway } from './personal-days-off-gateway';

const FIELDS: readonly PersonalDayOffField[] = ['startDate', 'startTime', 'endDate', 'endTime', 'reason'];

export type PersonalDayOffRefusal = SaveRefusal<PersonalDayOffField, AvailabilityProblem>;

/**
 * Adding a person's day off or changing one (POST and PATCH v3/agenda/personal-days-off): whole days or
 * part of one, a reason, the end after the start (spec section 5).
 */
export class SavePersonalDayOff {
  constructor(
    private readonly daysOff: PersonalDaysOffGateway,
    private readonly notifier: Notifier,
  ) {}

  check(draft: PersonalDayOffDraft): FieldProblems<PersonalDayOffField> {
    return personalDayOffProblems(draft);
  }

  async execute(
    id: string | null,
    userId: string,
    draft: PersonalDayOffDraft,
  ): Promise<Result<PersonalDayOff, PersonalDayOffRefusal>> {
    const problems = this.check(draft);
    const span = dayOffSpan(draft);
    if (hasProblems(problems) || !span) return fail(invalid(problems));
    const input = { userId, ...span, reason: draft.reason.trim() };
    const result = await saveWith(
      () => (id ? this.daysOff.updateDayOff(id, input) : this.daysOff.createDayOff(input)),
      this.notifier,
      FIELDS,
    );
    if (result.ok) this.notifier.notify({ type: 'success', title: 'availability.notices.dayOffSaved' });
    return result;
  }
}
