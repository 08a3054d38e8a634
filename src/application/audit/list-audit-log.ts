import type { AuditLogQuery, AuditUser } from '../../domain/audit/audit-entry';
import { normalAuditLogQuery } from '../../domain/audit/audit-entry';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { FileDownload } from '../platform/file-download';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AuditGateway, AuditPage } from './audit-gateway';
import type { AuditCsvLabels } from './audit-csv';
import { auditCsv } from './audit-csv';

/** An export asks for pages this large, and at most this many of them. */
export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_MAX_PAGES = 10;

/** What an export handed over: how many entries, and whether that was every one the filters match. */
export interface AuditExport {
  readonly entries: number;
  readonly complete: boolean;
}

/**
 * The audit log (/auditLog): a page of the entries, filtered on person, kind of record, action and
 * period; the people to filter on; and the current filter's entries as a CSV file. `execute` answers
 * what the shared list view-model's loader answers, so a failure is the gateway's and the list shows
 * it; the HTTP client has told the user.
 */
export class ListAuditLog {
  constructor(
    private readonly gateway: AuditGateway,
    private readonly download: FileDownload,
    private readonly clock: Clock,
  ) {}

  execute(query: AuditLogQuery, signal?: AbortSignal): Promise<Result<AuditPage, GatewayFailure>> {
    return this.gateway.entries(normalAuditLogQuery(query), signal);
  }

  /** The people in the log; none when they cannot be read (the filter then offers only "everyone"). */
  async users(signal?: AbortSignal): Promise<readonly AuditUser[]> {
    const answer = await this.gateway.users(signal);
    return answer.ok ? answer.value : [];
  }

  /**
   * Every entry the query's filters match, in its order, as a CSV file with the header in the user's
   * language. At most EXPORT_MAX_PAGES pages of EXPORT_PAGE_SIZE: beyond that the file holds the first
   * ones and says `complete: false`, so the user narrows the period rather than waits. `onProgress`
   * hears the share fetched (0 to 1) after each page.
   */
  async exportCsv(
    query: AuditLogQuery,
    labels: AuditCsvLabels,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<Result<AuditExport, GatewayFailure>> {
    const entries: AuditEntry[] = [];
    let total = 0;
    for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
      const answer = await this.gateway.entries(
        normalAuditLogQuery({ ...query, page, size: EXPORT_PAGE_SIZE }),
        signal,
      );
      if (!answer.ok) return answer;
      // Cancelled meanwhile: no file, whatever the last page answered.
      if (signal?.aborted) return fail({ kind: 'aborted' });
      entries.push(...answer.value.rows);
      total = answer.value.total;
      const asked = Math.min(total, EXPORT_MAX_PAGES * EXPORT_PAGE_SIZE);
      onProgress?.(asked === 0 ? 1 : Math.min(1, entries.length / asked));
      if (entries.length >= total || answer.value.rows.length < EXPORT_PAGE_SIZE) break;
    }
    const day = this.clock.today().toString();
    this.download.save(`audit-log-${day}.csv`, 'text/csv;charset=utf-8', auditCsv(entries, labels));
    return ok({ entries: entries.length, complete: entries.length >= total });
  }
}
