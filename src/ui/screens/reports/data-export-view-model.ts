import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { ExportData, ExportEmployer, ExportRefusal } from '../../../application/reports/export-data';
import type { DataExportKind, ExportField, ExportProblem } from '../../../domain/reports/data-export';
import { exportNeedsPeriod } from '../../../domain/reports/data-export';

/**
 * The data export on the recovery report's screen: the employer (an employer user has only its own),
 * the kind of file, the period for the kinds that cover one, and the download while it runs. A refused
 * export keeps every choice and shows the back office's message next to the form.
 */
export class DataExportViewModel {
  employers: readonly ExportEmployer[] = [];
  employersState: 'loading' | 'ready' | 'failed' = 'loading';
  employerId = '';
  kind: DataExportKind = 'absences';
  from: Temporal.PlainDate | null = null;
  to: Temporal.PlainDate | null = null;
  refusal: ExportRefusal | null = null;
  downloading = false;
  /** How much of the file has come, 0 to 100; null while the back office has not told its length. */
  percent: number | null = null;
  /** The name of the file last handed to the browser, for the status line. */
  saved: string | null = null;
  private loads: AbortController | null = null;
  private downloads: AbortController | null = null;

  constructor(private readonly exporter: ExportData) {
    makeAutoObservable<this, 'exporter' | 'loads' | 'downloads'>(
      this,
      {
        exporter: false,
        loads: false,
        downloads: false,
        employers: observableRef,
        from: observableRef,
        to: observableRef,
        refusal: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    const period = this.exporter.defaultPeriod();
    this.from = period.from;
    this.to = period.to;
    void this.loadEmployers();
    return () => {
      this.loads?.abort();
      this.cancel();
    };
  }

  /** Only one employer to export: it is shown, not chosen. */
  get onlyEmployer(): ExportEmployer | null {
    return this.employers.length === 1 ? (this.employers[0] ?? null) : null;
  }

  get needsPeriod(): boolean {
    return exportNeedsPeriod(this.kind);
  }

  /** The form's own problem with a field, or null. */
  problemOf(field: ExportField): ExportProblem | null {
    return this.refusal?.fields[field] ?? null;
  }

  /** The back office's message about a field, in the user's language, or null. */
  serverMessageOf(field: ExportField): string | null {
    return this.refusal?.serverFields[field] ?? null;
  }

  /** The back office's message about the export as a whole (not allowed, not found), or null. */
  get message(): string | null {
    return this.refusal?.message ?? null;
  }

  /** No usable answer came (the network, a file that was no export); the HTTP client told why. */
  get unavailable(): boolean {
    return this.refusal?.code === 'save.unavailable';
  }

  async loadEmployers(): Promise<void> {
    this.loads?.abort();
    const controller = new AbortController();
    this.loads = controller;
    this.employersState = 'loading';
    const result = await this.exporter.employers(controller.signal);
    runInAction(() => {
      if (this.loads !== controller || controller.signal.aborted) return;
      this.employers = result.ok ? result.value : [];
      this.employersState = result.ok ? 'ready' : 'failed';
      if (!this.employers.some((employer) => employer.id === this.employerId))
        this.employerId = this.onlyEmployer?.id ?? '';
    });
  }

  setEmployer(id: string): void {
    this.employerId = id;
    this.forget('employer');
  }

  setKind(kind: DataExportKind): void {
    this.kind = kind;
    this.forget('period');
  }

  setFrom(date: Temporal.PlainDate | null): void {
    this.from = date;
    this.forget('period');
  }

  setTo(date: Temporal.PlainDate | null): void {
    this.to = date;
    this.forget('period');
  }

  /** A field the user changed no longer shows its old problem; a message about the whole goes too. */
  private forget(field: ExportField): void {
    if (!this.refusal) return;
    const { [field]: _problem, ...fields } = this.refusal.fields;
    const { [field]: _message, ...serverFields } = this.refusal.serverFields;
    this.refusal = { ...this.refusal, fields, serverFields, message: null };
  }

  async download(): Promise<boolean> {
    if (this.downloading) return false;
    const controller = new AbortController();
    this.downloads = controller;
    this.downloading = true;
    this.percent = null;
    this.refusal = null;
    this.saved = null;
    const result = await this.exporter.execute(
      { employerId: this.employerId || null, kind: this.kind, from: this.from, to: this.to },
      controller.signal,
      (share) =>
        runInAction(() => {
          if (this.downloads === controller) this.percent = Math.round(share * 100);
        }),
    );
    if (this.downloads !== controller || controller.signal.aborted) return false;
    runInAction(() => {
      this.downloads = null;
      this.downloading = false;
      this.percent = null;
      if (result.ok) this.saved = result.value;
      else this.refusal = result.error;
    });
    return result.ok;
  }

  /** Stops the download under way; the form stays as it is. */
  cancel(): void {
    this.downloads?.abort();
    this.downloads = null;
    this.downloading = false;
    this.percent = null;
  }
}
