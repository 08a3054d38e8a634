import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { ChangeAppointmentStatus } from '../../application/agenda/change-appointment-status';
import { ListAppointments } from '../../application/agenda/list-appointments';
import { OperationGateway } from '../../application/location/location-gateway';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { AgendaViewModel } from '../../ui/screens/agenda/agenda-view-model';
import { AgendaViewModels } from '../../ui/screens/agenda/agenda-view-models';
import {
  AppointmentListViewModel,
  EmployerAppointmentListViewModel,
} from '../../ui/screens/agenda/appointment-list-view-model';
import { HttpAgendaGateway } from '../agenda/http-agenda-gateway';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The agenda and the appointment lists: the agenda gateway, its use cases and view-models. */
export const agendaModule = portalModule((b) => {
  b.factory(AgendaGateway, [HttpClient], (http) => new HttpAgendaGateway(http)).inSingletonScope();

  b.construct(ListAppointments, [AgendaGateway, OperationGateway]);
  b.construct(ChangeAppointmentStatus, [AgendaGateway, Clock, Notifier]);

  b.construct(AppointmentListViewModel, [ListAppointments, ChangeAppointmentStatus, Clock, Scheduler]);
  b.construct(EmployerAppointmentListViewModel, [ListAppointments, Clock, Scheduler]);
  b.construct(AgendaViewModel, [AgendaGateway, Clock, Notifier]);
  b.factories(AgendaViewModels, (get) => ({
    agenda: () => get(AgendaViewModel),
    appointmentList: () => get(AppointmentListViewModel),
    employerAppointmentList: () => get(EmployerAppointmentListViewModel),
  }));
});
