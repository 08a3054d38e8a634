import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AttendanceReport } from '../../../application/consultations/attendance-report';
import type { AttendanceReport as Report } from '../../../application/consultations/consultation-gateway';
import type { AttendancePeriodProblem } from '../../../domain/consultations/attendance';

/**
 * The attendance report: a period of whole months (the last half year at first), the table per
 * employer and month, and its download. The months stay as typed when the period is refused.
 */
export class AttendanceReportViewModel {
  from: string;
  until: string;
  report: Report | null = null;
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  failure: 'forbidden' | 'unavailable' | null = null;
  problem: AttendancePeriodProblem | null = null;
  serverMessage: string | null = null;
  private loads: AbortController | null = null;

  constructor(private readonly reports: AttendanceReport) {
    const period = reports.defaultPeriod();
    this.from = period.from;
    this.until = period.until;
    makeAutoObservable<this, 'reports' | 'loads'>(
      this,
      { reports: false, loads: false, report: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    return () => this.loads?.abort();
  }

  setFrom(text: string): void {
    this.from = text.trim();
    this.problem = null;
    this.serverMessage = null;
  }

  setUntil(text: string): void {
    this.until = text.trim();
    this.problem = null;
    this.serverMessage = null;
  }

  async load(): Promise<void> {
    this.problem = this.reports.problemOf(this.from, this.until);
    this.serverMessage = null;
    if (this.problem) return;
    this.loads?.abort();
    const loads = new AbortController();
    this.loads = loads;
    this.state = 'loading';
    const answer = await this.reports.report(this.from, this.until, loads.signal);
    if (loads.signal.aborted) return;
    runInAction(() => {
      if (answer.ok) {
        this.report = answer.value;
        this.state = 'ready';
        this.failure = null;
        return;
      }
      const failure = answer.error;
      if (failure.kind === 'period') {
        this.problem = failure.problem;
        this.serverMessage = failure.message;
        this.state = this.report ? 'ready' : 'idle';
        return;
      }
      this.failure = failure.kind;
      this.state = 'failed';
    });
  }

  download(fileName: string, table: readonly (readonly string[])[]): void {
    const report = this.report;
    if (report) this.reports.download(`${fileName}-${report.from}-${report.until}.csv`, table);
  }
}
