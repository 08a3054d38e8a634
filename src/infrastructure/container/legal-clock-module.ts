import { AbsenceGateway } from '../../application/legal-clock/absence-gateway';
import { ReportAbsence } from '../../application/legal-clock/report-absence';
import { EmployeeGateway } from '../../application/people/employee-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AbsenceReportViewModel } from '../../ui/screens/legal-clock/absence-report-view-model';
import { LegalClockViewModels } from '../../ui/screens/legal-clock/legal-clock-view-models';
import { portalModule } from './binder';

/** The legal clock: the employer's sick and recovery reports. */
export const legalClockModule = portalModule((b) => {
  b.construct(ReportAbsence, [AbsenceGateway, EmployeeGateway, Clock, Notifier]);
  b.factories(LegalClockViewModels, (get) => ({
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
