import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { FileDownload } from '../../../application/platform/file-download';
import type {
  ReadRecoveryReport,
  RecoveryReadError,
} from '../../../application/reports/read-recovery-report';
import type {
  RecoveryFigures,
  RecoveryGrouping,
  RecoveryPeriodProblem,
  RecoveryReport,
} from '../../../domain/reports/recovery-report';
import { recoveryFiguresOf, recoveryTotalOf } from '../../../domain/reports/recovery-report';
import { csvOf } from '../../../domain/shared/report-csv';

/** A row of the report's table: a group (or the total), its employees and its figures. */
export interface RecoveryRow {
  readonly key: string;
  /** The group's name; null for the employees without a division or team; the total row has none. */
  readonly name: string | null;
  readonly total: boolean;
  readonly employees: number;
  readonly figures: RecoveryFigures;
}

/**
 * /dashboard/reports/reportRecovery: the period and the grouping, and the figures per group as a
 * chart, a table and a CSV file of that table. Aggregates only: the back office answers no employee.
 */
export class RecoveryReportViewModel {
  from: Temporal.PlainDate | null = null;
  to: Temporal.PlainDate | null = null;
  groupBy: RecoveryGrouping = 'employer';
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: RecoveryReadError | null = null;
  report: RecoveryReport | null = null;
  private loads: AbortController | null = null;

  constructor(
    private readonly reader: ReadRecoveryReport,
    private readonly files: FileDownload,
  ) {
    makeAutoObservable<this, 'reader' | 'files' | 'loads'>(
      this,
      {
        reader: false,
        files: false,
        loads: false,
        from: observableRef,
        to: observableRef,
        report: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const period = this.reader.defaultPeriod();
    this.from = period.from;
    this.to = period.to;
    void this.load();
    return () => this.loads?.abort();
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.from = date;
  }

  setTo(date: Temporal.PlainDate | null): void {
    this.to = date;
  }

  /** Another grouping is asked at once; a changed period waits for "Show". */
  setGroupBy(grouping: RecoveryGrouping): void {
    this.groupBy = grouping;
    void this.load();
  }

  /** What is wrong with the period asked, shown next to it; null when the period is fine. */
  get periodProblem(): RecoveryPeriodProblem | null {
    const error = this.error;
    return error === null || error === 'recovery.forbidden' || error === 'recovery.unavailable'
      ? null
      : error;
  }

  /** The groups with their figures, then the total of all of them. */
  get rows(): readonly RecoveryRow[] {
    const report = this.report;
    if (!report || report.groups.length === 0) return [];
    const groups = report.groups.map((group) => ({
      key: group.id ?? '',
      name: group.name,
      total: false,
      employees: group.counts.employees,
      figures: recoveryFiguresOf(group.counts),
    }));
    const total = recoveryTotalOf(report.groups);
    return [
      ...groups,
      {
        key: 'total',
        name: null,
        total: true,
        employees: total.employees,
        figures: recoveryFiguresOf(total),
      },
    ];
  }

  async load(): Promise<void> {
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    this.state = 'loading';
    this.error = null;
    const result = await this.reader.execute(this.from, this.to, this.groupBy, controller.signal);
    runInAction(() => {
      if (this.loads !== controller) return;
      if (result.ok) {
        this.report = result.value;
        this.state = 'ready';
      } else {
        this.error = result.error;
        this.state = 'failed';
      }
    });
  }

  /** The table as shown (its header in the user's language), as a semicolon-separated file. */
  download(fileName: string, table: readonly (readonly string[])[]): void {
    const report = this.report;
    if (!report) return;
    // The byte-order mark lets spreadsheets read the file as UTF-8 (accents in names).
    this.files.save(
      `${fileName}-${report.from}-${report.to}.csv`,
      'text/csv;charset=utf-8',
      `\uFEFF${csvOf(table)}`,
    );
  }
}
