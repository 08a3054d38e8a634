import type { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '../agenda/appointment';
import type { DossierType } from '../dossiers/dossier-type';

/**
 * The employees of the employers the service works for (spec section 7: v2/employee, v2/employments,
 * v2/employer-division), as the employee list and an employee's page show them. What a user sees of
 * them is the back office's decision: an employer only its own people, never a medical dossier type.
 */

/** Something shown by its name and picked by its id: an employer, a division, a team. */
export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

/** A part of an employer (a site, a business unit). */
export interface Division {
  readonly id: string;
  readonly employerId: string;
  readonly name: string;
}

/** The divisions of one employer, or all of them when no employer is chosen. */
export const divisionsOf = (
  divisions: readonly Division[],
  employerId: string | null,
): readonly Division[] =>
  employerId === null ? divisions : divisions.filter((division) => division.employerId === employerId);

/** A division as a choice in a list: its name, with its employer's where another has the same name. */
export interface DivisionChoice {
  readonly id: string;
  readonly label: string;
}

/**
 * The divisions as choices, by name then employer: a name that more than one of them has (every
 * employer has its "Kantoor") says whose it is, "Kantoor (Zorggroep Rivierenland)", so no two choices
 * read the same; a name of one division alone stays as it is.
 */
export function divisionChoices(
  divisions: readonly Division[],
  employers: readonly NamedRef[],
  collator: Intl.Collator = new Intl.Collator('nl'),
): readonly DivisionChoice[] {
  const employerName = new Map(employers.map((employer) => [employer.id, employer.name]));
  const named = new Map<string, number>();
  for (const division of divisions) named.set(division.name, (named.get(division.name) ?? 0) + 1);
  return divisions
    .map((division) => ({
      id: division.id,
      label:
        (named.get(division.name) ?? 0) > 1
          ? `${division.name} (${employerName.get(division.employerId) ?? division.employerId})`
          : division.name,
    }))
    .sort((a, b) => collator.compare(a.label, b.label) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A row of the employee list. */
export interface EmployeeRow {
  readonly id: string;
  /** First and last name, as shown. */
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly personnelNumber: string;
  readonly employer: NamedRef;
  readonly division: NamedRef | null;
  /** The team of professionals that serves the employee's employer. */
  readonly team: NamedRef | null;
  /** The newest open dossier this user may open, if any. */
  readonly openDossierId: string | null;
  /** Off sick now: an open dossier of the absence group (ABSENCE_DOSSIER_TYPES). */
  readonly openAbsence: boolean;
}

export interface Employee extends EmployeeRow {
  readonly dateOfBirth: Temporal.PlainDate;
  /** The work e-mail address, if the service has one. */
  readonly email: string | null;
  /** The mobile number for text messages (appointment reminders), if the employee gave one. */
  readonly mobile: string | null;
}

export const CONTRACT_KINDS = ['permanent', 'temporary', 'on_call'] as const;
/** A permanent contract, a temporary one (it has an end date) or an on-call contract. */
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export interface Employment {
  readonly id: string;
  readonly employeeId: string;
  readonly employer: NamedRef;
  readonly jobTitle: string;
  readonly startDate: Temporal.PlainDate;
  /** The last day worked; null while it runs without an end. */
  readonly endDate: Temporal.PlainDate | null;
  readonly hoursPerWeek: number;
  readonly contract: ContractKind;
}

/** A dossier as the people calls name it: enough to show it and to open it. */
export interface EmployeeDossierRef {
  readonly id: string;
  readonly type: DossierType;
  readonly startDate: Temporal.PlainDate;
}

/** A dossier on an employee's page. */
export interface EmployeeDossier extends EmployeeDossierRef {
  readonly status: 'open' | 'closed';
  readonly openTasks: number;
}

/** An appointment on an employee's page, as the back office lets this user see it. */
export interface EmployeeAppointment {
  readonly id: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly status: AppointmentStatus;
  /** The operation's name, or only that the time is taken when `detailsHidden` (a medical one). */
  readonly title: string;
  readonly detailsHidden: boolean;
  /** The professional it is with. */
  readonly professionalName: string;
  /** The place in words: a location's name, or by phone, by video. */
  readonly place: string | null;
}

/**
 * The absence group: the dossiers of an employee off work through illness. The spec names the types
 * (section 3) but no groups besides the medical one; this group is what "absent" means on the employee
 * list and what v2/employments/latest-open-absence-dossier looks for. None of it is medical.
 */
export const ABSENCE_DOSSIER_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
]);

export const isAbsenceDossierType = (type: DossierType): boolean => ABSENCE_DOSSIER_TYPES.has(type);

/** Off sick now: any of the dossiers is an open one of the absence group. */
export const hasOpenAbsence = (
  dossiers: readonly { readonly type: DossierType; readonly status: 'open' | 'closed' }[],
): boolean => dossiers.some((dossier) => dossier.status === 'open' && isAbsenceDossierType(dossier.type));

/** An employment is open on `today` when it has no end or ends today or later (the end is the last day). */
export const isOpenEmployment = (
  employment: Pick<Employment, 'endDate'>,
  today: Temporal.PlainDate,
): boolean => employment.endDate === null || employment.endDate.until(today).sign <= 0;
