import { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '../../domain/agenda/appointment';
import type { StatusChangeProblem } from '../../domain/agenda/appointment-status';
import { nextStatuses, statusChangeProblem } from '../../domain/agenda/appointment-status';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { AgendaGateway, Appointment } from './agenda-gateway';
import { mailsEmployee } from './delete-appointment';

export type StatusChangeFailure =
  | StatusChangeProblem
  /** The server refused it; its own message was shown. */
  | 'appointment.status.refused'
  /** No usable answer; the HTTP client has told the user. */
  | 'appointment.status.unavailable';

/** A move that did not happen, told by the caller: why, and the server's own words if it gave any. */
export interface QuietStatusFailure {
  readonly code: StatusChangeFailure;
  readonly message: string | null;
}

/**
 * Moving an appointment to another status. The domain decides first (so nothing impossible is
 * sent), the server decides for real: its refusal is shown in its own words, a success as a toast.
 * An outcome the domain reaches only through other moves (completed after planned) is sent as those
 * moves, one by one, and told as one change.
 */
export class ChangeAppointmentStatus {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The statuses the appointment may move to now: the domain's next moves and, once its time has come,
   * its outcome (completed or no-show) through the moves between.
   */
  choices(appointment: Pick<Appointment, 'status' | 'start'>): readonly AppointmentStatus[] {
    const now = this.clock.now().toInstant();
    const direct = nextStatuses(appointment.status).filter(
      (status) => statusChangeProblem(appointment.status, status, { start: appointment.start, now }) === null,
    );
    const outcomes = OUTCOMES.filter(
      (status) => !direct.includes(status) && this.stepsTo(appointment, status) !== null,
    );
    return [...direct, ...outcomes];
  }

  /**
   * The moves from the appointment's status to `status`: one when the domain allows it directly; for
   * an outcome of an appointment whose time has come, the shortest way through the domain's moves
   * (a consult held after a no-show: confirmed, arrived, completed); null when there is none.
   */
  private stepsTo(
    appointment: Pick<Appointment, 'status' | 'start'>,
    status: AppointmentStatus,
  ): readonly AppointmentStatus[] | null {
    const now = this.clock.now().toInstant();
    const when = { start: appointment.start, now };
    if (statusChangeProblem(appointment.status, status, when) === null) return [status];
    if (!OUTCOMES.includes(status) || Temporal.Instant.compare(appointment.start.toInstant(), now) > 0)
      return null;
    // Breadth first over the domain's moves, so the way found is the shortest.
    const ways = new Map<AppointmentStatus, readonly AppointmentStatus[]>([[appointment.status, []]]);
    const queue: AppointmentStatus[] = [appointment.status];
    for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
      const way = ways.get(from) ?? [];
      for (const next of nextStatuses(from)) {
        if (ways.has(next) || statusChangeProblem(from, next, when) !== null) continue;
        const further = [...way, next];
        if (next === status) return further;
        ways.set(next, further);
        queue.push(next);
      }
    }
    return null;
  }

  /**
   * With `tellEmployee`, a cancellation is e-mailed to the employee (the back office tells only of a
   * cancellation), and the message says who was told.
   */
  async execute(
    appointment: Appointment,
    status: AppointmentStatus,
    options: {
      readonly tellEmployee?: boolean;
      /**
       * The message offers to undo the move where the domain has a way back (a confirmation, an
       * arrival or a no-show marked by mistake; a cancellation and a completion are final), and tells
       * the caller of each move back.
       */
      readonly onUndone?: (appointment: Appointment) => void;
    } = {},
  ): Promise<Result<Appointment, StatusChangeFailure>> {
    const mails = status === 'cancelled' && mailsEmployee(appointment, options.tellEmployee === true);
    const moved = await this.move(appointment, status, mails);
    if (moved.ok) {
      const way = options.onUndone ? this.wayBack(moved.value, appointment.status) : null;
      const onUndone = options.onUndone;
      this.notifier.notify({
        ...(mails && appointment.employee
          ? {
              type: 'success',
              title: 'appointments.toasts.cancelledTold',
              values: { name: appointment.employee.name },
            }
          : { type: 'success', title: `appointments.toasts.changed.${status}` }),
        ...(way && onUndone
          ? {
              action: {
                label: 'appointments.toasts.undo',
                run: () => void this.undo(moved.value, way, onUndone),
              },
            }
          : {}),
      });
      return moved;
    }
    const failure = moved.error;
    if (typeof failure === 'string') {
      this.notifier.notify({ type: 'error', title: `appointments.problems.${problemKey(failure)}` });
      return fail(failure);
    }
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

  /**
   * The moves back from the appointment's status to `to`, directly or through confirmed (an arrival
   * back to planned); null when there is none (a final status, or the status it had is not reachable).
   */
  wayBack(appointment: Appointment, to: AppointmentStatus): readonly AppointmentStatus[] | null {
    const when = { start: appointment.start, now: this.clock.now().toInstant() };
    if (statusChangeProblem(appointment.status, to, when) === null) return [to];
    if (
      statusChangeProblem(appointment.status, 'confirmed', when) === null &&
      statusChangeProblem('confirmed', to, when) === null
    )
      return ['confirmed', to];
    return null;
  }

  /** Goes back along `way`, telling `onUndone` of each move; a refusal in the server's own words. */
  private async undo(
    appointment: Appointment,
    way: readonly AppointmentStatus[],
    onUndone: (appointment: Appointment) => void,
  ): Promise<void> {
    let current = appointment;
    for (const step of way) {
      const moved = await this.quietly(current, step, false);
      if (!moved.ok) {
        this.notifier.notify(
          moved.error.message
            ? { type: 'error', title: moved.error.message, verbatim: true }
            : { type: 'error', title: 'appointments.problems.undoFailed' },
        );
        return;
      }
      current = moved.value;
      onUndone(current);
    }
    this.notifier.notify({ type: 'info', title: 'appointments.toasts.undone' });
  }

  /**
   * The same move for a caller that tells the outcome itself (several appointments at once): no
   * message is shown; a refusal comes back with the server's own words (null when it gave none or no
   * usable answer came). `email` asks the back office to tell the employee (a cancellation).
   */
  async quietly(
    appointment: Appointment,
    status: AppointmentStatus,
    email: boolean,
  ): Promise<Result<Appointment, QuietStatusFailure>> {
    const moved = await this.move(appointment, status, email);
    if (moved.ok) return moved;
    const failure = moved.error;
    if (typeof failure === 'string') return fail({ code: failure, message: null });
    if (failure.kind === 'rejected')
      return fail({ code: 'appointment.status.refused', message: failure.message.trim() || null });
    return fail({ code: 'appointment.status.unavailable', message: null });
  }

  /** The domain's check, then the moves, each from the version the one before left. */
  private async move(
    appointment: Appointment,
    status: AppointmentStatus,
    email: boolean,
  ): Promise<Result<Appointment, StatusChangeProblem | GatewayFailure>> {
    const steps = this.stepsTo(appointment, status);
    const problem = steps
      ? null
      : statusChangeProblem(appointment.status, status, {
          start: appointment.start,
          now: this.clock.now().toInstant(),
        });
    if (!steps || problem) return fail(problem ?? 'appointment.status.notAllowed');
    let answer: Result<Appointment, GatewayFailure> = ok(appointment);
    // A colleague's write in between is refused; the e-mail goes with the last move.
    for (const [index, step] of steps.entries()) {
      const version: number = answer.ok ? answer.value.version : appointment.version;
      answer = await this.agenda.changeStatus(
        appointment.id,
        step,
        version,
        email && index === steps.length - 1,
      );
      if (!answer.ok) break;
    }
    return answer;
  }
}

/** What an appointment came to: offered, once its time has come, through the moves between. */
const OUTCOMES: readonly AppointmentStatus[] = ['completed', 'no_show'];

const problemKey = (problem: StatusChangeProblem): 'same' | 'notAllowed' | 'notYet' =>
  problem === 'appointment.status.same'
    ? 'same'
    : problem === 'appointment.status.notAllowed'
      ? 'notAllowed'
      : 'notYet';
