import type { AppointmentStatus } from '../../../domain/agenda/appointment';
import { APPOINTMENT_STATUSES } from '../../../domain/agenda/appointment';

/** Whether a select's value is one of the statuses. */
export const isAppointmentStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);
