import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from '../shared/zoned-slot';
import type { AppointmentStatus } from './appointment';

/**
 * The moves an appointment's status may make. A planned or confirmed appointment can be confirmed or
 * taken back to planned, be reported as arrived or as a no-show, or be cancelled. An arrival reported
 * by mistake goes back to confirmed; an arrived employee's consult is completed. A no-show that turns
 * out to be wrong (the employee came late) goes back to confirmed. Completed and cancelled are final:
 * a new appointment is made instead.
 */
export const STATUS_MOVES: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  planned: ['confirmed', 'arrived', 'no_show', 'cancelled'],
  confirmed: ['planned', 'arrived', 'no_show', 'cancelled'],
  arrived: ['confirmed', 'completed'],
  completed: [],
  no_show: ['confirmed'],
  cancelled: [],
};

/** The statuses an appointment may move to from `from` (none from a final status). */
export const nextStatuses = (from: AppointmentStatus): readonly AppointmentStatus[] => STATUS_MOVES[from];

/** Whether the status is final: no move leaves it. */
export const isFinalStatus = (status: AppointmentStatus): boolean => STATUS_MOVES[status].length === 0;

/** Statuses that say the appointment's day has come: nobody arrives, is seen or fails to come in advance. */
const ON_THE_DAY: ReadonlySet<AppointmentStatus> = new Set(['arrived', 'completed', 'no_show']);

/** Why a status change is refused; the UI maps each code to a message. */
export type StatusChangeProblem =
  /** The appointment already has that status. */
  | 'appointment.status.same'
  /** The move is not in STATUS_MOVES. */
  | 'appointment.status.notAllowed'
  /** Arrived, completed or no-show for an appointment on a later day than today. */
  | 'appointment.status.notYet';

/**
 * Why an appointment may not move from `from` to `to`, or null when it may. Arrived, completed and
 * no-show can only be reported from the appointment's day on: that is its calendar date in Amsterdam
 * compared with today's date in Amsterdam, so an appointment at 16:00 can be marked a no-show in the
 * morning of its day (the employee called in sick), but not the evening before. Confirming, taking
 * back to planned and cancelling are allowed any time the table allows them.
 */
export function statusChangeProblem(
  from: AppointmentStatus,
  to: AppointmentStatus,
  when: { readonly start: Temporal.ZonedDateTime; readonly now: Temporal.Instant },
): StatusChangeProblem | null {
  if (from === to) return 'appointment.status.same';
  if (!STATUS_MOVES[from].includes(to)) return 'appointment.status.notAllowed';
  if (ON_THE_DAY.has(to)) {
    const day = when.start.withTimeZone(SLOT_TIME_ZONE).toPlainDate();
    const today = when.now.toZonedDateTimeISO(SLOT_TIME_ZONE).toPlainDate();
    if (Temporal.PlainDate.compare(day, today) > 0) return 'appointment.status.notYet';
  }
  return null;
}
