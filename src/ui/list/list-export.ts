import { makeAutoObservable, runInAction } from 'mobx';
import type { FileDownload } from '../../application/platform/file-download';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import { csvOf } from '../../domain/shared/report-csv';
import type { Result } from '../../domain/shared/result';
import type { ExportTable, ExportValue } from './export-value';
import { plainTextOf } from './export-value';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * One column of an export: its header in the reader's language and a row's cell as data (a date, a
 * date-time, a number or text; null leaves the cell empty). A column of the screen may give several
 * (an appointment's time as its start and its end).
 */
export interface ExportColumn<R> {
  readonly header: string;
  readonly value: (row: R) => ExportValue | null;
}

/** The rows to export, fetched page after page (see ListViewModel.collect). */
export type RowSource<R> = (
  signal: AbortSignal,
  onProgress: (share: number) => void,
) => Promise<Result<readonly R[], GatewayFailure>>;

const CSV_TYPE = 'text/csv;charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Spreadsheets open a CSV in UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/** A table of the rows: the headers, then each row's value per column. */
export function exportTable<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): ExportTable {
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

/**
 * The table as CSV in the portal's dialect (csvOf): dates and date-times in ISO 8601, a date-time as
 * the wall time of Europe/Amsterdam without an offset ("2026-12-02T09:00", as the headers say), numbers
 * with a point (plainTextOf). Every cell, numbers too, still passes the formula guard (safeCellText):
 * a number is written by us as a plain decimal such as "-12.5", which the guard leaves as it is, since
 * a negative constant computes nothing; so no cell needs an exception to it.
 */
export function csvOfTable(table: ExportTable): string {
  return csvOf([table.headers, ...table.rows.map((row) => row.map(plainTextOf))]);
}

/** The table as an .xlsx file, from a module loaded only now: typed cells, text made safe, never a formula. */
export async function xlsxOf(table: ExportTable, sheet: string): Promise<Uint8Array<ArrayBuffer>> {
  const { xlsxBytes } = await import('./xlsx-file');
  return xlsxBytes(table, sheet);
}

/**
 * The export of what a list shows: every row of its current filters and order, the columns shown in
 * their order with their headers, as CSV or .xlsx. The rows are the back office's answer to this
 * reader, so what it withholds from them (medical detail) is not in the file either. Shows how far
 * the fetching is, and can be cancelled.
 */
export class ListExport<R> {
  running: ExportFormat | null = null;
  /** From 0 to 100 while running. */
  percent = 0;
  /** The server's message when the export failed; '' when no message came (the HTTP client told why). */
  failure: string | null = null;
  /** The file name last handed to the browser. */
  saved: string | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly files: FileDownload,
    private readonly source: RowSource<R>,
  ) {
    makeAutoObservable<ListExport<R>, 'files' | 'source' | 'controller'>(
      this,
      { files: false, source: false, controller: false },
      { autoBind: true },
    );
  }

  /** Fetches every row and hands the file to the browser as `name` (without extension); false when it did not. */
  async run(format: ExportFormat, columns: readonly ExportColumn<R>[], name: string): Promise<boolean> {
    if (this.running) return false;
    const controller = new AbortController();
    this.controller = controller;
    this.running = format;
    this.percent = 0;
    this.failure = null;
    this.saved = null;
    const rows = await this.source(controller.signal, (share) =>
      runInAction(() => {
        if (this.controller === controller) this.percent = Math.round(share * 100);
      }),
    );
    if (this.controller !== controller || controller.signal.aborted) return false;
    if (!rows.ok) {
      runInAction(() => {
        this.failure = rows.error.kind === 'rejected' ? rows.error.message : '';
        this.finish();
      });
      return false;
    }
    const table = exportTable(columns, rows.value);
    const fileName = `${name}.${format}`;
    if (format === 'csv') this.files.save(fileName, CSV_TYPE, BOM + csvOfTable(table));
    else {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = await xlsxOf(table, name);
      } catch {
        // The library could not load (offline, a newer build): say so, as for a failed call.
        if (this.controller === controller)
          runInAction(() => {
            this.failure = '';
            this.finish();
          });
        return false;
      }
      if (this.controller !== controller) return false;
      this.files.save(fileName, XLSX_TYPE, bytes);
    }
    runInAction(() => {
      this.saved = fileName;
      this.finish();
    });
    return true;
  }

  /** Stops the export under way; nothing is saved. */
  cancel(): void {
    this.controller?.abort();
    this.finish();
  }

  private finish(): void {
    this.controller = null;
    this.running = null;
    this.percent = 0;
  }
}
