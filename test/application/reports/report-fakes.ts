import { Temporal } from 'temporal-polyfill';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type {
  DataExportQuery,
  ExportFile,
  RecoveryQuery,
  ReportGateway,
  WgaReportPage,
} from '../../../src/application/reports/report-gateway';
import type { RecoveryCounts, RecoveryReport } from '../../../src/domain/reports/recovery-report';
import type { WgaReport } from '../../../src/domain/reports/wga-report';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';

type Answer<T> = Result<T, GatewayFailure>;

export const aWgaReport = (changes: Partial<WgaReport> = {}): WgaReport => ({
  id: '1',
  employmentId: 'm-1',
  employeeName: 'Sanne de Vries',
  employerName: 'Bakkerij De Gouden Korenaar B.V.',
  dateStart: Temporal.PlainDate.from('2026-03-02'),
  createdAt: Temporal.Instant.from('2026-03-02T08:00:00Z'),
  createdBy: 'Linda Hoekstra',
  ...changes,
});

export const someCounts = (changes: Partial<RecoveryCounts> = {}): RecoveryCounts => ({
  employees: 10,
  periodDays: 365,
  absenceDays: 146,
  newAbsences: 4,
  endedAbsences: 2,
  endedAbsenceDays: 30,
  recovered: { sixWeeks: 2, sixMonths: 3, oneYear: 3 },
  ...changes,
});

export const aRecoveryReport = (changes: Partial<RecoveryReport> = {}): RecoveryReport => ({
  from: Temporal.PlainDate.from('2025-03-03'),
  to: Temporal.PlainDate.from('2026-03-02'),
  groupBy: 'employer',
  groups: [
    { id: 'w-1', name: 'Bakkerij', counts: someCounts() },
    { id: 'w-2', name: 'Zorg "Rivierenland"', counts: someCounts({ employees: 30, absenceDays: 0 }) },
  ],
  ...changes,
});

/** A hand-written report gateway: each answer set per test, every call recorded. */
export class FakeReportGateway implements ReportGateway {
  readonly made: { employmentId: string; dateStart: Temporal.PlainDate }[] = [];
  readonly asked: RecoveryQuery[] = [];
  list: Answer<WgaReportPage> = ok({ reports: [aWgaReport()], total: 1 });
  make: Answer<WgaReport> = ok(aWgaReport({ id: '2' }));
  recoveryAnswer: Answer<RecoveryReport> = ok(aRecoveryReport());
  readonly exported: DataExportQuery[] = [];
  exportAnswer: Answer<ExportFile> = ok({
    bytes: new TextEncoder().encode('\uFEFF"employee_id"\r\n'),
    mimeType: 'text/csv',
    fileName: 'employees-2026-03-02.csv',
  });

  wgaReports() {
    return Promise.resolve(this.list);
  }
  makeWgaReport(input: { employmentId: string; dateStart: Temporal.PlainDate }) {
    this.made.push(input);
    return Promise.resolve(this.make);
  }
  recovery(query: RecoveryQuery) {
    this.asked.push(query);
    return Promise.resolve(this.recoveryAnswer);
  }
  exportData(query: DataExportQuery) {
    this.exported.push(query);
    return Promise.resolve(this.exportAnswer);
  }
}
