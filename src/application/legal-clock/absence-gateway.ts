import type { Temporal } from 'temporal-polyfill';
import type { Spell } from '../../domain/legal-clock/absence-case';
import type { Recovery, SickReport } from '../../domain/legal-clock/absence-reports';
import type { PoortwachterStep, StepsDone } from '../../domain/legal-clock/poortwachter-steps';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** Part of the usual hours an employee who is still sick works again, from a date. */
export interface WorkResumption {
  readonly from: Temporal.PlainDate;
  readonly percentage: number;
}

/**
 * An employee's absence as the sick and recovery reports need it: nothing medical, only the days. The
 * spells are the employee's every spell of the absence group the caller may see, in time order, so
 * the 28-day rule can be told before sending; the open case is the one a recovery ends.
 */
export interface EmployeeAbsence {
  readonly employeeId: string;
  readonly employeeName: string;
  readonly employerName: string;
  /** The open case of the absence group, or null when the employee is not on the clock. */
  readonly openDossierId: string | null;
  readonly spells: readonly Spell[];
  /** The latest partial recovery of the running spell, or null. */
  readonly resumption: WorkResumption | null;
  /** When the steps of the employee's last case were done (dates only). */
  readonly stepsDone: StepsDone;
}

/** What a sick report did: the absence as it stands now, and whether it continued an earlier case. */
export interface SickReportMade {
  readonly absence: EmployeeAbsence;
  /** The report began within 28 days of a recovery: the same case, its clock running on. */
  readonly continued: boolean;
}

/** An open case of the absence group, as the case manager's overview needs it: days only. */
export interface OpenCase {
  readonly dossierId: string;
  readonly employeeId: string;
  readonly employeeName: string;
  readonly employerName: string;
  readonly spells: readonly Spell[];
  readonly stepsDone: StepsDone;
}

/** What completed a step of a case: a document of its type, an accepted UWV message, its task, the report. */
export interface StepEvidence {
  readonly step: PoortwachterStep;
  /** An evaluation's round; null for every other step. */
  readonly round: number | null;
  readonly kind: 'document' | 'uwv-message' | 'task' | 'sick-report';
  readonly on: Temporal.PlainDate;
  /** A UWV message's reference; null for the rest. */
  readonly reference: string | null;
}

/** One case of the absence group on its legal clock, as a dossier shows it: days only. */
export interface AbsenceCaseFile {
  readonly dossierId: string;
  readonly employeeId: string;
  readonly spells: readonly Spell[];
  readonly stepsDone: StepsDone;
  readonly completedBy: readonly StepEvidence[];
}

export const AbsenceGateway = token<AbsenceGateway>('AbsenceGateway');
/** The employee's absence at the back office (absence-schemas.ts is the contract). */
export interface AbsenceGateway {
  /** GET v2/absence-cases: the caller's open cases (a professional's own, or all). */
  openCases(owner: 'me' | 'all', signal?: AbortSignal): Promise<Result<readonly OpenCase[], GatewayFailure>>;
  /** GET v2/absence-cases/{dossierId}: one case; a 404 for a dossier of another group. */
  caseOf(dossierId: string, signal?: AbortSignal): Promise<Result<AbsenceCaseFile, GatewayFailure>>;
  /** GET v2/employee/{id}/absence. */
  absenceOf(employeeId: string, signal?: AbortSignal): Promise<Result<EmployeeAbsence, GatewayFailure>>;
  /** POST v2/employee/{id}/sick-reports: only the fields an employer may record (SICK_REPORT_FIELDS). */
  reportSick(employeeId: string, report: SickReport): Promise<Result<SickReportMade, GatewayFailure>>;
  /** POST v2/employee/{id}/recoveries: a full recovery ends the running spell, a partial one does not. */
  reportRecovery(employeeId: string, recovery: Recovery): Promise<Result<EmployeeAbsence, GatewayFailure>>;
}
