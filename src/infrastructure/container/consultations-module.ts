import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { ChangeAppointmentStatus } from '../../application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../application/agenda/follow-agenda-changes';
import { ConsultationGateway } from '../../application/consultations/consultation-gateway';
import { ReadAppointmentHistory } from '../../application/consultations/appointment-history';
import { AttendanceReport } from '../../application/consultations/attendance-report';
import { ConsultationHour } from '../../application/consultations/consultation-hour';
import { ReminderSettingsGateway, SetReminders } from '../../application/consultations/reminder-settings';
import { FileDownload } from '../../application/platform/file-download';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AppointmentHistoryViewModel } from '../../ui/screens/consultations/appointment-history-view-model';
import { AttendanceReportViewModel } from '../../ui/screens/consultations/attendance-report-view-model';
import { ReminderSettingsViewModel } from '../../ui/screens/consultations/reminder-settings-view-model';
import { ConsultationHourViewModel } from '../../ui/screens/consultations/consultation-hour-view-model';
import { ConsultationsViewModels } from '../../ui/screens/consultations/consultations-view-models';
import { portalModule } from './binder';

/** The consultation hour: the day as it happens, its statuses moved through the agenda's own use case. */
export const consultationsModule = portalModule((b) => {
  b.construct(ConsultationHour, [
    ConsultationGateway,
    AgendaGateway,
    ChangeAppointmentStatus,
    FollowAgendaChanges,
    Clock,
    Notifier,
  ]);
  b.construct(AttendanceReport, [ConsultationGateway, Clock, FileDownload]);
  b.construct(SetReminders, [ReminderSettingsGateway, Notifier]);
  b.construct(ReadAppointmentHistory, [AgendaGateway]);
  b.factories(ConsultationsViewModels, (get) => ({
    attendanceReport: () => new AttendanceReportViewModel(get(AttendanceReport)),
    reminderSettings: () => new ReminderSettingsViewModel(get(SetReminders)),
    appointmentHistory: (appointmentId) =>
      new AppointmentHistoryViewModel(get(ReadAppointmentHistory), appointmentId),
    consultationHour: () =>
      new ConsultationHourViewModel(get(ConsultationHour), get(SessionStore), get(Scheduler)),
  }));
});
