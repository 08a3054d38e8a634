/**
 * The people area's part of the state: the teams of professionals (each with its members, agenda
 * users by id; a person may be in more than one team), the employers' divisions, which team serves
 * which employer, and what the service keeps of each employee beside their name (access/seed.ts):
 * a division, a personnel number and a work e-mail, and their employments.
 */

export interface StoredTeam {
  id: string;
  name: string;
  memberIds: string[];
}

/**
 * A division's house style (spec section 3: branding with id, themeId, logo, fullLogo): one of the seven
 * themes and two images as data URLs, null when the division has none of its own.
 */
export interface StoredBranding {
  id: string;
  themeId: number;
  logo: string | null;
  fullLogo: string | null;
}

/** A part of an employer (a site, a business unit), spec section 7: v2/employer-division. */
export interface StoredDivision {
  id: string;
  employerId: string;
  name: string;
  /** Every division has a branding record, so an administrator can open it; the standard theme at first. */
  branding: StoredBranding;
}

/** The employee's file at the service, by the seeded employee's id. */
export interface StoredPersonnelRecord {
  employeeId: string;
  divisionId: string | null;
  personnelNumber: string;
  email: string | null;
  /** The mobile number the employee gave for text messages (appointment reminders), if any. */
  mobile?: string | null;
}

export const CONTRACT_KINDS = ['permanent', 'temporary', 'on_call'] as const;
export type StoredContract = (typeof CONTRACT_KINDS)[number];

export interface StoredEmployment {
  id: string;
  employeeId: string;
  employerId: string;
  jobTitle: string;
  startDate: string;
  /** The last day worked; null while it runs without an end. */
  endDate: string | null;
  hoursPerWeek: number;
  contract: StoredContract;
}

export interface PeopleState {
  teams: StoredTeam[];
  divisions: StoredDivision[];
  /** Per employer id, the id of the team of professionals that serves its employees. */
  employerTeams: Record<string, string>;
  personnel: StoredPersonnelRecord[];
  employments: StoredEmployment[];
}
