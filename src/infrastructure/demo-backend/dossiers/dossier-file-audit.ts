import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { recordWrite } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';

export type AuditedDossierEntity = 'dossier_note' | 'dossier_note_draft' | 'dossier_document';

/**
 * Appends the audit entry of a write (inside a store change). The entry names what changed but never
 * holds a note's text or a file's bytes: those are medical data, and the audit log has other readers.
 */
export function auditDossierWrite(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  entity: { type: AuditedDossierEntity; id: string; label: string; labelEn: string },
  action: AuditAction,
  before: AuditRecord | null,
  after: AuditRecord | null,
): void {
  recordWrite(state.auditLog, kit.now(), user, entity, action, before, after);
}
