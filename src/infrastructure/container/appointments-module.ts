import { ChangeAppointmentStatus } from '../../application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../application/agenda/follow-agenda-changes';
import { ListAppointments } from '../../application/agenda/list-appointments';
import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { OperationGateway } from '../../application/locations/location-gateway';
import { Clock } from '../../application/platform/clock';
import { Scheduler } from '../../application/platform/scheduler';
import {
  AppointmentListViewModel,
  EmployerAppointmentListViewModel,
} from '../../ui/screens/agenda/appointment-list-view-model';
import { AppointmentsViewModels } from '../../ui/screens/agenda/appointments-view-models';
import { portalModule } from './binder';

/** The appointment lists (the planner's and the employer's): their use case and view-models. */
export const appointmentsModule = portalModule((b) => {
  b.construct(ListAppointments, [AgendaGateway, OperationGateway]);
  b.construct(AppointmentListViewModel, [
    ListAppointments,
    ChangeAppointmentStatus,
    Clock,
    Scheduler,
    FollowAgendaChanges,
  ]);
  b.construct(EmployerAppointmentListViewModel, [ListAppointments, Clock, Scheduler, FollowAgendaChanges]);
  b.factories(AppointmentsViewModels, (get) => ({
    appointmentList: () => get(AppointmentListViewModel),
    employerAppointmentList: () => get(EmployerAppointmentListViewModel),
  }));
});
