/**
 * A person with an agenda (issue: availability, /admin/agendas/{agendasUuid}): who can be booked, and
 * the operations this person may not be booked for whatever their schedules allow (a physician who no
 * longer does audiometry, a case manager not yet trained for tripartite meetings).
 */
export interface AgendaUser {
  readonly id: string;
  readonly displayName: string;
  /** A medical professional (may do medical operations and see their names). */
  readonly isMedical: boolean;
  readonly disallowedOperationIds: readonly string[];
}

/** Whether the person may be booked for the operation. */
export const mayBeBookedFor = (user: AgendaUser, operationId: string): boolean =>
  !user.disallowedOperationIds.includes(operationId);
