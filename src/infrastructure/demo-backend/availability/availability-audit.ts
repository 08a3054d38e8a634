import type { DemoUser } from '../access/seed';
import { USERS } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord, AuditValue } from '../platform/audit-log';
import { recordWrite } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';
import type { StoredSchedule } from './availability-state';

/**
 * The availability area's writes in the audit log: the back office's one log, kept with the locations
 * area's part of the state.
 */

export type AuditedEntity =
  'schedule' | 'time_constraint' | 'personal_day_off' | 'national_holiday' | 'agenda_user';

/** A schedule as the audit log keeps it: its fields as texts and lists of texts. */
export const scheduleAuditRecord = (schedule: StoredSchedule): AuditRecord => ({
  userId: schedule.userId,
  locationId: schedule.locationId,
  operationIds: [...schedule.operationIds],
  blocks: schedule.blocks.map((block) => `${block.weekday} ${block.start}-${block.end}`),
  repeat: schedule.repeat === 'every-n-weeks' ? `every-${schedule.repeatWeeks ?? 0}-weeks` : schedule.repeat,
  validFrom: schedule.validFrom,
  validUntil: schedule.validUntil,
  deletedAt: schedule.deletedAt,
});

/** Any flat record (a day off, a holiday, an exception) as the audit log keeps it. */
export const flatAuditRecord = (record: object): AuditRecord =>
  Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, AuditValue] =>
        entry[1] === null ||
        ['string', 'number', 'boolean'].includes(typeof entry[1]) ||
        (Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string')),
    ),
  );

/** Appends the audit entry of a write to the state (inside a store change). */
export function audit(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedEntity; id: string; label: string },
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  recordWrite(state.auditLog, kit.now(), user, entity, action, before, after);
}

/** How a schedule is named in the audit log: whose, and where. */
export const scheduleLabel = (state: DemoState, schedule: StoredSchedule): string => {
  const person = USERS.find((user) => user.id === schedule.userId)?.displayName ?? schedule.userId;
  const place = state.locations.find((location) => location.id === schedule.locationId)?.name ?? '';
  return place ? `${person}, ${place}` : person;
};
