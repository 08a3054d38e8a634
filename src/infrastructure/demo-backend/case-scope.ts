import { DOSSIER_TYPE_CODES } from '../dossier/dossier-schemas';
import type { StoredDossier } from './case-seed';
import type { DossierType } from './dossier-types';
import { EMPLOYER_DOSSIER_TYPES, isMedicalType } from './dossier-types';
import type { DemoEmployee, DemoEmployer, DemoUser } from './seed';
import { EMPLOYEES, EMPLOYERS, USERS } from './seed';

/**
 * Who sees which dossiers and tasks (spec section 6): the rules only, no HTTP. A user's permissions are
 * the union of their roles' functionality codes.
 */
export const permissionsOf = (user: DemoUser): ReadonlySet<string> =>
  new Set(user.roles.flatMap((role) => role.functionalities));

/** 'Medical' means isMedical with the internal user type. */
export const isMedicalUser = (user: DemoUser): boolean => user.isMedical && user.userTypeId === 1;

/** An internal user who works on tasks, and so may own dossiers and be given tasks. */
export const isProfessional = (user: DemoUser): boolean =>
  user.userTypeId === 1 && permissionsOf(user).has('view_tasks');

export const PROFESSIONALS: readonly DemoUser[] = USERS.filter(isProfessional);
const MEDICAL_PROFESSIONALS: readonly DemoUser[] = PROFESSIONALS.filter(isMedicalUser);

/** Who may own a task of a dossier of this type: medical-group work only medical users, the rest anyone. */
export const assignableUsers = (type: DossierType): readonly DemoUser[] =>
  isMedicalType(type) ? MEDICAL_PROFESSIONALS : PROFESSIONALS;

const ALL_TYPES: ReadonlySet<DossierType> = new Set(DOSSIER_TYPE_CODES);
const NON_MEDICAL_TYPES: ReadonlySet<DossierType> = new Set(
  DOSSIER_TYPE_CODES.filter((type) => !isMedicalType(type)),
);

/**
 * A caller of the dossier and task calls: a professional sees every dossier of the types they may
 * see; an employer user only those of its own employer, read only.
 */
export type CaseViewer =
  | { readonly kind: 'professional'; readonly user: DemoUser; readonly types: ReadonlySet<DossierType> }
  | {
      readonly kind: 'employer';
      readonly user: DemoUser;
      readonly employerId: string;
      readonly types: ReadonlySet<DossierType>;
    };

export function caseViewerOf(user: DemoUser): CaseViewer | null {
  const permissions = permissionsOf(user);
  if (permissions.has('view_tasks')) {
    return { kind: 'professional', user, types: isMedicalUser(user) ? ALL_TYPES : NON_MEDICAL_TYPES };
  }
  if (permissions.has('employer_view_dashboard') && user.userTypeId === 3 && user.employerId) {
    return { kind: 'employer', user, employerId: user.employerId, types: EMPLOYER_DOSSIER_TYPES };
  }
  return null;
}

/** The types a viewer sees, in the contract's order. */
export const visibleTypes = (viewer: CaseViewer): DossierType[] =>
  DOSSIER_TYPE_CODES.filter((type) => viewer.types.has(type));

const EMPLOYEE_BY_ID = new Map(EMPLOYEES.map((employee) => [employee.id, employee]));
const EMPLOYER_BY_ID = new Map(EMPLOYERS.map((employer) => [employer.id, employer]));
const USER_BY_ID = new Map(USERS.map((user) => [user.id, user]));

/** Dossiers point at seeded employees; a missing one means a broken state file, not a user error. */
export function employeeOf(id: string): DemoEmployee {
  const employee = EMPLOYEE_BY_ID.get(id);
  if (!employee) throw new Error(`No employee ${id}`);
  return employee;
}

export function employerOf(id: string): DemoEmployer {
  const employer = EMPLOYER_BY_ID.get(id);
  if (!employer) throw new Error(`No employer ${id}`);
  return employer;
}

export const userById = (id: string | null): DemoUser | null => (id ? (USER_BY_ID.get(id) ?? null) : null);

export const canSee = (viewer: CaseViewer, dossier: StoredDossier): boolean =>
  viewer.types.has(dossier.type) &&
  (viewer.kind === 'professional' || employeeOf(dossier.employeeId).employerId === viewer.employerId);
