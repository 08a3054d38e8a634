import { Temporal } from 'temporal-polyfill';
import type { MedicalReader } from './medical-confidentiality';
import { readsMedical } from './medical-confidentiality';

/**
 * Need to know, beside the medical confidentiality rule (medical-confidentiality.ts): a medical user
 * reads the health file of the employees they care for, and anyone else's only through emergency
 * access, which leaves a mark (NEN 7513, ../shared/domain/poortwachter.md, "Retention and logging of
 * health data": every access is logged with whether it was an emergency, and the employee sees it).
 * A user who is not medical reads no health file at all, as before.
 *
 * Whom a medical user cares for: the employees of the employers they serve (as a member of the team of
 * professionals that serves the employer), and those whose case they own or hold a task in.
 */

/** How long an emergency access lasts once granted: a part of a working day, then it is asked again. */
export const EMERGENCY_ACCESS_MINUTES = 240;
/** A reason for an emergency access says why, in words: at least this many characters, at most the other. */
export const EMERGENCY_REASON_MIN = 10;
export const EMERGENCY_REASON_MAX = 500;

/** A reader of health files: medical or not, and who. */
export interface HealthFileReader extends MedicalReader {
  readonly id: string;
}

/** What ties a reader to the employees they care for, as the back office knows it. */
export interface CareTies {
  /** The employers the reader serves (through the teams they are in). */
  readonly employerIds: ReadonlySet<string>;
}

/** The employee whose file it is, and who takes part in their cases. */
export interface FileOwner {
  readonly employeeId: string;
  readonly employerId: string;
  /** The owners of the employee's cases, and the users who hold a task in one. */
  readonly caseUserIds: ReadonlySet<string>;
}

/** An emergency access a reader was granted: to whose file, from when. */
export interface EmergencyAccess {
  readonly userId: string;
  readonly employeeId: string;
  readonly grantedAt: Temporal.Instant;
}

/**
 * What a reader may do with an employee's health file: read it as one who cares for them, read it
 * under an emergency access still running, only ask for emergency access, or nothing (not medical).
 */
export type HealthFileAccess = 'care' | 'emergency' | 'emergencyOnly' | 'refused';

/** The moment an emergency access ends. */
export const emergencyEnds = (access: EmergencyAccess): Temporal.Instant =>
  access.grantedAt.add({ minutes: EMERGENCY_ACCESS_MINUTES });

/** Whether the reader cares for the employee: serves their employer or takes part in one of their cases. */
export const caresFor = (reader: HealthFileReader, ties: CareTies, owner: FileOwner): boolean =>
  ties.employerIds.has(owner.employerId) || owner.caseUserIds.has(reader.id);

/** The reader's access to the employee's health file at `now`, given the emergency accesses granted. */
export function healthFileAccess(
  reader: HealthFileReader | null,
  ties: CareTies,
  owner: FileOwner,
  emergencies: readonly EmergencyAccess[],
  now: Temporal.Instant,
): HealthFileAccess {
  if (reader === null || !readsMedical(reader)) return 'refused';
  if (caresFor(reader, ties, owner)) return 'care';
  const running = emergencies.some(
    (access) =>
      access.userId === reader.id &&
      access.employeeId === owner.employeeId &&
      Temporal.Instant.compare(access.grantedAt, now) <= 0 &&
      Temporal.Instant.compare(now, emergencyEnds(access)) < 0,
  );
  return running ? 'emergency' : 'emergencyOnly';
}

/** Why the reason given for an emergency access will not do, or null when it does. */
export function emergencyReasonProblem(reason: string): 'required' | 'tooShort' | 'tooLong' | null {
  const text = reason.trim();
  if (text === '') return 'required';
  if ([...text].length < EMERGENCY_REASON_MIN) return 'tooShort';
  if ([...text].length > EMERGENCY_REASON_MAX) return 'tooLong';
  return null;
}
