import type { Temporal } from 'temporal-polyfill';
import type { DataExportKind, ExportField, ExportProblem } from '../../domain/reports/data-export';
import { dataExportProblems, exportNeedsPeriod } from '../../domain/reports/data-export';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { EmployeeGateway } from '../people/employee-gateway';
import type { Clock } from '../platform/clock';
import type { FileDownload } from '../platform/file-download';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith } from '../platform/record-refusal';
import type { ReportGateway } from './report-gateway';

/** An employer the user may export the data of. */
export interface ExportEmployer {
  readonly id: string;
  readonly name: string;
}

export interface ExportForm {
  readonly employerId: string | null;
  readonly kind: DataExportKind;
  readonly from: Temporal.PlainDate | null;
  readonly to: Temporal.PlainDate | null;
}

/**
 * Why no file came: the form's own problems (`save.invalid`), the period refused by the back office
 * (`save.rejected`, its message under `period`), the export refused as a whole, an employer or kind
 * unknown (`save.refused`, `save.not-found`, with the back office's message), or no usable answer
 * (`save.unavailable`, told to the user once).
 */
export type ExportRefusal = SaveRefusal<ExportField, ExportProblem>;

const FIELDS: readonly ExportField[] = ['employer', 'period'];
/** The back office names the period's fields after its query parameters. */
const SERVER_FIELDS: Readonly<Record<string, ExportField>> = {
  'filter[from]': 'period',
  'filter[to]': 'period',
};
const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * The data-exchange export (spec section 7: GET data-exchange/{employer}/{kind}/export): the employer
 * and the kind chosen, the period for the kinds that cover one, and the file handed to the browser as
 * a download under the name the back office gives it.
 */
export class ExportData {
  constructor(
    private readonly reports: ReportGateway,
    private readonly employees: EmployeeGateway,
    private readonly files: FileDownload,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The employers the user may choose from, by name (an employer user: its own only). */
  async employers(signal?: AbortSignal): Promise<Result<readonly ExportEmployer[], 'export.unavailable'>> {
    const answer = await this.employees.employers(signal);
    if (!answer.ok) return fail('export.unavailable');
    return ok(
      [...answer.value]
        .map((employer) => ({ id: employer.id, name: employer.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    );
  }

  /** This month, the first question: the month's absences and its appointments, planned ones too. */
  defaultPeriod(): { readonly from: Temporal.PlainDate; readonly to: Temporal.PlainDate } {
    const today = this.clock.today();
    const from = today.with({ day: 1 });
    return { from, to: from.add({ months: 1 }).subtract({ days: 1 }) };
  }

  check(form: ExportForm): Partial<Record<ExportField, ExportProblem>> {
    return dataExportProblems(form);
  }

  /**
   * Asks the file and hands it to the browser; the name it was saved under when it came. `onProgress`
   * hears the share of the file that has come, when the back office tells its length.
   */
  async execute(
    form: ExportForm,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<Result<string, ExportRefusal>> {
    const problems = this.check(form);
    if (hasProblems(problems) || !form.employerId) return fail(invalid(problems));
    const period =
      exportNeedsPeriod(form.kind) && form.from && form.to ? { from: form.from, to: form.to } : null;
    const query = { employerId: form.employerId, kind: form.kind, period };
    const answer = await saveWith(
      () => this.reports.exportData(query, signal, onProgress),
      this.notifier,
      FIELDS,
      SERVER_FIELDS,
    );
    if (!answer.ok) return answer;
    const name = answer.value.fileName ?? `${form.kind}.csv`;
    this.files.save(name, CSV_TYPE, answer.value.bytes);
    return ok(name);
  }
}
