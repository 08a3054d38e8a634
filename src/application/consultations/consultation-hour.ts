import type { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '../../domain/agenda/appointment';
import type { ConsultationMoment } from '../../domain/consultations/consultation-day';
import { consultationMoment } from '../../domain/consultations/consultation-day';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { AgendaChange } from '../agenda/agenda-change-feed';
import type { AgendaColumn, AgendaGateway, Appointment } from '../agenda/agenda-gateway';
import type { ChangeAppointmentStatus } from '../agenda/change-appointment-status';
import type { FollowAgendaChanges } from '../agenda/follow-agenda-changes';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { Consultation, ConsultationDay, ConsultationGateway } from './consultation-gateway';

/** The statuses the consultation hour marks, one keystroke each. */
export const DAY_STATUSES: readonly AppointmentStatus[] = ['arrived', 'completed', 'no_show'];

/** Why a setting was not saved: next to the field in the server's words, or no usable answer. */
export type SettingsFailure =
  { readonly kind: 'field'; readonly message: string } | { readonly kind: 'unavailable' };

/** Whether a change of the agenda touches one professional's day: what it is now, or where it was. */
export function touchesDay(change: AgendaChange, userId: string, date: Temporal.PlainDate): boolean {
  const onDay = (userOfIt: string, start: Temporal.ZonedDateTime) =>
    userOfIt === userId && start.withTimeZone(SLOT_TIME_ZONE).toPlainDate().equals(date);
  return (
    onDay(change.appointment.userId, change.appointment.start) ||
    (change.previous !== null && onDay(change.previous.userId, change.previous.start))
  );
}

/**
 * A professional's day as it happens: the consultations with where each stands now (the domain's
 * rule, consultation-day.ts), the statuses marked through the agenda's own status move (its rules, its
 * messages), each with an undo where the domain allows the way back, and the day kept up to date by
 * the agenda's live changes.
 */
export class ConsultationHour {
  constructor(
    private readonly gateway: ConsultationGateway,
    private readonly agenda: AgendaGateway,
    private readonly statuses: ChangeAppointmentStatus,
    private readonly changes: FollowAgendaChanges,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  day(
    userId: string | null,
    date: Temporal.PlainDate,
    signal?: AbortSignal,
    background = false,
  ): Promise<Result<ConsultationDay, GatewayFailure>> {
    return this.gateway.day(userId, date, signal, { background });
  }

  /** The professionals whose day the reader may open: the people among the agendas they see. */
  async professionals(): Promise<Result<readonly AgendaColumn[], GatewayFailure>> {
    const columns = await this.agenda.columns();
    return columns.ok ? ok(columns.value.filter((column) => column.kind === 'user')) : columns;
  }

  today(): Temporal.PlainDate {
    return this.clock.today();
  }

  /** Where the consultation stands at this moment. */
  moment(consultation: Consultation, lateAfterMinutes: number): ConsultationMoment {
    const { appointment, arrivedAt } = consultation;
    return consultationMoment(
      { start: appointment.start.toInstant(), status: appointment.status, arrivedAt },
      this.clock.now().toInstant(),
      lateAfterMinutes,
    );
  }

  /**
   * The day's statuses the consultation may be marked with now (arrived, completed, no-show): an
   * employee who is here is no no-show (a mistaken arrival is undone instead).
   */
  choices(appointment: Appointment): readonly AppointmentStatus[] {
    const possible = this.statuses.choices(appointment);
    return DAY_STATUSES.filter(
      (status) => possible.includes(status) && !(status === 'no_show' && appointment.status === 'arrived'),
    );
  }

  /**
   * Marks the consultation; the message offers to undo it where the domain has a way back (a mistaken
   * arrival or no-show goes back to where it was; a completed consultation is final). Answers the
   * appointment as the back office now has it.
   */
  async mark(
    appointment: Appointment,
    status: AppointmentStatus,
    onChanged: (appointment: Appointment) => void,
  ): Promise<Result<Appointment, 'refused'>> {
    const moved = await this.statuses.quietly(appointment, status, false);
    if (!moved.ok) {
      this.notifier.notify(
        moved.error.message
          ? { type: 'error', title: moved.error.message, verbatim: true }
          : moved.error.code === 'appointment.status.unavailable'
            ? { type: 'error', title: 'consultations.problems.unavailable' }
            : { type: 'error', title: 'consultations.problems.notNow' },
      );
      return fail('refused');
    }
    const name = appointment.employee?.name ?? '';
    const way = this.statuses.wayBack(moved.value, appointment.status);
    this.notifier.notify({
      type: 'success',
      title: `consultations.marked.${status}`,
      values: { name },
      ...(way
        ? { action: { label: 'consultations.undo', run: () => void this.undo(moved.value, way, onChanged) } }
        : {}),
    });
    return ok(moved.value);
  }

  private async undo(
    appointment: Appointment,
    way: readonly AppointmentStatus[],
    onChanged: (appointment: Appointment) => void,
  ): Promise<void> {
    let current = appointment;
    for (const step of way) {
      const moved = await this.statuses.quietly(current, step, false);
      if (!moved.ok) {
        this.notifier.notify(
          moved.error.message
            ? { type: 'error', title: moved.error.message, verbatim: true }
            : { type: 'error', title: 'consultations.problems.undoFailed' },
        );
        return;
      }
      current = moved.value;
      onChanged(current);
    }
    this.notifier.notify({ type: 'info', title: 'consultations.undone' });
  }

  /** Tells `listener` when someone else changed the day of `userId` on `date` (or the feed lost track). */
  follow(
    day: () => { readonly userId: string; readonly date: Temporal.PlainDate } | null,
    listener: () => void,
  ) {
    return this.changes.execute((event) => {
      const current = day();
      if (!current) return;
      if (
        event.type === 'reload' ||
        event.changes.some((change) => touchesDay(change, current.userId, current.date))
      )
        listener();
    });
  }

  /** Saves when a consultation counts as late; a refusal is said next to the field. */
  async saveLateAfter(minutes: number): Promise<Result<number, SettingsFailure>> {
    const saved = await this.gateway.saveSettings({ lateAfterMinutes: minutes });
    if (saved.ok) {
      this.notifier.notify({ type: 'success', title: 'consultations.settings.saved' });
      return ok(saved.value.lateAfterMinutes);
    }
    const failure = saved.error;
    if (failure.kind === 'rejected') {
      const message = failure.fieldErrors['lateAfterMinutes']?.[0] ?? failure.message;
      return fail({ kind: 'field', message });
    }
    return fail({ kind: 'unavailable' });
  }
}
