import type { AuditAction, AuditEntry, AuditValue } from '../../domain/audit/audit-entry';
import { csvOf } from '../../domain/report/report-csv';

/** What the CSV's texts are in the user's language: the header row and the names of codes. */
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
}

/** A byte order mark, so a spreadsheet opens the UTF-8 file with its accents intact. */
const BOM = '\uFEFF';

const valueText = (value: AuditValue): string =>
  value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** The moment as Amsterdam's wall clock, the way the screen shows it: 2026-03-02 09:15:00. */
const momentText = (entry: AuditEntry): string =>
  entry.at
    .toZonedDateTimeISO('Europe/Amsterdam')
    .toPlainDateTime()
    .toString({ smallestUnit: 'second' })
    .replace('T', ' ');

/**
 * The entries as a semicolon-separated file (what a Dutch spreadsheet reads), with a header row; each
 * change on a line of its own within its cell, "field: from → to".
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
    momentText(entry),
    entry.user.name,
    labels.action(entry.action),
    labels.entityType(entry.entity.type),
    entry.entity.label,
    entry.changes
      .map((change) => `${change.field}: ${valueText(change.from)} → ${valueText(change.to)}`)
      .join('\n'),
  ]);
  return BOM + csvOf([header, ...rows]);
}
