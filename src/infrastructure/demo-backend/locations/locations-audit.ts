import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { recordWrite } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';

/** The locations area's writes in the audit log. */

export type AuditedEntity = 'location' | 'room' | 'resource' | 'resource_type' | 'operation';

/** Appends the audit entry of a write to the state (inside a store change). */
export function audit(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedEntity; id: string; label: string },
  action: AuditAction,
  before: object | null,
  after: object | null,
): void {
  recordWrite(
    state.auditLog,
    kit.now(),
    user,
    entity,
    action,
    before as AuditRecord | null,
    after as AuditRecord | null,
  );
}
