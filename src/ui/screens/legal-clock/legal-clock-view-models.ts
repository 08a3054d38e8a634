import { token } from '../../../application/platform/token';
import type { AbsenceReportViewModel } from './absence-report-view-model';

export const LegalClockViewModels = token<LegalClockViewModels>('LegalClockViewModels');
/** The view-models of the legal clock's screens, each call a new one. */
export interface LegalClockViewModels {
  /** The sick and recovery report, on the employee the address names, if any. */
  absenceReport(employeeId: string | null): AbsenceReportViewModel;
}
