import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../../application/platform/clock';
import type { SessionStore } from '../../../application/session/session-store';
import type { PutOnWaitlist } from '../../../application/waitlist/put-on-waitlist';
import { permissionsOf } from '../../../domain/access/user';
import type { WaitingField, WaitingProblem, WaitingRequest } from '../../../domain/waitlist/waiting-entry';
import type { SlotProps } from '../../routes/slot-catalogue';

type Search = SlotProps['planningSearch'];

/**
 * Putting the employee of a planning search on the waitlist: the search's employee, operation, way,
 * locations and preferred professional as they were asked, and a latest date, which for the
 * probleemanalyse of an open absence case is that case's deadline (the back office's answer, by the
 * legal clock's rule). The form keeps what was typed through any refusal.
 */
export class PutOnWaitlistViewModel {
  search: Search;
  open = false;
  latestDate: Temporal.PlainDate | null = null;
  forProblemAnalysis = false;
  /** The open case's deadline for the probleemanalyse; null without one; undefined while asked. */
  problemAnalysisBy: Temporal.PlainDate | null | undefined = undefined;
  problems: Partial<Record<WaitingField, WaitingProblem>> = {};
  serverFields: Partial<Record<WaitingField, string>> = {};
  message: string | null = null;
  saving = false;
  private controller: AbortController | null = null;

  constructor(
    private readonly put: PutOnWaitlist,
    private readonly clock: Clock,
    private readonly session: SessionStore,
    search: Search,
  ) {
    this.search = search;
    makeAutoObservable<PutOnWaitlistViewModel, 'put' | 'clock' | 'session' | 'controller'>(
      this,
      {
        put: false,
        clock: false,
        session: false,
        controller: false,
        search: observableRef,
        latestDate: observableRef,
        problemAnalysisBy: observableRef,
        problems: observableRef,
        serverFields: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    return () => this.controller?.abort();
  }

  /** The place is given the search afresh on every render; the form keeps its own fields. */
  setSearch(search: Search): void {
    if (this.search.employee?.id !== search.employee?.id) this.problemAnalysisBy = undefined;
    this.search = search;
  }

  /** Only who plans (or an employer's planner) puts someone on the list; the place shows nothing else. */
  get mayPut(): boolean {
    const user = this.session.user;
    if (!user) return false;
    const permissions = permissionsOf(user);
    return (
      permissions.has('use_planning_functionality') || permissions.has('employer_use_planning_functionality')
    );
  }

  get ready(): boolean {
    return this.search.employee !== null && this.search.operation !== null;
  }

  get minDate(): Temporal.PlainDate {
    return this.clock.today();
  }

  get request(): WaitingRequest {
    return {
      employeeId: this.search.employee?.id ?? '',
      operationId: this.search.operation?.id ?? '',
      channel: this.search.channel,
      locationIds: this.search.locations.map((location) => location.id),
      userIds: this.search.professional ? [this.search.professional.id] : [],
      latestDate: this.forProblemAnalysis ? (this.problemAnalysisBy ?? null) : this.latestDate,
      purpose: this.forProblemAnalysis ? 'problem-analysis' : 'appointment',
    };
  }

  /** Opens the form, and asks whether the employee has an open case whose probleemanalyse is due. */
  start(): void {
    const employee = this.search.employee;
    if (!employee) return;
    this.open = true;
    this.problems = {};
    this.serverFields = {};
    this.message = null;
    if (this.problemAnalysisBy !== undefined) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    void this.put.caseDeadline(employee.id, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.problemAnalysisBy = answer.ok ? answer.value.problemAnalysisBy : null;
      });
    });
  }

  close(): void {
    this.open = false;
  }

  setLatestDate(date: Temporal.PlainDate | null): void {
    this.latestDate = date;
    this.problems = { ...this.problems, latestDate: undefined };
  }

  setForProblemAnalysis(checked: boolean): void {
    this.forProblemAnalysis = checked;
  }

  async submit(): Promise<void> {
    const employee = this.search.employee;
    if (this.saving || !employee) return;
    this.problems = this.put.check(this.request);
    this.serverFields = {};
    this.message = null;
    if (Object.values(this.problems).some(Boolean)) return;
    this.saving = true;
    const result = await this.put.execute(this.request, employee.name);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.open = false;
        this.latestDate = null;
        this.forProblemAnalysis = false;
        return;
      }
      this.problems = result.error.fields;
      this.serverFields = result.error.serverFields;
      this.message = result.error.message;
    });
  }
}
