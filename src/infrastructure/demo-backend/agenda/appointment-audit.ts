import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';
import { announceAgendaChange, recordAgendaChange } from './agenda-changes';
import type { StoredAppointment } from './agenda-state';
import { visibleTitle } from './appointment-json';

/** What the audit log says in place of a medical operation: that there is one, not which. */
export const WITHHELD = '(afgeschermd)';

/**
 * The fields the audit log keeps of an appointment. The log has readers who may not see medical
 * information (an administrator), so it keeps no note, only its length, and no medical operation,
 * only that it is one: the operation's id would name it through the operation catalogue.
 */
export function appointmentAuditRecord(state: DemoState, appointment: StoredAppointment): AuditRecord {
  const operation = state.operations.find((candidate) => candidate.id === appointment.operationId) ?? null;
  return {
    userId: appointment.userId,
    start: appointment.start,
    end: appointment.end,
    operationId: operation?.medical ? WITHHELD : appointment.operationId,
    employeeId: appointment.employeeId,
    locationId: appointment.locationId,
    roomId: appointment.roomId,
    // The equipment of a medical operation names the examination: the log keeps that there was some.
    resourceIds:
      operation?.medical && appointment.resourceIds.length > 0 ? WITHHELD : appointment.resourceIds,
    channel: appointment.channel,
    noteLength: appointment.note === null ? null : appointment.note.length,
    status: appointment.status,
    seriesId: appointment.seriesId,
  };
}

export function auditAppointment(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  appointment: StoredAppointment,
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  const at = new Date(kit.now()).toISOString();
  recordAudit(state.auditLog, {
    at,
    userId: user.id,
    userName: user.displayName,
    entityType: 'appointment',
    entityId: appointment.id,
    // Labelled as a reader without medical rights may read it, whoever reads the log later.
    entityLabel: `${visibleTitle(state, appointment, null, 'nl')}, ${amsterdamDate(Date.parse(appointment.start))}`,
    entityLabelEn: `${visibleTitle(state, appointment, null, 'en')}, ${amsterdamDate(Date.parse(appointment.start))}`,
    action,
    changes: changesBetween(before, after),
  });
  // The same write, for the agenda's change feed: every open agenda of a reader who may see it follows.
  recordAgendaChange(state, user, appointment, action, before, after, at);
  announceAgendaChange(kit.store);
}

/** Records that an appointment is deleted: what it was, nothing after. */
export const auditDeletion = (kit: Kit, state: DemoState, user: DemoUser, appointment: StoredAppointment) =>
  auditAppointment(
    kit,
    state,
    user,
    appointment,
    'deleted',
    appointmentAuditRecord(state, appointment),
    null,
  );

/** Records a change to a stored appointment: what it was before, what it is now. */
export const auditUpdate = (
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  stored: StoredAppointment,
  before: AuditRecord,
) => auditAppointment(kit, state, user, stored, 'updated', before, appointmentAuditRecord(state, stored));
