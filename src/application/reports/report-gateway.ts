import type { Temporal } from 'temporal-polyfill';
import type { DataExportKind, ExportPeriod } from '../../domain/reports/data-export';
import type { RecoveryGrouping, RecoveryReport } from '../../domain/reports/recovery-report';
import type { WgaReport } from '../../domain/reports/wga-report';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

export interface WgaReportPage {
  readonly reports: readonly WgaReport[];
  readonly total: number;
}

export interface RecoveryQuery {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
  readonly groupBy: RecoveryGrouping;
}

export interface DataExportQuery {
  readonly employerId: string;
  readonly kind: DataExportKind;
  /** The period of the kinds that cover one (exportNeedsPeriod); null for the others. */
  readonly period: ExportPeriod | null;
}

/** A file the back office made: its bytes, its media type and the name it gave it. */
export interface ExportFile {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly mimeType: string;
  readonly fileName: string | null;
}

export const ReportGateway = token<ReportGateway>('ReportGateway');
/**
 * The reports of the back office (spec section 7: POST v2/dossier/wga, GET data-exchange/{a}/{b}/export;
 * the rest is the contract's own).
 */
export interface ReportGateway {
  /** GET v2/dossier/wga: a page of the WGA reports in the user's scope, newest first. */
  wgaReports(
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<Result<WgaReportPage, GatewayFailure>>;
  /** POST v2/dossier/wga: reports the employment for the WGA from `dateStart`; refusals are not toasted. */
  makeWgaReport(input: {
    readonly employmentId: string;
    readonly dateStart: Temporal.PlainDate;
  }): Promise<Result<WgaReport, GatewayFailure>>;
  /** GET v2/reports/recovery: the absence figures of the period per group. */
  recovery(query: RecoveryQuery, signal?: AbortSignal): Promise<Result<RecoveryReport, GatewayFailure>>;
  /**
   * GET data-exchange/{employerId}/{kind}/export: the employer's data as a CSV file; refusals are not
   * toasted, and an answer that is not CSV counts as malformed.
   */
  /** `onProgress` hears the share of the file that has come (0 to 1), when the answer tells its length. */
  exportData(
    query: DataExportQuery,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<Result<ExportFile, GatewayFailure>>;
}
