import { AbsenceGateway } from '../../application/legal-clock/absence-gateway';
import { FollowCases } from '../../application/legal-clock/follow-cases';
import { ReportAbsence } from '../../application/legal-clock/report-absence';
import { EmployeeGateway } from '../../application/people/employee-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AbsenceReportViewModel } from '../../ui/screens/legal-clock/absence-report-view-model';
import { DashboardSignalsViewModel } from '../../ui/screens/legal-clock/dashboard-signals-view-model';
import { DossierCaseViewModel } from '../../ui/screens/legal-clock/dossier-case-view-model';
import { LegalClockViewModels } from '../../ui/screens/legal-clock/legal-clock-view-models';
import { portalModule } from './binder';

/** The legal clock: the employer's sick and recovery reports, and the cases followed on it. */
export const legalClockModule = portalModule((b) => {
  b.construct(ReportAbsence, [AbsenceGateway, EmployeeGateway, Clock, Notifier]);
  b.construct(FollowCases, [AbsenceGateway, Clock]);
  b.factories(LegalClockViewModels, (get) => ({
    dossierCase: (dossierId) => new DossierCaseViewModel(get(FollowCases), get(SessionStore), dossierId),
    dashboardSignals: () => new DashboardSignalsViewModel(get(FollowCases), get(SessionStore)),
    absenceReport: (employeeId) =>
      new AbsenceReportViewModel(
        get(ReportAbsence),
        get(Clock),
        get(Scheduler),
        get(SessionStore),
        employeeId,
      ),
  }));
});
