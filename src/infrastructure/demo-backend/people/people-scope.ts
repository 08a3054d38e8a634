import type { DemoEmployee, DemoUser } from '../access/seed';
import { permissionsOf } from '../access/users';
import type { CaseViewer } from '../tasks/case-scope';
import { caseViewerOf } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type { DossierType } from '../tasks/dossier-types';

// Who reaches which employees (spec section 6), and the absence rule: the rules only, no HTTP. The
// domain has the absence group too (domain/people/employee.ts); a property test holds the two alike.

/**
 * A caller of the people calls. An employer user (user type 3) reaches only its own employer's
 * employees, whatever else it holds.
 */
export interface PeopleViewer {
  readonly user: DemoUser;
  /** The employer whose employees alone are in reach; null for every employer. */
  readonly employerId: string | null;
  /**
   * Opens an employee (their page, employments and dossiers): `view_employee_list`, or
   * `employer_view_employee_list` for an employer user. Whoever books appointments only finds
   * employees in the list, as the agenda's employee search always let them.
   */
  readonly opensEmployees: boolean;
  /** Which dossiers the caller sees, by the case rules (tasks/case-scope.ts); null: none. */
  readonly cases: CaseViewer | null;
}

export function peopleViewerOf(user: DemoUser): PeopleViewer | null {
  const permissions = permissionsOf(user);
  const employerUser = user.userTypeId === 3;
  if (employerUser && !user.employerId) return null;
  const reads = permissions.has(employerUser ? 'employer_view_employee_list' : 'view_employee_list');
  const books = employerUser
    ? permissions.has('employer_use_planning_functionality')
    : permissions.has('see_agenda_users_calendars') || permissions.has('has_calendar');
  // An administrator finds employees to link an account to one (admin/user-admin-routes.ts), not to open them.
  const links = permissions.has('manage_user_roles_permissions');
  if (!reads && !books && !links) return null;
  return {
    user,
    employerId: employerUser ? user.employerId : null,
    opensEmployees: reads,
    cases: caseViewerOf(user),
  };
}

export const reaches = (viewer: PeopleViewer, employee: DemoEmployee): boolean =>
  viewer.employerId === null || employee.employerId === viewer.employerId;

/** The absence group: the dossiers of an employee off work through illness (the agenda's "absent"). */
export const ABSENCE_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
]);

export const isOpenAbsence = (dossier: Pick<StoredDossier, 'type' | 'status'>): boolean =>
  dossier.status === 'open' && ABSENCE_TYPES.has(dossier.type);

/**
 * Whether the employee is off sick now: an open dossier of the absence group. That an employee is
 * absent is known to whoever reaches them (the employer is told, the planner plans around it); which
 * dossier says so only to who may see it, so this looks at every dossier, never at its content.
 */
export const hasOpenAbsence = (dossiers: readonly Pick<StoredDossier, 'type' | 'status'>[]): boolean =>
  dossiers.some(isOpenAbsence);

/** Newest first: the later start date, then the higher id. */
export const newestFirst = (a: StoredDossier, b: StoredDossier): number =>
  a.startDate === b.startDate ? Number(b.id) - Number(a.id) : a.startDate < b.startDate ? 1 : -1;
