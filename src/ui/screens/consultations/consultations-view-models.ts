import { token } from '../../../application/platform/token';
import type { AppointmentHistoryViewModel } from './appointment-history-view-model';
import type { AttendanceReportViewModel } from './attendance-report-view-model';
import type { ConsultationHourViewModel } from './consultation-hour-view-model';
import type { ReminderSettingsViewModel } from './reminder-settings-view-model';

export const ConsultationsViewModels = token<ConsultationsViewModels>('ConsultationsViewModels');
/** The view-models of the consultation hour's screens, each call a new one. */
export interface ConsultationsViewModels {
  consultationHour(): ConsultationHourViewModel;
  attendanceReport(): AttendanceReportViewModel;
  reminderSettings(): ReminderSettingsViewModel;
  /** An appointment's history, in its details (the agenda's place for it). */
  appointmentHistory(appointmentId: string): AppointmentHistoryViewModel;
}
