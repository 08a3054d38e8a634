import type { AppointmentStatus } from '../../domain/agenda/appointment';
import type { StatusChangeProblem } from '../../domain/agenda/appointment-status';
import { nextStatuses, statusChangeProblem } from '../../domain/agenda/appointment-status';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { AgendaGateway, Appointment } from './agenda-gateway';

export type StatusChangeFailure =
  | StatusChangeProblem
  /** The server refused it; its own message was shown. */
  | 'appointment.status.refused'
  /** No usable answer; the HTTP client has told the user. */
  | 'appointment.status.unavailable';

/**
 * Moving an appointment to another status. The domain decides first (so nothing impossible is
 * sent), the server decides for real: its refusal is shown in its own words, a success as a toast.
 */
export class ChangeAppointmentStatus {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /** The statuses the appointment may move to now. */
  choices(appointment: Pick<Appointment, 'status' | 'start'>): readonly AppointmentStatus[] {
    const now = this.clock.now().toInstant();
    return nextStatuses(appointment.status).filter(
      (status) => statusChangeProblem(appointment.status, status, { start: appointment.start, now }) === null,
    );
  }

  async execute(
    appointment: Appointment,
    status: AppointmentStatus,
  ): Promise<Result<Appointment, StatusChangeFailure>> {
    const problem = statusChangeProblem(appointment.status, status, {
      start: appointment.start,
      now: this.clock.now().toInstant(),
    });
    if (problem) {
      this.notifier.notify({ type: 'error', title: `appointments.problems.${problemKey(problem)}` });
      return fail(problem);
    }
    const answer = await this.agenda.changeStatus(appointment.id, status);
    if (!answer.ok) {
      const failure = answer.error;
      if (failure.kind === 'rejected') {
        if (!failure.told)
          this.notifier.notify(
            failure.message.trim()
              ? { type: 'error', title: failure.message, verbatim: true }
              : { type: 'error', title: 'appointments.problems.refused' },
          );
        return fail('appointment.status.refused');
      }
      if (!needsNoMessage(failure))
        this.notifier.notify({ type: 'error', title: 'appointments.problems.unavailable' });
      return fail('appointment.status.unavailable');
    }
    this.notifier.notify({ type: 'success', title: `appointments.toasts.changed.${status}` });
    return ok(answer.value);
  }
}

const problemKey = (problem: StatusChangeProblem): 'same' | 'notAllowed' | 'notYet' =>
  problem === 'appointment.status.same'
    ? 'same'
    : problem === 'appointment.status.notAllowed'
      ? 'notAllowed'
      : 'notYet';
