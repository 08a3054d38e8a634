import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { AgendaGateway, Appointment } from './agenda-gateway';

export type DeleteFailure =
  /** The back office refused; its own message was shown. */
  | 'appointment.delete.refused'
  /** No usable answer; the user has been told. */
  | 'appointment.delete.unavailable';

/** Whether to tell the employee by e-mail: only an appointment with an employee has someone to tell. */
export const mailsEmployee = (appointment: Appointment, tellEmployee: boolean): boolean =>
  tellEmployee && appointment.employee !== null;

/** Says a delete is done, and whom the e-mail went to when the employee was told. */
export function tellDeleted(
  notifier: Notifier,
  appointment: Appointment,
  mailed: boolean,
  titles: { readonly done: string; readonly told: string },
): void {
  notifier.notify(
    mailed && appointment.employee
      ? { type: 'success', title: titles.told, values: { name: appointment.employee.name } }
      : { type: 'success', title: titles.done },
  );
}

/** Says why a delete failed: the back office's words, or that it could not be reached. */
export function tellDeleteFailure(notifier: Notifier, failure: GatewayFailure): DeleteFailure {
  if (failure.kind === 'rejected') {
    if (!failure.told)
      notifier.notify(
        failure.message.trim()
          ? { type: 'error', title: failure.message, verbatim: true }
          : { type: 'error', title: 'common.somethingWentWrong' },
      );
    return 'appointment.delete.refused';
  }
  if (!needsNoMessage(failure)) notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
  return 'appointment.delete.unavailable';
}

/**
 * Deleting one appointment (POST v3/agenda/appointments/{id}/delete), telling the employee by e-mail
 * when asked and there is one. A success is said as a toast, a refusal in the back office's words.
 */
export class DeleteAppointment {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    appointment: Appointment,
    options: { readonly tellEmployee: boolean },
  ): Promise<Result<void, DeleteFailure>> {
    const mails = mailsEmployee(appointment, options.tellEmployee);
    const answer = await this.agenda.remove(appointment.id, mails);
    if (!answer.ok) return fail(tellDeleteFailure(this.notifier, answer.error));
    this.notifier.notify(
      mails && appointment.employee
        ? {
            type: 'success',
            title: 'agenda.notices.deletedTold',
            values: { name: appointment.employee.name },
          }
        : { type: 'success', title: 'agenda.notices.deleted' },
    );
    return ok(undefined);
  }
}
