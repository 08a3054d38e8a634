import type { Temporal } from 'temporal-polyfill';
import type { WgaEmploymentChoice, WgaField, WgaProblem, WgaReport } from '../../domain/reports/wga-report';
import { wgaProblems } from '../../domain/reports/wga-report';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { EmployeeGateway } from '../people/employee-gateway';
import { quickEmployeeSearch } from '../people/quick-employee-search';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { ReportGateway } from './report-gateway';

/** An employee the form finds, by name with the employer's. */
export interface WgaEmployee {
  readonly id: string;
  readonly name: string;
  readonly employerName: string;
}

export interface WgaForm {
  readonly employee: WgaEmployee | null;
  readonly employment: WgaEmploymentChoice | null;
  readonly dateStart: Temporal.PlainDate | null;
}

export type WgaRefusal = SaveRefusal<WgaField, WgaProblem>;

const FIELDS: readonly WgaField[] = ['employee', 'employmentId', 'dateStart'];

/**
 * Making a WGA report: find the employee, choose one of their employments and the start date, and
 * send it (spec section 7: POST v2/dossier/wga). The form's rules (wgaProblems) are checked first;
 * what the back office refuses comes back per field, or as its message (a report already open).
 */
export class MakeWgaReport {
  constructor(
    private readonly reports: ReportGateway,
    private readonly employees: EmployeeGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The employees matching the text, at most the quick search's 15 (spec section 9). */
  async findEmployees(
    text: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly WgaEmployee[], GatewayFailure>> {
    return quickEmployeeSearch(this.employees, text, signal);
  }

  /** The employee's employments, newest first (GET v2/employments?filter[employee]). */
  async employmentsOf(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly WgaEmploymentChoice[], GatewayFailure>> {
    const answer = await this.employees.employments(employeeId, signal);
    if (!answer.ok) return answer;
    return ok(
      answer.value.map((employment) => ({
        id: employment.id,
        employerName: employment.employer.name,
        jobTitle: employment.jobTitle,
        startDate: employment.startDate,
        endDate: employment.endDate,
      })),
    );
  }

  check(form: WgaForm): Partial<Record<WgaField, WgaProblem>> {
    return wgaProblems(
      { employeeId: form.employee?.id ?? null, employment: form.employment, dateStart: form.dateStart },
      this.clock.today(),
    );
  }

  async execute(form: WgaForm): Promise<Result<WgaReport, WgaRefusal>> {
    const problems = this.check(form);
    if (hasProblems(problems) || !form.employment || !form.dateStart) return fail(invalid(problems));
    const input = { employmentId: form.employment.id, dateStart: form.dateStart };
    const made = await saveWith(() => this.reports.makeWgaReport(input), this.notifier, FIELDS);
    if (made.ok)
      this.notifier.notify({
        type: 'success',
        title: 'reports.wga.made',
        values: { name: made.value.employeeName },
      });
    return made;
  }
}
