import { token } from '../../../application/platform/token';
import type {
  AppointmentListViewModel,
  EmployerAppointmentListViewModel,
} from './appointment-list-view-model';

export const AppointmentsViewModels = token<AppointmentsViewModels>('AppointmentsViewModels');
/**
 * The view-models of the appointment lists, each call a new one: they load with a list's first screen
 * (the lazy area `appointments`), not with the agenda.
 */
export interface AppointmentsViewModels {
  appointmentList(): AppointmentListViewModel;
  employerAppointmentList(): EmployerAppointmentListViewModel;
}
