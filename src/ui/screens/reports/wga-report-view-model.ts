import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { ListWgaReports } from '../../../application/reports/list-wga-reports';
import type { MakeWgaReport, WgaEmployee, WgaRefusal } from '../../../application/reports/make-wga-report';
import type {
  WgaEmploymentChoice,
  WgaField,
  WgaProblem,
  WgaReport,
} from '../../../domain/reports/wga-report';
import { EmployeeSearch } from '../../components/form/employee-search';

/**
 * /dashboard/reports/wga: the form of a new WGA report (the employee, one of their employments, the
 * first WGA day) and below it the reports made. A refused form keeps every value as entered.
 */
export class WgaReportViewModel {
  employee: WgaEmployee | null = null;
  /** The employee search, with the portal's one pause and cancelling. */
  readonly employees: EmployeeSearch<WgaEmployee>;
  employments: readonly WgaEmploymentChoice[] = [];
  employmentsState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  employmentId = '';
  dateStart: Temporal.PlainDate | null = null;
  refusal: WgaRefusal | null = null;
  saving = false;
  reports: readonly WgaReport[] = [];
  total = 0;
  listState: 'loading' | 'ready' | 'failed' = 'loading';
  private employmentLoads: AbortController | null = null;
  private listLoads: AbortController | null = null;

  constructor(
    private readonly make: MakeWgaReport,
    private readonly list: ListWgaReports,
    scheduler: Scheduler,
  ) {
    this.employees = new EmployeeSearch((text, signal) => make.findEmployees(text, signal), scheduler);
    makeAutoObservable<this, 'make' | 'list' | 'employmentLoads' | 'listLoads'>(
      this,
      {
        make: false,
        list: false,
        employees: false,
        employmentLoads: false,
        listLoads: false,
        employee: observableRef,
        employments: observableRef,
        dateStart: observableRef,
        refusal: observableRef,
        reports: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.loadReports();
    return () => {
      this.employees.stop();
      this.employmentLoads?.abort();
      this.listLoads?.abort();
    };
  }

  get employment(): WgaEmploymentChoice | null {
    return this.employments.find((employment) => employment.id === this.employmentId) ?? null;
  }

  /** The form's own problem with a field, or null. */
  problemOf(field: WgaField): WgaProblem | null {
    return this.refusal?.fields[field] ?? null;
  }

  /** The back office's message about a field, in the user's language, or null. */
  serverMessageOf(field: WgaField): string | null {
    return this.refusal?.serverFields[field] ?? null;
  }

  /** The back office's message about the report as a whole (one already open), or null. */
  get message(): string | null {
    return this.refusal?.message ?? null;
  }

  /** Another employee: their employments are read; the only open one is chosen for the user. */
  chooseEmployee(choice: WgaEmployee | null): void {
    this.employee = choice;
    this.employees.clear();
    this.employments = [];
    this.employmentId = '';
    this.forget('employee');
    this.forget('employmentId');
    this.employmentLoads?.abort();
    if (choice === null) {
      this.employmentsState = 'idle';
      return;
    }
    void this.loadEmployments(choice.id);
  }

  private async loadEmployments(employeeId: string): Promise<void> {
    const controller = new AbortController();
    this.employmentLoads = controller;
    this.employmentsState = 'loading';
    const result = await this.make.employmentsOf(employeeId, controller.signal);
    if (!result.ok && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.employmentLoads !== controller) return;
      this.employmentsState = result.ok ? 'ready' : 'failed';
      this.employments = result.ok ? result.value : [];
      const open = this.employments.filter((employment) => employment.endDate === null);
      if (open.length === 1 && open[0]) this.employmentId = open[0].id;
    });
  }

  setEmployment(id: string): void {
    this.employmentId = id;
    this.forget('employmentId');
  }

  setDateStart(date: Temporal.PlainDate | null): void {
    this.dateStart = date;
    this.forget('dateStart');
  }

  /** A field the user changed no longer shows its old problem. */
  private forget(field: WgaField): void {
    if (!this.refusal) return;
    const { [field]: _problem, ...fields } = this.refusal.fields;
    const { [field]: _message, ...serverFields } = this.refusal.serverFields;
    this.refusal = { ...this.refusal, fields, serverFields };
  }

  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    const result = await this.make.execute({
      employee: this.employee,
      employment: this.employment,
      dateStart: this.dateStart,
    });
    runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.refusal = result.error;
        return;
      }
      this.refusal = null;
      this.employee = null;
      this.employments = [];
      this.employmentsState = 'idle';
      this.employmentId = '';
      this.dateStart = null;
      this.reports = [result.value, ...this.reports.filter((report) => report.id !== result.value.id)];
      this.total += 1;
    });
    if (result.ok) void this.loadReports();
    return result.ok;
  }

  async loadReports(): Promise<void> {
    this.listLoads?.abort();
    const controller = new AbortController();
    this.listLoads = controller;
    if (this.reports.length === 0) this.listState = 'loading';
    const result = await this.list.execute(1, controller.signal);
    if (!result.ok && result.error.kind === 'aborted') return;
    runInAction(() => {
      if (this.listLoads !== controller) return;
      if (!result.ok) {
        this.listState = 'failed';
        return;
      }
      this.reports = result.value.reports;
      this.total = result.value.total;
      this.listState = 'ready';
    });
  }
}
