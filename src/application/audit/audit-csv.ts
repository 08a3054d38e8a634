import type { AuditAction, AuditChange, AuditEntry } from '../../domain/audit/audit-entry';
import { csvOf } from '../../domain/shared/report-csv';

/**
 * The CSV's words in the user's language, the same the screen uses: the header row, the names of
 * codes, the moment as the portal writes it, the record by its name and day, and each change as
 * "Field: from → to" with names for ids.
 */
export interface AuditCsvLabels {
  readonly columns: {
    readonly at: string;
    readonly user: string;
    readonly action: string;
    readonly entityType: string;
    readonly entity: string;
    readonly changes: string;
  };
  readonly action: (action: AuditAction) => string;
  readonly entityType: (type: string) => string;
  readonly moment: (entry: AuditEntry) => string;
  readonly entity: (entry: AuditEntry) => string;
  readonly change: (change: AuditChange, entry: AuditEntry) => string;
}

/** A byte order mark, so a spreadsheet opens the UTF-8 file with its accents intact. */
const BOM = '\uFEFF';

/**
 * The entries as a semicolon-separated file (what a Dutch spreadsheet reads), with a header row; each
 * change on a line of its own within its cell. Every cell goes through the safe cell writer.
 */
export function auditCsv(entries: readonly AuditEntry[], labels: AuditCsvLabels): string {
  const { columns } = labels;
  const header = [
    columns.at,
    columns.user,
    columns.action,
    columns.entityType,
    columns.entity,
    columns.changes,
  ];
  const rows = entries.map((entry) => [
    labels.moment(entry),
    entry.user.name,
    labels.action(entry.action),
    labels.entityType(entry.entity.type),
    labels.entity(entry),
    entry.changes.map((change) => labels.change(change, entry)).join('\n'),
  ]);
  return BOM + csvOf([header, ...rows]);
}
