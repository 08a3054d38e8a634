import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import type { AuditAction, AuditRecord } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { Kit } from '../platform/route-kit';
import type { StoredDossier, StoredTask } from './case-seed';
import { titleIn } from '../../../domain/tasks/task-title';
import { isMedicalType } from './dossier-types';

/**
 * The dossier tasks' entries in the back office's audit log (platform/audit-log.ts). The log is read
 * by administrators who are not medical users, so a task of a medical dossier is named neutrally and
 * its title, which may say what the care is about, stays out of the entry. The log keeps its name in
 * Dutch and English, and answers the reader's; a title typed by a user is the same in both.
 */

export const MEDICAL_TASK_LABEL = 'Taak in medisch dossier';
export const MEDICAL_TASK_LABEL_EN = 'Task in a medical dossier';

/**
 * What the log keeps of a task: dossier, status, due date, assignee; the title in both languages
 * outside medical dossiers.
 */
export function taskAuditRecord(task: StoredTask, dossier: StoredDossier): AuditRecord {
  return {
    dossierId: dossier.id,
    ...(isMedicalType(dossier.type) ? {} : { 'title.nl': task.title.nl, 'title.en': task.title.en }),
    status: task.status,
    dueDate: task.dueDate,
    assignedUser: task.assigneeId,
  };
}

/** The name of a task in the log: its title and dossier, or the neutral label in a medical dossier. */
export const taskAuditLabel = (
  task: StoredTask,
  dossier: StoredDossier,
  language: 'nl' | 'en' = 'nl',
): string =>
  isMedicalType(dossier.type)
    ? language === 'en'
      ? MEDICAL_TASK_LABEL_EN
      : MEDICAL_TASK_LABEL
    : `${titleIn(task.title, language)}, dossier ${dossier.id}`;

/** Appends the audit entry of a task write (inside a store change); one that changed nothing leaves none. */
export function auditTask(
  kit: Kit,
  state: DemoState,
  user: DemoUser,
  dossier: StoredDossier,
  task: StoredTask,
  action: AuditAction,
  before: AuditRecord | null,
): void {
  recordAudit(state.auditLog, {
    at: new Date(kit.now()).toISOString(),
    userId: user.id,
    userName: user.displayName,
    entityType: 'dossier_task',
    entityId: task.id,
    entityLabel: taskAuditLabel(task, dossier),
    entityLabelEn: taskAuditLabel(task, dossier, 'en'),
    action,
    changes: changesBetween(before, taskAuditRecord(task, dossier)),
  });
}
