import type { AttendancePeriodProblem, Month } from '../../domain/consultations/attendance';
import { attendancePeriodProblem } from '../../domain/consultations/attendance';
import { csvOf } from '../../domain/shared/report-csv';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { FileDownload } from '../platform/file-download';
import type { AttendanceReport as Report, ConsultationGateway } from './consultation-gateway';

/** Why a report was not made: the period (said next to its fields), or no usable answer. */
export type AttendanceFailure =
  | {
      readonly kind: 'period';
      readonly problem: AttendancePeriodProblem | null;
      readonly message: string | null;
    }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'unavailable' };

/**
 * The attendance at appointments per employer and month: held, no-shows and cancellations. The
 * period is checked first by the domain's rule, then by the back office; the table downloads as CSV
 * with safe cells.
 */
export class AttendanceReport {
  constructor(
    private readonly gateway: ConsultationGateway,
    private readonly clock: Clock,
    private readonly files: FileDownload,
  ) {}

  /** This month, YYYY-MM. */
  currentMonth(): Month {
    return this.clock.today().toString().slice(0, 7);
  }

  /** The months of the last half year, this one included. */
  defaultPeriod(): { readonly from: Month; readonly until: Month } {
    const today = this.clock.today();
    return { from: today.subtract({ months: 5 }).toString().slice(0, 7), until: this.currentMonth() };
  }

  problemOf(from: Month, until: Month): AttendancePeriodProblem | null {
    return attendancePeriodProblem(from, until, this.currentMonth());
  }

  async report(from: Month, until: Month, signal?: AbortSignal): Promise<Result<Report, AttendanceFailure>> {
    const problem = this.problemOf(from, until);
    if (problem) return fail({ kind: 'period', problem, message: null });
    const answer = await this.gateway.attendance(from, until, signal);
    if (answer.ok) return ok(answer.value);
    const failure = answer.error;
    if (failure.kind === 'rejected' && failure.status === 403) return fail({ kind: 'forbidden' });
    if (failure.kind === 'rejected') {
      const message = Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message;
      return fail({ kind: 'period', problem: null, message });
    }
    return fail({ kind: 'unavailable' });
  }

  /** The table as shown (its header in the reader's language), as a semicolon-separated file. */
  download(fileName: string, table: readonly (readonly string[])[]): void {
    // The byte-order mark lets spreadsheets read the file as UTF-8 (accents in names).
    this.files.save(fileName, 'text/csv;charset=utf-8', `\uFEFF${csvOf(table)}`);
  }
}
