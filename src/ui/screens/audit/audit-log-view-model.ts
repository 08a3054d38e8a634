import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AuditCsvLabels } from '../../../application/audit/audit-csv';
import type { AuditExport, ListAuditLog } from '../../../application/audit/list-audit-log';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AuditAction, AuditEntry, AuditLogQuery, AuditUser } from '../../../domain/audit/audit-entry';
import { AUDIT_ACTIONS } from '../../../domain/audit/audit-entry';
import type { ListDefinition, ListRequest } from '../../list/list-request';
import { ListViewModel } from '../../list/list-view-model';
import { identifier, oneOf, plainDate } from '../../list/url-codecs';

export interface AuditFilters {
  readonly user: string | null;
  readonly entityType: string | null;
  readonly action: AuditAction | null;
  readonly from: Temporal.PlainDate | null;
  readonly to: Temporal.PlainDate | null;
}

type AuditSortField = 'at';

/**
 * /auditLog on the shared list view-model. Kind of record, action and period go into the address bar;
 * the person does not, since a link must say nothing about a person (ListDefinition.urlFilters).
 */
export const AUDIT_LOG_LIST: ListDefinition<AuditEntry, AuditFilters, AuditSortField> = {
  rowKey: (entry) => entry.id,
  filters: { user: null, entityType: null, action: null, from: null, to: null },
  sort: { field: 'at', direction: 'desc' },
  sortFields: ['at'],
  pageSizes: [10, 25, 50, 100],
  defaultSize: 100,
  urlFilters: {
    entityType: identifier({ param: 'kind' }),
    action: oneOf(AUDIT_ACTIONS),
    from: plainDate(),
    to: plainDate(),
  },
};

const queryOf = (request: ListRequest<AuditFilters, AuditSortField>): AuditLogQuery => ({
  userId: request.filters.user,
  entityType: request.filters.entityType,
  action: request.filters.action,
  from: request.filters.from,
  to: request.filters.to,
  direction: request.sort?.direction ?? 'desc',
  page: request.page,
  size: request.size,
});

/** Where the last export stands: none yet, running, failed, or done (maybe not with every entry). */
export type ExportState = 'idle' | 'exporting' | 'failed' | AuditExport;

/** The audit log, filtered, and its export of what the filters show. */
export class AuditLogViewModel {
  readonly list: ListViewModel<AuditEntry, AuditFilters, AuditSortField>;
  users: readonly AuditUser[] = [];
  exportState: ExportState = 'idle';
  /** How much of an export under way has been fetched, 0 to 100. */
  exportPercent = 0;
  private exporting: AbortController | null = null;

  constructor(
    private readonly listAuditLog: ListAuditLog,
    scheduler: Scheduler,
  ) {
    this.list = new ListViewModel(
      AUDIT_LOG_LIST,
      (request, signal) => listAuditLog.execute(queryOf(request), signal),
      scheduler,
    );
    makeAutoObservable<AuditLogViewModel, 'listAuditLog' | 'exporting'>(
      this,
      {
        list: false,
        listAuditLog: false,
        exporting: false,
        users: observableRef,
        exportState: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The export's file holds fewer entries than the filters match. */
  get exportIncomplete(): AuditExport | null {
    const state = this.exportState;
    return typeof state === 'object' && !state.complete ? state : null;
  }

  /** The entries the filters show, every page of them, as a CSV file with its header in `labels`. */
  async exportCsv(labels: AuditCsvLabels): Promise<void> {
    if (this.exportState === 'exporting') return;
    const controller = new AbortController();
    this.exporting = controller;
    this.exportState = 'exporting';
    this.exportPercent = 0;
    const answer = await this.listAuditLog.exportCsv(
      queryOf(this.list.request),
      labels,
      controller.signal,
      (share) =>
        runInAction(() => {
          if (this.exporting === controller) this.exportPercent = Math.round(share * 100);
        }),
    );
    if (controller.signal.aborted) return;
    runInAction(() => {
      this.exporting = null;
      this.exportState = answer.ok ? answer.value : 'failed';
    });
  }

  /** Stops the export under way; no file is saved. */
  cancelExport(): void {
    this.exporting?.abort();
    this.exporting = null;
    if (this.exportState === 'exporting') this.exportState = 'idle';
  }

  attach(): () => void {
    const detach = this.list.attach();
    const controller = new AbortController();
    void this.listAuditLog.users(controller.signal).then((users) => {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.users = users;
      });
    });
    return () => {
      controller.abort();
      this.exporting?.abort();
      runInAction(() => {
        this.exporting = null;
        if (this.exportState === 'exporting') this.exportState = 'idle';
      });
      detach();
    };
  }
}
