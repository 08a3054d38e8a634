import { Temporal } from 'temporal-polyfill';
import type { OfferedSlot } from '../../../domain/shared/slot-finder';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { matchFreedTime } from '../../../domain/waitlist/freed-time-match';
import type { FreedTime } from '../../../domain/waitlist/freed-time-match';
import { appointmentShown } from '../access/medical-rule';
import type { DemoUser } from '../access/seed';
import { employeeName } from '../access/seed';
import { employeeOf, employerOf, permissionsOf, userOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { ruleSteps } from '../legal-clock/case-tasks';
import { isOpenAbsence } from '../people/people-scope';
import type { ServerLanguage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredWaitingEntry } from './waitlist-state';
import { worldAround } from './waitlist-world';

/**
 * Who uses the waitlist: who plans (use_planning_functionality), or an employer's planner
 * (employer_use_planning_functionality) for its own employees only; the same as /planning.
 */
export interface WaitlistReader {
  readonly user: DemoUser;
  /** Only this employer's employees (an employer's planner); null: everyone's. */
  readonly employerId: string | null;
  /** Holds see_appointment_details as no employer: with the medical rule, whether a medical operation shows. */
  readonly details: boolean;
}

export function waitlistReaderOf(user: DemoUser): WaitlistReader | null {
  const permissions = permissionsOf(user);
  const employer = user.userTypeId === 3;
  if (employer)
    return user.employerId !== null && permissions.has('employer_use_planning_functionality')
      ? { user, employerId: user.employerId, details: false }
      : null;
  return permissions.has('use_planning_functionality')
    ? { user, employerId: null, details: permissions.has('see_appointment_details') }
    : null;
}

/** Whether the reader may see (and so change) the entry: an employer's planner only its own employees'. */
export const inReach = (reader: WaitlistReader, employeeId: string): boolean =>
  reader.employerId === null || employeeOf(employeeId).employerId === reader.employerId;

const operationOf = (state: DemoState, id: string) =>
  state.operations.find((operation) => operation.id === id) ?? null;

/**
 * What the entry is for, as the reader may know it: the medical rule of the agenda (an operation
 * wanted for someone is as telling as one booked for them). Where it is withheld there is no id,
 * and the title is the neutral kind for an internal reader, else "Afspraak (afgeschermd)".
 */
export function disclosedOperation(
  state: DemoState,
  entry: StoredWaitingEntry,
  reader: WaitlistReader,
  language: ServerLanguage,
): { operation: { id: string; name: string } | null; title: string } {
  const operation = operationOf(state, entry.operationId);
  if (!operation) return { operation: null, title: say('privateAppointment', language) };
  const shown = appointmentShown(reader.user, reader.details, operation, false);
  if (!shown.operation)
    return {
      operation: null,
      title: shown.kind
        ? say(`operationKind.${operation.kind}`, language)
        : say('privateAppointment', language),
    };
  const name = language === 'en' ? operation.nameEn : operation.nameNl;
  return { operation: { id: operation.id, name }, title: name };
}

/** The entry as the contract's WaitingEntrySchema, shown as the reader may see it. */
export function entryJson(
  state: DemoState,
  entry: StoredWaitingEntry,
  reader: WaitlistReader,
  language: ServerLanguage,
) {
  const employee = employeeOf(entry.employeeId);
  const { operation, title } = disclosedOperation(state, entry, reader, language);
  const named = (ids: readonly string[], name: (id: string) => string | null) =>
    ids.flatMap((id) => {
      const text = name(id);
      return text === null ? [] : [{ id, name: text }];
    });
  return {
    id: entry.id,
    employee: {
      id: employee.id,
      name: employeeName(employee),
      employerName: employerOf(employee.employerId).name,
    },
    operation,
    title,
    detailsHidden: operation === null,
    channel: entry.channel,
    locations: named(entry.locationIds, (id) => state.locations.find((l) => l.id === id)?.name ?? null),
    professionals: named(entry.userIds, (id) => userOf(id)?.displayName ?? null),
    latestDate: entry.latestDate,
    purpose: entry.purpose,
    addedAt: entry.addedAt,
    addedBy: entry.addedByName,
  };
}

/** The locations where the entry may be booked: those it names, among those offering the operation now. */
function locationsFor(state: DemoState, entry: StoredWaitingEntry, today: string): string[] {
  const offered = state.locations
    .filter(
      (location) =>
        location.operationIds.includes(entry.operationId) &&
        location.activeFrom <= today &&
        (location.activeUntil === null || location.activeUntil >= today),
    )
    .map((location) => location.id);
  return entry.locationIds.length === 0 ? offered : entry.locationIds.filter((id) => offered.includes(id));
}

/**
 * The slot a freed time offers a waiting employee, by the domain's match (domain/waitlist,
 * the free-slot rule of /planning) over the back office's own free time around it; null when none.
 */
export function slotFor(
  state: DemoState,
  entry: StoredWaitingEntry,
  freed: FreedTime,
  now: number,
): OfferedSlot | null {
  const operation = operationOf(state, entry.operationId);
  if (!operation) return null;
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(SLOT_TIME_ZONE);
  const locationIds = locationsFor(state, entry, today.toPlainDate().toString());
  if (entry.channel === 'on_site' && locationIds.length === 0) return null;
  const world = worldAround(
    state,
    freed.userId,
    entry.operationId,
    freed.start.epochMilliseconds,
    freed.end.epochMilliseconds,
  );
  return matchFreedTime(
    {
      needs: {
        durationMinutes: operation.durationMinutes,
        bufferBeforeMinutes: operation.bufferBeforeMinutes,
        bufferAfterMinutes: operation.bufferAfterMinutes,
        needsRoom: operation.needsRoom,
        resourceTypeIds: operation.resourceTypeIds,
      },
      channel: entry.channel,
      locationIds,
      userIds: entry.userIds,
      latestDate: Temporal.PlainDate.from(entry.latestDate),
    },
    freed,
    world,
    today,
  );
}

/**
 * The last day of the probleemanalyse of the employee's open absence case (week 6, the legal clock's
 * rule: domain/legal-clock via the case's steps), or null without an open case or once it is done.
 */
export function problemAnalysisBy(state: DemoState, employeeId: string, now: number): string | null {
  const today = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(SLOT_TIME_ZONE).toPlainDate();
  const open = state.dossiers.find((dossier) => dossier.employeeId === employeeId && isOpenAbsence(dossier));
  if (!open) return null;
  const step = ruleSteps(state, open, today).find((candidate) => candidate.step === 'problem-analysis');
  if (!step || step.state.kind === 'done' || step.state.kind === 'not-needed') return null;
  return step.deadline.toString();
}
