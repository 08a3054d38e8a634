import type { DemoEmployee } from '../access/seed';
import { employeeName } from '../access/seed';
import { employerOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import { canSee } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type { PeopleViewer } from './people-scope';
import { hasOpenAbsence, newestFirst } from './people-scope';
import type { StoredDivision, StoredPersonnelRecord, StoredTeam } from './people-state';

/**
 * The lookups of a request, and an employee and their dossiers as the contract's JSON, as the reader
 * may see them.
 */

/** The state's people records by id, and the dossiers per employee, looked up once per request. */
export class PeopleIndex {
  private readonly personnel: ReadonlyMap<string, StoredPersonnelRecord>;
  private readonly divisions: ReadonlyMap<string, StoredDivision>;
  private readonly teams: ReadonlyMap<string, StoredTeam>;
  private readonly dossiers = new Map<string, StoredDossier[]>();

  constructor(private readonly state: DemoState) {
    this.personnel = new Map(state.personnel.map((record) => [record.employeeId, record]));
    this.divisions = new Map(state.divisions.map((division) => [division.id, division]));
    this.teams = new Map(state.teams.map((team) => [team.id, team]));
    for (const dossier of state.dossiers) {
      const list = this.dossiers.get(dossier.employeeId);
      if (list) list.push(dossier);
      else this.dossiers.set(dossier.employeeId, [dossier]);
    }
  }

  /** The seed gives every employee a record; a missing one means a broken state file. */
  recordOf(employee: DemoEmployee): StoredPersonnelRecord {
    const record = this.personnel.get(employee.id);
    if (!record) throw new Error(`No personnel record for employee ${employee.id}`);
    return record;
  }

  divisionOf(employee: DemoEmployee): StoredDivision | null {
    const id = this.recordOf(employee).divisionId;
    return id === null ? null : (this.divisions.get(id) ?? null);
  }

  teamOf(employee: DemoEmployee): StoredTeam | null {
    const id = this.state.employerTeams[employee.employerId];
    return id === undefined ? null : (this.teams.get(id) ?? null);
  }

  /** The employee's dossiers, newest first. */
  dossiersOf(employee: DemoEmployee): readonly StoredDossier[] {
    return [...(this.dossiers.get(employee.id) ?? [])].sort(newestFirst);
  }

  /** The employee's dossiers this caller may see, newest first; none without sight of dossiers. */
  visibleDossiersOf(viewer: PeopleViewer, employee: DemoEmployee): readonly StoredDossier[] {
    const { cases } = viewer;
    return cases ? this.dossiersOf(employee).filter((dossier) => canSee(cases, dossier)) : [];
  }
}

/** A row of the employee list (EmployeePageSchema); also what the agenda's employee search reads. */
export function employeeRowJson(index: PeopleIndex, viewer: PeopleViewer, employee: DemoEmployee) {
  const employer = employerOf(employee.employerId);
  const division = index.divisionOf(employee);
  const team = index.teamOf(employee);
  const open = index.visibleDossiersOf(viewer, employee).find((dossier) => dossier.status === 'open');
  return {
    id: employee.id,
    name: employeeName(employee),
    firstName: employee.firstName,
    lastName: employee.lastName,
    personnelNumber: index.recordOf(employee).personnelNumber,
    employerId: employer.id,
    employerName: employer.name,
    divisionId: division?.id ?? null,
    divisionName: division?.name ?? null,
    teamId: team?.id ?? null,
    teamName: team?.name ?? null,
    openDossierId: open?.id ?? null,
    openAbsence: hasOpenAbsence(index.dossiersOf(employee)),
  };
}

/** One employee (EmployeeAnswerSchema): the row with the date of birth, the work e-mail and the mobile. */
export const employeeJson = (index: PeopleIndex, viewer: PeopleViewer, employee: DemoEmployee) => ({
  ...employeeRowJson(index, viewer, employee),
  dateOfBirth: employee.dateOfBirth,
  email: index.recordOf(employee).email,
  mobile: index.recordOf(employee).mobile ?? null,
});

/** A dossier as the people calls name it (EmployeeDossierRefSchema). */
export const dossierRefJson = (dossier: StoredDossier) => ({
  id: dossier.id,
  type: dossier.type,
  startDate: dossier.startDate,
});
