import type { Result } from '../../domain/shared/result';
import type { AgendaGateway, AppointmentLogEntry } from '../agenda/agenda-gateway';
import type { GatewayFailure } from '../platform/gateway-failure';

export type { AppointmentLogEntry } from '../agenda/agenda-gateway';

/**
 * An appointment's history as it happened: who booked, changed or deleted it, and each reminder the
 * back office sent the employee, newest first, without medical information (the back office leaves
 * it out).
 */
export class ReadAppointmentHistory {
  constructor(private readonly agenda: AgendaGateway) {}

  execute(
    appointmentId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AppointmentLogEntry[], GatewayFailure>> {
    return this.agenda.history(appointmentId, signal);
  }
}
