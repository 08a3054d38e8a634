import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { EmployeeAbsence, OpenCase } from '../../../application/legal-clock/absence-gateway';
import type {
  AbsenceEmployee,
  RecoveryRefusal,
  ReportAbsence,
  SickReportRefusal,
} from '../../../application/legal-clock/report-absence';
import type { Clock } from '../../../application/platform/clock';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { SessionStore } from '../../../application/session/session-store';
import { isEmployerUser } from '../../../domain/access/user';
import type { SignalledStep } from '../../../domain/legal-clock/case-signals';
import { lateCount, signalledSteps } from '../../../domain/legal-clock/case-signals';
import type { CaseStep } from '../../../domain/legal-clock/poortwachter-steps';
import { caseSteps, nextStep } from '../../../domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays, stepsFor } from '../../../domain/legal-clock/step-duties';
import { casesOf, isOngoing, weekOfIllness } from '../../../domain/legal-clock/absence-case';
import type {
  ExpectedDuration,
  RecoveryField,
  RecoveryProblem,
  SickReportField,
  SickReportProblem,
} from '../../../domain/legal-clock/absence-reports';
import { caseOfNewSpell } from '../../../domain/legal-clock/absence-reports';
import { EmployeeSearch } from '../../components/form/employee-search';

const WORKING_DAYS = dutchWorkingDays();

/**
 * /absence-reports: an employee chosen, their absence read (days only), and then the one report that
 * fits: a sick report while they are fit, a recovery while they are sick. A refused report keeps
 * every value as entered; a report made shows the absence as it stands after it.
 */
export class AbsenceReportViewModel {
  employee: AbsenceEmployee | null = null;
  readonly employees: EmployeeSearch<AbsenceEmployee>;
  absence: EmployeeAbsence | null = null;
  absenceState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  // The sick report: what an employer may record, nothing more.
  firstSickDay: Temporal.PlainDate | null;
  reachablePhone = '';
  reachableAddress = '';
  expectedDuration: ExpectedDuration | '' = '';
  handover = '';
  safetyNet = false;
  workAccident = false;
  thirdPartyLiable = false;
  // The recovery.
  recoveredOn: Temporal.PlainDate | null;
  recoveryKind: 'full' | 'partial' = 'full';
  percentage = '';
  sickRefusal: SickReportRefusal | null = null;
  recoveryRefusal: RecoveryRefusal | null = null;
  saving = false;
  /** The reader's open cases, for the overview of what is late and coming. */
  cases: readonly OpenCase[] = [];
  casesState: 'loading' | 'ready' | 'failed' = 'loading';
  /** A professional's own cases, or every one they may see. */
  owner: 'me' | 'all' = 'me';
  private loads: AbortController | null = null;
  private caseLoads: AbortController | null = null;

  constructor(
    private readonly report: ReportAbsence,
    private readonly clock: Clock,
    scheduler: Scheduler,
    private readonly session: SessionStore,
    /** The employee the address names (`?employee=`), or null. */
    private readonly initialEmployeeId: string | null = null,
  ) {
    this.employees = new EmployeeSearch((text, signal) => report.findEmployees(text, signal), scheduler);
    this.firstSickDay = clock.today();
    this.recoveredOn = clock.today();
    makeAutoObservable<this, 'report' | 'clock' | 'loads' | 'caseLoads' | 'initialEmployeeId' | 'session'>(
      this,
      {
        report: false,
        clock: false,
        employees: false,
        loads: false,
        caseLoads: false,
        cases: observableRef,
        initialEmployeeId: false,
        session: false,
        employee: observableRef,
        absence: observableRef,
        firstSickDay: observableRef,
        recoveredOn: observableRef,
        sickRefusal: observableRef,
        recoveryRefusal: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Opens on the employee the address names, if any. */
  attach(): () => void {
    if (this.initialEmployeeId) void this.load(this.initialEmployeeId, null);
    void this.loadCases();
    return () => {
      this.employees.stop();
      this.loads?.abort();
      this.caseLoads?.abort();
    };
  }

  setOwner(owner: 'me' | 'all'): void {
    this.owner = owner;
    void this.loadCases();
  }

  async loadCases(): Promise<void> {
    this.caseLoads?.abort();
    const loads = new AbortController();
    this.caseLoads = loads;
    this.casesState = 'loading';
    const answer = await this.report.openCases(this.owner, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) this.cases = answer.value;
      this.casesState = answer.ok ? 'ready' : 'failed';
    });
  }

  /** Whether the reader is an employer, who reads its own duties only. */
  get readsAsEmployer(): boolean {
    const user = this.session.user;
    return user !== null && isEmployerUser(user);
  }

  /**
   * Across the reader's open cases: every step that is late or falls due within a week, by deadline,
   * each with its case; an employer's own duties only (case-signals.ts).
   */
  get coming(): readonly SignalledStep<OpenCase>[] {
    return signalledSteps(
      this.cases,
      this.readsAsEmployer ? 'employer' : 'service',
      this.clock.today(),
      WORKING_DAYS,
    );
  }

  /** How many steps are late across the reader's cases. */
  get lateCount(): number {
    return lateCount(this.coming);
  }

  chooseEmployee(choice: AbsenceEmployee | null): void {
    this.employee = choice;
    this.employees.clear();
    this.absence = null;
    this.sickRefusal = null;
    this.recoveryRefusal = null;
    this.loads?.abort();
    if (choice === null) this.absenceState = 'idle';
    else void this.load(choice.id, choice);
  }

  retry(): void {
    const id = this.employee?.id ?? this.absence?.employeeId;
    if (id) void this.load(id, this.employee);
  }

  private async load(employeeId: string, choice: AbsenceEmployee | null): Promise<void> {
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.absenceState = 'loading';
    const answer = await this.report.absenceOf(employeeId, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (!answer.ok) {
        this.absenceState = 'failed';
        return;
      }
      this.absence = answer.value;
      this.employee = choice ?? {
        id: answer.value.employeeId,
        name: answer.value.employeeName,
        employerName: answer.value.employerName,
      };
      this.absenceState = 'ready';
    });
  }

  /** Whether the employee is sick now: a spell that has not ended. */
  get sick(): boolean {
    return this.absence?.spells.some((spell) => spell.recoveredOn === null) ?? false;
  }

  /** The running spell's first sick day and the case's week of illness today, while sick. */
  get sickSince(): { readonly firstSickDay: Temporal.PlainDate; readonly week: number } | null {
    if (!this.absence) return null;
    const current = casesOf(this.absence.spells).find(isOngoing);
    const running = current?.spells.at(-1);
    if (!current || !running) return null;
    return { firstSickDay: running.firstSickDay, week: weekOfIllness(current, this.clock.today()) };
  }

  /**
   * The Poortwachter steps of the employee's last case on today, each with its deadline and state,
   * computed by the domain from the spells and the dates the back office gives for the steps done; an
   * employer sees its own duties only. Empty while the employee was never sick.
   */
  get steps(): readonly CaseStep[] {
    const last = this.absence ? casesOf(this.absence.spells).at(-1) : undefined;
    if (!this.absence || !last) return [];
    const all = caseSteps(last, this.absence.stepsDone, this.clock.today(), WORKING_DAYS);
    return stepsFor(all, this.readsAsEmployer ? 'employer' : 'service');
  }

  /** The step to act on first: the first late one, else the first due. */
  get next(): CaseStep | null {
    return nextStep(this.steps);
  }

  /** Whether the sick report as typed would continue the last case (its recovery less than 28 days ago). */
  get continuesCase(): boolean {
    if (!this.absence || !this.firstSickDay) return false;
    return caseOfNewSpell(this.absence.spells, this.firstSickDay).continues !== null;
  }

  setFirstSickDay(day: Temporal.PlainDate | null): void {
    this.firstSickDay = day;
    this.forgetSick('firstSickDay');
  }
  setReachablePhone(text: string): void {
    this.reachablePhone = text;
    this.forgetSick('reachablePhone');
  }
  setReachableAddress(text: string): void {
    this.reachableAddress = text;
    this.forgetSick('reachableAddress');
  }
  setExpectedDuration(value: string): void {
    this.expectedDuration = value as ExpectedDuration | '';
    this.forgetSick('expectedDuration');
  }
  setHandover(text: string): void {
    this.handover = text;
    this.forgetSick('handover');
  }
  setSafetyNet(on: boolean): void {
    this.safetyNet = on;
  }
  setWorkAccident(on: boolean): void {
    this.workAccident = on;
  }
  setThirdPartyLiable(on: boolean): void {
    this.thirdPartyLiable = on;
  }
  setRecoveredOn(day: Temporal.PlainDate | null): void {
    this.recoveredOn = day;
    this.forgetRecovery('recoveredOn');
  }
  setRecoveryKind(kind: 'full' | 'partial'): void {
    this.recoveryKind = kind;
    this.forgetRecovery('percentage');
  }
  setPercentage(text: string): void {
    this.percentage = text;
    this.forgetRecovery('percentage');
  }

  sickProblemOf(field: SickReportField): SickReportProblem | null {
    return this.sickRefusal?.fields[field] ?? null;
  }
  sickServerMessageOf(field: SickReportField): string | null {
    return this.sickRefusal?.serverFields[field] ?? null;
  }
  recoveryProblemOf(field: RecoveryField): RecoveryProblem | null {
    return this.recoveryRefusal?.fields[field] ?? null;
  }
  recoveryServerMessageOf(field: RecoveryField): string | null {
    return this.recoveryRefusal?.serverFields[field] ?? null;
  }
  /** The back office's message about a report as a whole, or null. */
  get message(): string | null {
    return (this.sick ? this.recoveryRefusal : this.sickRefusal)?.message ?? null;
  }

  async submitSick(): Promise<boolean> {
    const absence = this.absence;
    if (!absence || this.saving) return false;
    this.saving = true;
    const made = await this.report.reportSick(
      {
        firstSickDay: this.firstSickDay,
        reachablePhone: this.reachablePhone,
        reachableAddress: this.reachableAddress,
        expectedDuration: this.expectedDuration === '' ? null : this.expectedDuration,
        handover: this.handover,
        safetyNet: this.safetyNet,
        workAccident: this.workAccident,
        thirdPartyLiable: this.thirdPartyLiable,
      },
      absence,
    );
    runInAction(() => {
      this.saving = false;
      if (!made.ok) {
        this.sickRefusal = made.error;
        return;
      }
      this.sickRefusal = null;
      this.absence = made.value.absence;
      this.reachablePhone = '';
      this.reachableAddress = '';
      this.expectedDuration = '';
      this.handover = '';
      this.safetyNet = false;
      this.workAccident = false;
      this.thirdPartyLiable = false;
      this.recoveredOn = this.clock.today();
    });
    return made.ok;
  }

  async submitRecovery(): Promise<boolean> {
    const absence = this.absence;
    if (!absence || this.saving) return false;
    this.saving = true;
    const typed = this.percentage.trim();
    const made = await this.report.reportRecovery(
      {
        recoveredOn: this.recoveredOn,
        kind: this.recoveryKind,
        percentage: typed === '' ? null : Number(typed),
      },
      absence,
    );
    runInAction(() => {
      this.saving = false;
      if (!made.ok) {
        this.recoveryRefusal = made.error;
        return;
      }
      this.recoveryRefusal = null;
      this.absence = made.value;
      this.percentage = '';
      this.recoveryKind = 'full';
      this.firstSickDay = this.clock.today();
    });
    return made.ok;
  }

  private forgetSick(field: SickReportField): void {
    const refusal = this.sickRefusal;
    if (!refusal) return;
    const { [field]: _problem, ...fields } = refusal.fields;
    const { [field]: _message, ...serverFields } = refusal.serverFields;
    this.sickRefusal = { ...refusal, fields, serverFields };
  }

  private forgetRecovery(field: RecoveryField): void {
    const refusal = this.recoveryRefusal;
    if (!refusal) return;
    const { [field]: _problem, ...fields } = refusal.fields;
    const { [field]: _message, ...serverFields } = refusal.serverFields;
    this.recoveryRefusal = { ...refusal, fields, serverFields };
  }
}
