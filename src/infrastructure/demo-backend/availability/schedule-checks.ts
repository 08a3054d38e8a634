import type { DemoState } from '../demo-backend';
import type { Ctx } from '../platform/route-kit';
import { languageFor } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { agendaUserOf } from './availability-access';
import { earliestClash, earliestLocationEnd } from './availability-engine';
import type { FieldErrors } from './availability-kit';
import { readableDate } from './availability-kit';
import type { StoredSchedule } from './availability-state';

/**
 * What only the server knows of a schedule about to be saved or restored, added to the refusal's
 * field messages: the person has an agenda, the location exists and offers every operation, the
 * schedule lies within the location's active days, and it clashes with no other schedule of the
 * person (the message names the first date they clash, and where the other one is).
 */
export function checkScheduleOnServer(
  c: Ctx,
  state: DemoState,
  schedule: StoredSchedule,
  errors: FieldErrors,
): void {
  const language = languageFor(c);
  if (!agendaUserOf(schedule.userId)) errors.refuse('userId', 'notAgendaUser');
  const location = state.locations.find((candidate) => candidate.id === schedule.locationId);
  if (!location) errors.refuse('locationId', 'unknownLocation');
  const operations = schedule.operationIds.map((id) =>
    state.operations.find((operation) => operation.id === id),
  );
  if (operations.some((operation) => operation === undefined))
    errors.refuse('operationIds', 'unknownOperations');
  else if (location) {
    const missing = operations.filter(
      (operation) => operation && !location.operationIds.includes(operation.id),
    );
    if (missing.length > 0) {
      const names = missing.map((operation) => (language === 'en' ? operation?.nameEn : operation?.nameNl));
      errors.refuse('operationIds', 'operationsNotOffered', { names: names.join(', ') });
    }
  }
  if (location && schedule.validFrom < location.activeFrom)
    errors.refuse('validFrom', 'scheduleBeforeLocation', {
      date: readableDate(location.activeFrom, language),
    });
  if (location?.activeUntil && (schedule.validUntil === null || schedule.validUntil > location.activeUntil))
    errors.refuse('validUntil', 'scheduleAfterLocation', {
      date: readableDate(location.activeUntil, language),
    });
  const others = state.schedules.filter(
    (other) => other.userId === schedule.userId && other.id !== schedule.id && other.deletedAt === null,
  );
  const clash = earliestClash(schedule, others);
  if (clash) {
    const place = state.locations.find((candidate) => candidate.id === clash.other.locationId)?.name ?? '';
    errors.refuse('blocks', 'scheduleOverlap', { date: readableDate(clash.date, language), location: place });
  }
}

/**
 * Spec section 5's schedule rule for a location's end date: when schedules at the location run past
 * the date chosen, the message that names the earliest valid end date (or asks to end the open-ended
 * ones first); null when the location may end then, or has no end.
 */
export function locationEndProblem(
  c: Ctx,
  state: DemoState,
  locationId: string,
  activeUntil: string | null,
): string | null {
  if (activeUntil === null) return null;
  const language = languageFor(c);
  const earliest = earliestLocationEnd(
    activeUntil,
    state.schedules.filter((schedule) => schedule.locationId === locationId),
  );
  if (earliest === null) return null;
  if (earliest === 'open-ended') return say('locationEndOpenSchedules', language);
  return say('locationEndBeforeSchedules', language, { date: readableDate(earliest, language) });
}

/** The schedules that still use a location: not deleted, and not ended before today. */
/** Schedules not deleted nor ended that allow an operation: deleting it would leave them pointing at nothing. */
export const schedulesAllowing = (state: DemoState, operationId: string, today: string): number =>
  state.schedules.filter(
    (schedule) =>
      schedule.operationIds.includes(operationId) &&
      schedule.deletedAt === null &&
      (schedule.validUntil === null || schedule.validUntil >= today),
  ).length;

export const schedulesInUseAt = (state: DemoState, locationId: string, today: string): number =>
  state.schedules.filter(
    (schedule) =>
      schedule.locationId === locationId &&
      schedule.deletedAt === null &&
      (schedule.validUntil === null || schedule.validUntil >= today),
  ).length;
