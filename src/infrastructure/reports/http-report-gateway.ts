import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type {
  DataExportQuery,
  ExportFile,
  RecoveryQuery,
  ReportGateway,
  WgaReportPage,
} from '../../application/reports/report-gateway';
import type { RecoveryReport } from '../../domain/reports/recovery-report';
import type { WgaReport } from '../../domain/reports/wga-report';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import type { WgaReportSchema } from './report-schemas';
import {
  DATA_EXPORT_MEDIA_TYPE,
  RecoveryReportAnswerSchema,
  WgaReportAnswerSchema,
  WgaReportPageSchema,
} from './report-schemas';

const WGA = '/v2/dossier/wga';
const RECOVERY = '/v2/reports/recovery';

const wgaReportOf = (json: v.InferOutput<typeof WgaReportSchema>): WgaReport => ({
  id: json.id,
  employmentId: json.employmentId,
  employeeName: json.employeeName,
  employerName: json.employerName,
  dateStart: Temporal.PlainDate.from(json.dateStart),
  createdAt: Temporal.Instant.from(json.createdAt),
  createdBy: json.createdBy,
});

/** The reports over HTTP (report-schemas.ts is the contract). */
export class HttpReportGateway implements ReportGateway {
  constructor(private readonly http: HttpClient) {}

  async wgaReports(
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<Result<WgaReportPage, GatewayFailure>> {
    const answer = await this.http.request(WgaReportPageSchema, {
      method: 'GET',
      path: WGA,
      query: { sort: [{ field: 'createdAt', direction: 'desc' }], page: { number: page, size } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok({ reports: answer.value.data.map(wgaReportOf), total: answer.value.meta.total });
  }

  async makeWgaReport(input: {
    readonly employmentId: string;
    readonly dateStart: Temporal.PlainDate;
  }): Promise<Result<WgaReport, GatewayFailure>> {
    const answer = await this.http.request(WgaReportAnswerSchema, {
      method: 'POST',
      path: WGA,
      body: { dateStart: input.dateStart.toString(), employmentId: input.employmentId },
      quiet: true,
    });
    return answer.ok ? ok(wgaReportOf(answer.value.data)) : answer;
  }

  async recovery(
    query: RecoveryQuery,
    signal?: AbortSignal,
  ): Promise<Result<RecoveryReport, GatewayFailure>> {
    const answer = await this.http.request(RecoveryReportAnswerSchema, {
      method: 'GET',
      path: RECOVERY,
      query: { filter: { from: query.from.toString(), to: query.to.toString() } },
      params: { groupBy: query.groupBy },
      quiet: true,
      signal,
    });
    if (!answer.ok) return answer;
    const { data } = answer.value;
    return ok({
      from: Temporal.PlainDate.from(data.from),
      to: Temporal.PlainDate.from(data.to),
      groupBy: data.groupBy,
      groups: data.groups.map((group) => ({ id: group.id, name: group.name, counts: group.counts })),
    });
  }

  async exportData(
    query: DataExportQuery,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<Result<ExportFile, GatewayFailure>> {
    const answer = await this.http.download({
      method: 'GET',
      path: `/data-exchange/${encodeURIComponent(query.employerId)}/${encodeURIComponent(query.kind)}/export`,
      ...(query.period
        ? { query: { filter: { from: query.period.from.toString(), to: query.period.to.toString() } } }
        : {}),
      quiet: true,
      signal,
      ...(onProgress
        ? {
            onProgress: (received: number, total: number | null) => {
              if (total !== null) onProgress(Math.min(1, received / total));
            },
          }
        : {}),
    });
    if (!answer.ok) return answer;
    // A page of a proxy or a login screen answered in its place is no export to hand the user.
    if (answer.value.mimeType.toLowerCase() !== DATA_EXPORT_MEDIA_TYPE)
      return fail({ kind: 'malformed', told: false });
    return answer;
  }
}
