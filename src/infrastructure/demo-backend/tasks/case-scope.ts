import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DemoUser } from '../access/seed';
import { USERS } from '../access/seed';
import { employeeOf, isMedicalUser, permissionsOf } from '../access/users';
import type { StoredDossier } from './case-seed';
import type { DossierType } from './dossier-types';
import { EMPLOYER_DOSSIER_TYPES, isMedicalType } from './dossier-types';

// Who sees which dossiers and tasks (spec section 6): the rules only, no HTTP. Permissions and the
// medical rule belong to the users (access/users.ts).

/** An internal user who works on tasks, and so may own dossiers and be given tasks. */
export const isProfessional = (user: DemoUser): boolean =>
  user.userTypeId === 1 && permissionsOf(user).has('view_tasks');

export const PROFESSIONALS: readonly DemoUser[] = USERS.filter(isProfessional);
const MEDICAL_PROFESSIONALS: readonly DemoUser[] = PROFESSIONALS.filter(isMedicalUser);

/** Who may own a task of a dossier of this type: medical-group work only medical users, the rest anyone. */
export const assignableUsers = (type: DossierType): readonly DemoUser[] =>
  isMedicalType(type) ? MEDICAL_PROFESSIONALS : PROFESSIONALS;

/**
 * A professional's discipline, from their seeded account: the usernames name it (bedrijfsarts.*,
 * casemanager*, verpleegkundige.*); another medical professional (the `doctor` account) is a physician.
 */
export function disciplineOf(user: DemoUser): 'physician' | 'case_manager' | 'nurse' | null {
  if (user.username.startsWith('casemanager')) return 'case_manager';
  if (user.username.startsWith('verpleegkundige')) return 'nurse';
  if (user.username.startsWith('bedrijfsarts') || isMedicalUser(user)) return 'physician';
  return null;
}

/** A colleague as assign-authorizations lists them (dossier-schemas.ts, ColleagueSchema). */
export const colleagueJson = (user: DemoUser) => ({
  id: user.id,
  displayName: user.displayName,
  discipline: disciplineOf(user),
});

/** Who may be given tasks of a dossier of this type, by name. */
export const colleaguesFor = (type: DossierType) =>
  [...assignableUsers(type)]
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'nl'))
    .map(colleagueJson);

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

export const canSee = (viewer: CaseViewer, dossier: StoredDossier): boolean =>
  viewer.types.has(dossier.type) &&
  (viewer.kind === 'professional' || employeeOf(dossier.employeeId).employerId === viewer.employerId);
