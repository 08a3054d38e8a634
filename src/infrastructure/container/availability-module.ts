import { AddHolidayYear } from '../../application/availability/add-holiday-year';
import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { AddTimeConstraint } from '../../application/availability/add-time-constraint';
import { AgendaUserGateway } from '../../application/availability/agenda-user-gateway';
import { AvailabilityGateway } from '../../application/availability/availability-gateway';
import { CancelAppointmentsHit } from '../../application/availability/cancel-appointments-hit';
import { ChangeAppointmentStatus } from '../../application/agenda/change-appointment-status';
import { CheckScheduleOperations } from '../../application/availability/check-schedule-operations';
import { DeleteHoliday } from '../../application/availability/delete-holiday';
import { DeletePersonalDayOff } from '../../application/availability/delete-personal-day-off';
import { DeleteSchedule } from '../../application/availability/delete-schedule';
import { FindAppointmentsHit } from '../../application/availability/find-appointments-hit';
import { HolidayGateway } from '../../application/availability/holiday-gateway';
import { ListHolidays } from '../../application/availability/list-holidays';
import { ListPersonalDaysOff } from '../../application/availability/list-personal-days-off';
import { ListScheduleChoices } from '../../application/availability/list-schedule-choices';
import { ListSchedules } from '../../application/availability/list-schedules';
import { PersonalDaysOffGateway } from '../../application/availability/personal-days-off-gateway';
import { PreviewAvailability } from '../../application/availability/preview-availability';
import { RemoveTimeConstraint } from '../../application/availability/remove-time-constraint';
import { RestoreSchedule } from '../../application/availability/restore-schedule';
import { SaveAgendaUserSettings } from '../../application/availability/save-agenda-user-settings';
import { SaveHoliday } from '../../application/availability/save-holiday';
import { SavePersonalDayOff } from '../../application/availability/save-personal-day-off';
import { SaveSchedule } from '../../application/availability/save-schedule';
import { ScheduleGateway } from '../../application/availability/schedule-gateway';
import { ShowAgendaUser } from '../../application/availability/show-agenda-user';
import { LocationGateway, OperationGateway } from '../../application/locations/location-gateway';
import { Clock } from '../../application/platform/clock';
import { Navigator } from '../../application/platform/navigator';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AgendaSettingsViewModel } from '../../ui/screens/availability/agenda-settings-view-model';
import { AvailabilityViewModels } from '../../ui/screens/availability/availability-view-models';
import { HolidaysViewModel } from '../../ui/screens/availability/holidays-view-model';
import { PersonalDayOffFormViewModel } from '../../ui/screens/availability/personal-day-off-form-view-model';
import { PersonalDaysOffViewModel } from '../../ui/screens/availability/personal-days-off-view-model';
import { ScheduleExceptions } from '../../ui/screens/availability/schedule-exceptions';
import { ScheduleFormViewModel } from '../../ui/screens/availability/schedule-form-view-model';
import { ScheduleListViewModel } from '../../ui/screens/availability/schedule-list-view-model';
import { portalModule } from './binder';

/**
 * Availability: schedules with their exceptions, personal days off, national holidays and agenda
 * users' settings. The schedule form's choice of locations and operations reads the locations area's
 * gateways (bound by its module); what a day off or a schedule change hits reads the agenda's, and
 * cancelling what it hits is the agenda's status move (its use case, loaded with this area).
 */
export const availabilityModule = portalModule((b) => {
  b.construct(ListSchedules, [ScheduleGateway]);
  b.construct(SaveSchedule, [ScheduleGateway, Notifier]);
  b.construct(DeleteSchedule, [ScheduleGateway, Notifier]);
  b.construct(RestoreSchedule, [ScheduleGateway, Notifier]);
  b.construct(CheckScheduleOperations, [ScheduleGateway]);
  b.construct(ListScheduleChoices, [LocationGateway, OperationGateway]);
  b.construct(PreviewAvailability, [AvailabilityGateway]);
  b.construct(AddTimeConstraint, [ScheduleGateway, Notifier]);
  b.construct(RemoveTimeConstraint, [ScheduleGateway, Notifier]);
  b.construct(ListPersonalDaysOff, [PersonalDaysOffGateway]);
  b.construct(SavePersonalDayOff, [PersonalDaysOffGateway, Notifier]);
  b.construct(DeletePersonalDayOff, [PersonalDaysOffGateway, Notifier]);
  b.construct(ListHolidays, [HolidayGateway]);
  b.construct(AddHolidayYear, [HolidayGateway, Notifier]);
  b.construct(SaveHoliday, [HolidayGateway, Notifier]);
  b.construct(DeleteHoliday, [HolidayGateway, Notifier]);
  b.construct(ShowAgendaUser, [AgendaUserGateway]);
  b.construct(FindAppointmentsHit, [AgendaGateway, Clock]);
  b.construct(CancelAppointmentsHit, [ChangeAppointmentStatus, Notifier]);
  b.construct(SaveAgendaUserSettings, [AgendaUserGateway, Notifier]);

  // The holidays screen has no parameter and is bound as a class; the others take the route's ids,
  // so their factories below make them with `new`, from dependencies the container resolves.
  b.construct(HolidaysViewModel, [ListHolidays, AddHolidayYear, SaveHoliday, DeleteHoliday, Clock]);
  b.factories(AvailabilityViewModels, (get) => ({
    scheduleList: (userId) =>
      new ScheduleListViewModel(
        get(ShowAgendaUser),
        get(ListSchedules),
        get(ListScheduleChoices),
        get(DeleteSchedule),
        get(RestoreSchedule),
        get(SessionStore),
        get(Clock),
        userId,
      ),
    scheduleForm: (userId, scheduleId) =>
      new ScheduleFormViewModel(
        get(ShowAgendaUser),
        get(ListSchedules),
        get(ListScheduleChoices),
        get(CheckScheduleOperations),
        get(SaveSchedule),
        get(DeleteSchedule),
        get(RestoreSchedule),
        get(PreviewAvailability),
        get(FindAppointmentsHit),
        get(CancelAppointmentsHit),
        get(SessionStore),
        get(Navigator),
        get(Clock),
        get(Scheduler),
        scheduleId
          ? new ScheduleExceptions(
              get(AddTimeConstraint),
              get(RemoveTimeConstraint),
              get(FindAppointmentsHit),
              get(CancelAppointmentsHit),
              userId,
              scheduleId,
            )
          : null,
        userId,
        scheduleId,
      ),
    personalDaysOff: (userId) =>
      new PersonalDaysOffViewModel(
        get(ShowAgendaUser),
        get(ListPersonalDaysOff),
        get(DeletePersonalDayOff),
        get(SessionStore),
        get(Clock),
        userId,
      ),
    personalDayOffForm: (userId, dayOffId) =>
      new PersonalDayOffFormViewModel(
        get(ShowAgendaUser),
        get(ListPersonalDaysOff),
        get(SavePersonalDayOff),
        get(DeletePersonalDayOff),
        get(FindAppointmentsHit),
        get(CancelAppointmentsHit),
        get(SessionStore),
        get(Navigator),
        get(Clock),
        userId,
        dayOffId,
      ),
    holidays: () => get(HolidaysViewModel),
    agendaSettings: (agendasUuid) =>
      new AgendaSettingsViewModel(
        get(ShowAgendaUser),
        get(ListScheduleChoices),
        get(SaveAgendaUserSettings),
        get(SessionStore),
        get(Navigator),
        agendasUuid,
      ),
  }));
});
