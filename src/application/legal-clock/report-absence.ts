import type {
  Recovery,
  RecoveryField,
  RecoveryProblem,
  SickReport,
  SickReportField,
  SickReportProblem,
} from '../../domain/legal-clock/absence-reports';
import {
  recoveryProblems,
  SICK_REPORT_FIELDS,
  sickReportProblems,
} from '../../domain/legal-clock/absence-reports';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { EmployeeGateway } from '../people/employee-gateway';
import { quickEmployeeSearch } from '../people/quick-employee-search';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { AbsenceGateway, EmployeeAbsence, OpenCase, SickReportMade } from './absence-gateway';

/** An employee the report finds, by name with the employer's. */
export interface AbsenceEmployee {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

export type SickReportRefusal = SaveRefusal<SickReportField, SickReportProblem>;
export type RecoveryRefusal = SaveRefusal<RecoveryField, RecoveryProblem>;
const RECOVERY_FIELDS: readonly RecoveryField[] = ['recoveredOn', 'kind', 'percentage'];

/**
 * The employer's sick report and recovery report of an employee, and the case manager's on the
 * employer's behalf. The domain's rules first (absence-reports.ts: only the fields the AP allows, a
 * first sick day from today to two weeks back, no second report while sick), with "today" from the
 * clock; the back office then decides, and its refusal comes back per field.
 */
export class ReportAbsence {
  constructor(
    private readonly absences: AbsenceGateway,
    private readonly employees: EmployeeGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The employees matching the text that the caller may see, at most the quick search's 15. */
  async findEmployees(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AbsenceEmployee[], GatewayFailure>> {
    return quickEmployeeSearch(this.employees, text, signal);
  }

  /** The reader's open cases of the absence group: a professional's own, or all they may see. */
  openCases(owner: 'me' | 'all', signal?: AbortSignal): Promise<Result<readonly OpenCase[], GatewayFailure>> {
    return this.absences.openCases(owner, signal);
  }

  absenceOf(employeeId: string, signal?: AbortSignal): Promise<Result<EmployeeAbsence, GatewayFailure>> {
    return this.absences.absenceOf(employeeId, signal);
  }

  checkSick(
    report: SickReport,
    absence: EmployeeAbsence,
  ): Partial<Record<SickReportField, SickReportProblem>> {
    return sickReportProblems(report, this.clock.today(), absence.spells);
  }

  async reportSick(
    report: SickReport,
    absence: EmployeeAbsence,
  ): Promise<Result<SickReportMade, SickReportRefusal>> {
    const problems = this.checkSick(report, absence);
    if (hasProblems(problems)) return fail(invalid(problems));
    const made = await saveWith(
      () => this.absences.reportSick(absence.employeeId, report),
      this.notifier,
      SICK_REPORT_FIELDS,
    );
    if (made.ok)
      this.notifier.notify({
        type: 'success',
        title: made.value.continued ? 'legalClock.notices.sickContinued' : 'legalClock.notices.sickReported',
        values: { name: absence.employeeName },
      });
    return made;
  }

  checkRecovery(
    recovery: Recovery,
    absence: EmployeeAbsence,
  ): Partial<Record<RecoveryField, RecoveryProblem>> {
    return recoveryProblems(recovery, this.clock.today(), absence.spells);
  }

  async reportRecovery(
    recovery: Recovery,
    absence: EmployeeAbsence,
  ): Promise<Result<EmployeeAbsence, RecoveryRefusal>> {
    const problems = this.checkRecovery(recovery, absence);
    if (hasProblems(problems)) return fail(invalid(problems));
    const made = await saveWith(
      () => this.absences.reportRecovery(absence.employeeId, recovery),
      this.notifier,
      RECOVERY_FIELDS,
    );
    if (made.ok)
      this.notifier.notify({
        type: 'success',
        title:
          recovery.kind === 'full' ? 'legalClock.notices.recovered' : 'legalClock.notices.partlyRecovered',
        values: { name: absence.employeeName },
      });
    return made;
  }
}
