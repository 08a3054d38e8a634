import { token } from '../../../application/platform/token';
import type { DataExportViewModel } from './data-export-view-model';
import type { RecoveryReportViewModel } from './recovery-report-view-model';
import type { WgaReportViewModel } from './wga-report-view-model';

export const ReportViewModels = token<ReportViewModels>('ReportViewModels');
/** The view-models of the report screens, each call a new one. */
export interface ReportViewModels {
  wgaReport(): WgaReportViewModel;
  recoveryReport(): RecoveryReportViewModel;
  /** The data export on the recovery report's screen. */
  dataExport(): DataExportViewModel;
}
