import { deleteFrom } from '../../domain/agenda/recurrence';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { AgendaGateway, Appointment } from './agenda-gateway';
import type { DeleteFailure } from './delete-appointment';
import { mailsEmployee, tellDeleted, tellDeleteFailure } from './delete-appointment';

/** What a deletion of a series from a date did. */
export interface SeriesDeletion {
  /** The ids of the appointments given (those loaded) that are gone: the chosen one and every later one. */
  readonly removedIds: readonly string[];
  /** How many the back office removed and kept in all (also those not loaded). */
  readonly removed: number;
  readonly kept: number;
}

/**
 * Deleting a recurring appointment from its date on (spec section 7, POST
 * v3/agenda/appointments/recurring/{id}/delete with appointmentId, dateFrom and email): every earlier
 * occurrence stays and the series ends the day before (the domain's `deleteFrom`), the employee is
 * told by e-mail when asked and there is one. An appointment outside a series is refused before
 * anything is sent.
 */
export class DeleteRecurringAppointment {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    appointment: Appointment,
    options: { readonly tellEmployee: boolean },
    loaded: readonly Appointment[] = [],
  ): Promise<Result<SeriesDeletion, DeleteFailure | 'appointment.delete.notInSeries'>> {
    const { seriesId } = appointment;
    if (seriesId === null) return fail('appointment.delete.notInSeries');
    const dateFrom = appointment.start.toPlainDate();
    const members = [
      appointment,
      ...loaded.filter((other) => other.seriesId === seriesId && other.id !== appointment.id),
    ];
    const { removed } = deleteFrom(
      members.map((member) => ({ id: member.id, date: member.start.toPlainDate() })),
      dateFrom,
    );
    const mails = mailsEmployee(appointment, options.tellEmployee);
    const answer = await this.agenda.removeSeriesFrom(seriesId, appointment.id, dateFrom, mails);
    if (!answer.ok) return fail(tellDeleteFailure(this.notifier, answer.error));
    tellDeleted(this.notifier, appointment, mails, {
      done: 'agenda.notices.seriesDeleted',
      told: 'agenda.notices.seriesDeletedTold',
    });
    return ok({ removedIds: removed.map((member) => member.id), ...answer.value });
  }
}
