import { token } from '../../../application/platform/token';
import type {
  AppointmentListViewModel,
  EmployerAppointmentListViewModel,
} from './appointment-list-view-model';
import type { AgendaViewModel } from './agenda-view-model';

export const AgendaViewModels = token<AgendaViewModels>('AgendaViewModels');
/** The view-models of the agenda area, each call a new one. */
export interface AgendaViewModels {
  agenda(): AgendaViewModel;
  appointmentList(): AppointmentListViewModel;
  employerAppointmentList(): EmployerAppointmentListViewModel;
}
