import type { Temporal } from 'temporal-polyfill';
import type { RecoveryGrouping, RecoveryReport } from '../../domain/report/recovery-report';
import type { WgaReport } from '../../domain/report/wga-report';
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

export const ReportGateway = token<ReportGateway>('ReportGateway');
/** The reports of the back office (spec section 7: POST v2/dossier/wga; the rest is the contract's own). */
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
}
