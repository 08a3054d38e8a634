import type { Ctx } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { DemoUser } from '../access/seed';
import { employeeName } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employeeOf, employerOf, userOf } from '../access/users';
import type { StoredDossier, StoredTask } from './case-seed';
import type { CaseViewer } from './case-scope';
import { caseViewerOf } from './case-scope';

/** What the dossier and task routes share: who is asking, and the JSON of a task and its dossier. */

/**
 * The caller of a dossier or task call: fully signed in (else 401) and a professional or an employer
 * user with the dashboard (else 403 `forbidden`).
 */
export function caseAccess(c: Ctx): { viewer: CaseViewer } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const viewer = caseViewerOf(user);
  if (!viewer) return { refusal: refuse(c, 403, 'forbidden', { code: 'forbidden' }) };
  return { viewer };
}

export const userRef = (user: DemoUser) => ({ id: user.id, displayName: user.displayName });

/** The dossier as a task or a recently-viewed list shows it. */
export function dossierRef(dossier: StoredDossier) {
  const employee = employeeOf(dossier.employeeId);
  const employer = employerOf(employee.employerId);
  return {
    id: dossier.id,
    type: dossier.type,
    employeeName: employeeName(employee),
    employerId: employer.id,
    employerName: employer.name,
  };
}

export function taskJson(task: StoredTask, dossier: StoredDossier) {
  const assignee = userOf(task.assigneeId);
  return {
    id: task.id,
    title: task.title,
    status: task.status,
    dueDate: task.dueDate,
    completedAt: task.completedAt,
    assignedUser: assignee ? userRef(assignee) : null,
    dossier: dossierRef(dossier),
    createdAt: task.createdAt,
    poortwachter: task.poortwachter
      ? {
          step: task.poortwachter.step,
          round: task.poortwachter.round,
          legalDeadline: task.poortwachter.legalDeadline,
        }
      : null,
  };
}
