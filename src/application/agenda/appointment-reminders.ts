import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { AgendaGateway, AppointmentReminder } from './agenda-gateway';

/**
 * What the employee was reminded of an appointment, and what is still to come: the back office plans
 * and sends the reminders (the domain's rule, appointment-reminders.ts); an appointment's details show them.
 */
export class ReadAppointmentReminders {
  constructor(private readonly agenda: AgendaGateway) {}

  async of(
    appointmentId: string,
    signal?: AbortSignal,
  ): Promise<Result<readonly AppointmentReminder[], GatewayFailure>> {
    const answer = await this.agenda.appointment(appointmentId, signal);
    return answer.ok ? ok(answer.value.reminders) : answer;
  }
}
