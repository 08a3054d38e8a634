import { token } from '../../../application/platform/token';
import type { AbsenceReportViewModel } from './absence-report-view-model';
import type { DashboardSignalsViewModel } from './dashboard-signals-view-model';
import type { DossierCaseViewModel } from './dossier-case-view-model';

export const LegalClockViewModels = token<LegalClockViewModels>('LegalClockViewModels');
/** The view-models of the legal clock's screens, each call a new one. */
export interface LegalClockViewModels {
  /** The sick and recovery report, on the employee the address names, if any. */
  absenceReport(employeeId: string | null): AbsenceReportViewModel;
  /** A dossier's case on its legal clock (the dossier's place for it). */
  dossierCase(dossierId: string): DossierCaseViewModel;
  /** What is late and coming across the reader's cases (the dashboard's place for it). */
  dashboardSignals(): DashboardSignalsViewModel;
}
