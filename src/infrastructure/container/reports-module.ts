import { EmployeeGateway } from '../../application/people/employee-gateway';
import { Clock } from '../../application/platform/clock';
import { FileDownload } from '../../application/platform/file-download';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { ExportData } from '../../application/reports/export-data';
import { ListWgaReports } from '../../application/reports/list-wga-reports';
import { MakeWgaReport } from '../../application/reports/make-wga-report';
import { ReadRecoveryReport } from '../../application/reports/read-recovery-report';
import { ReportGateway } from '../../application/reports/report-gateway';
import { DataExportViewModel } from '../../ui/screens/reports/data-export-view-model';
import { RecoveryReportViewModel } from '../../ui/screens/reports/recovery-report-view-model';
import { ReportViewModels } from '../../ui/screens/reports/report-view-models';
import { WgaReportViewModel } from '../../ui/screens/reports/wga-report-view-model';
import { portalModule } from './binder';

/** Reports: the WGA report with the reports made, the absence and recovery report, and the data export. */
export const reportsModule = portalModule((b) => {
  b.construct(MakeWgaReport, [ReportGateway, EmployeeGateway, Clock, Notifier]);
  b.construct(ListWgaReports, [ReportGateway]);
  b.construct(ReadRecoveryReport, [ReportGateway, Clock, Notifier]);
  b.construct(ExportData, [ReportGateway, EmployeeGateway, FileDownload, Clock, Notifier]);
  b.construct(WgaReportViewModel, [MakeWgaReport, ListWgaReports, Scheduler]);
  b.construct(RecoveryReportViewModel, [ReadRecoveryReport, FileDownload]);
  b.construct(DataExportViewModel, [ExportData]);
  b.factories(ReportViewModels, (get) => ({
    wgaReport: () => get(WgaReportViewModel),
    recoveryReport: () => get(RecoveryReportViewModel),
    dataExport: () => get(DataExportViewModel),
  }));
});
