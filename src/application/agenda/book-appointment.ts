import type { ColumnMove } from '../../domain/agenda/appointment-move';
import { movedPlaceAll, movesProblem } from '../../domain/agenda/appointment-move';
import { Temporal } from 'temporal-polyfill';
import type { Booking } from '../../domain/agenda/appointment';
import type {
  AppointmentDraft,
  AppointmentField,
  AppointmentProblem,
} from '../../domain/agenda/appointment-form';
import { APPOINTMENT_FIELDS, appointmentProblems, withoutPlace } from '../../domain/agenda/appointment-form';
import type { RecurrenceProblem, RecurrenceRule } from '../../domain/agenda/recurrence';
import { recurrenceProblems } from '../../domain/agenda/recurrence';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { AvailabilityGateway } from '../availability/availability-gateway';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import { needsNoMessage } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { SaveRefusal } from '../platform/record-refusal';
import { hasProblems, invalid, saveWith, textOrNull } from '../platform/record-refusal';
import type {
  AgendaGateway,
  Appointment,
  AppointmentInput,
  EditScope,
  OccurrenceCheck,
} from './agenda-gateway';

/** An appointment the back office named as standing in the way of a booking. */
export interface AppointmentInTheWay {
  readonly id: string;
  /** When it starts, in Amsterdam; null when the answer did not say or said it unreadably. */
  readonly start: Temporal.ZonedDateTime | null;
}

export type BookingRefusal = SaveRefusal<AppointmentField, AppointmentProblem> & {
  /** The appointments the refusal names as in the way (a clash), so the planner can look at them. */
  readonly inTheWay: readonly AppointmentInTheWay[];
  /** Someone changed the appointment after the planner began (no lost update): nothing was saved. */
  readonly stale: boolean;
};

const startOf = (text: string | null): Temporal.ZonedDateTime | null => {
  if (!text) return null;
  try {
    return Temporal.Instant.from(text).toZonedDateTimeISO(SLOT_TIME_ZONE);
  } catch {
    return null;
  }
};

/** The form's refusal, with what the back office named as in the way. */
async function bookingSave<T>(
  send: () => Promise<Result<T, GatewayFailure>>,
  notifier: Notifier,
): Promise<Result<T, BookingRefusal>> {
  let inTheWay: readonly AppointmentInTheWay[] = [];
  let stale = false;
  const result = await saveWith(
    async () => {
      const answer = await send();
      if (!answer.ok && answer.error.kind === 'rejected') {
        inTheWay = (answer.error.inTheWay ?? []).map((other) => ({
          id: other.id,
          start: startOf(other.start),
        }));
        stale = answer.error.code === STALE;
      }
      return answer;
    },
    notifier,
    APPOINTMENT_FIELDS,
  );
  return result.ok ? result : fail({ ...result.error, inTheWay, stale });
}

const refusedAsInvalid = (
  problems: Partial<Record<AppointmentField, AppointmentProblem>>,
): BookingRefusal => ({ ...invalid(problems), inTheWay: [], stale: false });

import type { SameDayTime } from './same-day-times';
export type { SameDayTime };

/** How many free times of a day are offered for a series' clashing date. */
export const SAME_DAY_TIMES = 8;

/** The back office's code for a write that started from an older version of the appointment. */
const STALE = 'appointment_stale';

/** Where an appointment is dragged to: a person, a room or a resource column, and its new times. */
export interface MoveTarget {
  /** The column the appointment was picked up from, and the one it is dropped on. */
  readonly from: { readonly kind: 'user' | 'room' | 'resource'; readonly id: string };
  readonly to: { readonly kind: 'user' | 'room' | 'resource'; readonly id: string };
  /** Further columns it leaves for others of their kind at once, as "move to…" sends a room beside a person. */
  readonly also?: readonly ColumnMove[];
  /** Wall-clock times in Amsterdam, on one day. */
  readonly start: Temporal.PlainDateTime;
  readonly end: Temporal.PlainDateTime;
}

export type MoveFailure =
  /** A move across midnight or onto another kind of column. */
  | 'move.impossible'
  /** The server refused (a clash, a room elsewhere): its message was shown. */
  | 'move.refused'
  /** No usable answer; the user has been told. */
  | 'move.unavailable';

export interface Moved {
  readonly appointment: Appointment;
  /** What the appointment was before the move, to put it back with undo. */
  readonly before: AppointmentInput;
  /** The employee the back office e-mailed about the move; null when no one was told. */
  readonly told: string | null;
}

/** Whether a move asks the back office to tell the employee (only one with an employee has someone). */
export interface MoveOptions {
  readonly tellEmployee: boolean;
}

const draftInput = (draft: AppointmentDraft): AppointmentInput | null => {
  const sent = withoutPlace(draft);
  if (sent.date === null || sent.startTime === null || sent.endTime === null) return null;
  return {
    userId: sent.userId,
    operationId: sent.operationId,
    employeeId: sent.employeeId,
    locationId: sent.locationId,
    roomId: sent.roomId,
    resourceIds: [...sent.resourceIds],
    date: sent.date,
    startTime: sent.startTime,
    endTime: sent.endTime,
    channel: sent.channel,
    note: textOrNull(sent.note),
  };
};

/**
 * The appointment as the booking form sends it. An operation withheld from the user (medical) is sent
 * as an empty id, which the back office reads as "keep it": a planner moves an appointment without
 * learning what it is for.
 */
export function inputOf(appointment: Appointment): AppointmentInput {
  return {
    userId: appointment.userId,
    operationId: appointment.operation?.id ?? '',
    employeeId: appointment.employee?.id ?? null,
    locationId: appointment.locationId,
    roomId: appointment.roomId,
    resourceIds: appointment.resources.map((resource) => resource.id),
    date: appointment.start.toPlainDate(),
    startTime: appointment.start.toPlainTime(),
    endTime: appointment.end.toPlainTime(),
    channel: appointment.channel,
    note: appointment.note,
  };
}

/** What an appointment occupies, as the clash check sees it. */
export function bookingOf(appointment: Appointment): Booking {
  return {
    id: appointment.id,
    userId: appointment.userId,
    roomId: appointment.roomId,
    resourceIds: appointment.resources.map((resource) => resource.id),
    start: appointment.start,
    end: appointment.end,
    status: appointment.status,
  };
}

/**
 * The form's draft of an existing appointment (for editing), or null when it cannot be edited (one
 * without an operation, whose typed title the form has no field for). An appointment whose operation
 * is withheld from the user is edited without it: what it is for and its equipment stay as booked.
 */
export function draftOf(appointment: Appointment): AppointmentDraft | null {
  const input = inputOf(appointment);
  if (appointment.detailsHidden)
    return { ...input, operationId: '', resourceIds: [], note: '', operationWithheld: true };
  if (!appointment.operation) return null;
  return { ...input, note: input.note ?? '' };
}

/**
 * Booking, editing and moving appointments (POST v3/agenda/appointments and .../{uuid}). The domain's
 * form rules and series rules first, so nothing incomplete is sent; the back office then decides, and
 * its refusal (a clash names the appointment in the way) comes back for the form to show.
 */
export class BookAppointment {
  constructor(
    private readonly agenda: AgendaGateway,
    private readonly availability: AvailabilityGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  /**
   * The times on `date` at which the draft could be booked as it stands: the same professional, room
   * and equipment free for its whole length (availability minus what is booked, as the back office
   * answers it), on the planning grid, none in the past; the best fits first (fewest gaps left in the
   * professional's day) and the rest spread over the day, at most `limit`, in time order. Offered for
   * a series' date that clashes.
   */
  async freeTimesOn(
    draft: AppointmentDraft,
    date: Temporal.PlainDate,
    limit = SAME_DAY_TIMES,
    signal?: AbortSignal,
  ): Promise<Result<readonly SameDayTime[], GatewayFailure>> {
    // The slot finder loads with the first clashing date, not with the agenda.
    const { sameDayTimes } = await import('./same-day-times');
    return sameDayTimes(this.availability, this.clock.now(), draft, date, limit, signal);
  }

  check(draft: AppointmentDraft): Partial<Record<AppointmentField, AppointmentProblem>> {
    return appointmentProblems(draft);
  }

  checkRecurrence(rule: RecurrenceRule, draft: AppointmentDraft): RecurrenceProblem[] {
    return draft.date ? recurrenceProblems(rule, draft.date) : [];
  }

  /** A new appointment, or a series of them from its date on. */
  async create(
    draft: AppointmentDraft,
    recurrence: RecurrenceRule | null,
  ): Promise<Result<{ appointment: Appointment; created: number }, BookingRefusal>> {
    const problems = this.check(draft);
    const input = draftInput(draft);
    if (hasProblems(problems) || !input) return fail(refusedAsInvalid(problems));
    if (recurrence && this.checkRecurrence(recurrence, draft).length > 0) return fail(refusedAsInvalid({}));
    const result = await bookingSave(() => this.agenda.create(input, recurrence), this.notifier);
    if (result.ok)
      this.notifier.notify(
        result.value.created > 1
          ? { type: 'success', title: 'agenda.notices.seriesBooked', values: { count: result.value.created } }
          : { type: 'success', title: 'agenda.notices.booked' },
      );
    return result;
  }

  /**
   * The dates of a new series that something stands in the way of, each with what, as the back office
   * answers a check of every date without booking (validateOnly); empty when the whole series can be
   * booked. A refusal of the check (a field, the right) comes back as the booking's would.
   */
  async clashingDates(
    draft: AppointmentDraft,
    recurrence: RecurrenceRule,
  ): Promise<Result<readonly OccurrenceCheck[], BookingRefusal>> {
    const problems = this.check(draft);
    const input = draftInput(draft);
    if (hasProblems(problems) || !input) return fail(refusedAsInvalid(problems));
    if (this.checkRecurrence(recurrence, draft).length > 0) return fail(refusedAsInvalid({}));
    const result = await bookingSave(() => this.agenda.checkCreate(input, recurrence), this.notifier);
    return result.ok ? ok(result.value.filter((occurrence) => occurrence.clashes.length > 0)) : result;
  }

  /** Changes an appointment, and with a scope other occurrences of its series too. */
  async edit(
    id: string,
    draft: AppointmentDraft,
    scope: EditScope,
    startedFrom?: number,
  ): Promise<Result<{ appointment: Appointment; updated: number }, BookingRefusal>> {
    const problems = this.check(draft);
    const input = draftInput(draft);
    if (hasProblems(problems) || !input) return fail(refusedAsInvalid(problems));
    const result = await bookingSave(() => this.agenda.update(id, input, scope, startedFrom), this.notifier);
    if (result.ok)
      this.notifier.notify(
        result.value.updated > 1
          ? { type: 'success', title: 'agenda.notices.seriesSaved', values: { count: result.value.updated } }
          : { type: 'success', title: 'agenda.notices.saved' },
      );
    return result;
  }

  /**
   * Moves or resizes one appointment (this occurrence only): to another person, room or resource of
   * the same kind, and to other times on one day. With `tellEmployee` the back office e-mails the
   * employee the new time (never a medical operation's name). The answer carries what it was, for
   * undo, and whom the e-mail went to.
   */
  async move(
    appointment: Appointment,
    target: MoveTarget,
    options: MoveOptions = { tellEmployee: false },
  ): Promise<Result<Moved, MoveFailure>> {
    const before = inputOf(appointment);
    // The domain's rule of a move (appointment-move.ts): same kind of column, one day, end after start.
    const moves = [{ from: target.from, to: target.to }, ...(target.also ?? [])];
    if (movesProblem(moves, target.start, target.end)) return fail('move.impossible');
    const moved: AppointmentInput = {
      ...movedPlaceAll(before, moves),
      date: target.start.toPlainDate(),
      startTime: target.start.toPlainTime(),
      endTime: target.end.toPlainTime(),
    };
    const email = options.tellEmployee && appointment.employee !== null;
    const answer = await this.agenda.update(appointment.id, moved, 'this', appointment.version, email);
    if (answer.ok)
      return ok({
        appointment: answer.value.appointment,
        before,
        told: email && answer.value.emailed === true ? (appointment.employee?.name ?? null) : null,
      });
    const failure = answer.error;
    if (failure.kind === 'rejected') {
      const text = [failure.message, ...Object.values(failure.fieldErrors).flat()].find(
        (message) => message.trim() !== '',
      );
      this.notifier.notify(
        text
          ? { type: 'error', title: text, verbatim: true }
          : { type: 'error', title: 'common.somethingWentWrong' },
      );
      return fail('move.refused');
    }
    if (!needsNoMessage(failure)) this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail('move.unavailable');
  }

  /** The appointment as it now is, after a refusal said someone changed it meanwhile. */
  async current(id: string): Promise<Appointment | null> {
    const answer = await this.agenda.appointment(id);
    return answer.ok ? answer.value : null;
  }

  /**
   * Puts a moved appointment (now at `version`) back where it was. An employee told of the move
   * (`told`) is told again, so the e-mail they read last has the time that stands.
   */
  async undo(
    id: string,
    before: AppointmentInput,
    version?: number,
    told: string | null = null,
  ): Promise<Result<Appointment, MoveFailure>> {
    const answer = await this.agenda.update(id, before, 'this', version, told !== null);
    if (answer.ok) {
      this.notifier.notify(
        told !== null && answer.value.emailed === true
          ? { type: 'info', title: 'agenda.notices.moveUndoneTold', values: { name: told } }
          : { type: 'info', title: 'agenda.notices.moveUndone' },
      );
      return ok(answer.value.appointment);
    }
    const failure = answer.error;
    if (failure.kind === 'rejected')
      this.notifier.notify({
        type: 'error',
        title: failure.message || 'common.somethingWentWrong',
        verbatim: Boolean(failure.message),
      });
    else if (!needsNoMessage(failure))
      this.notifier.notify({ type: 'error', title: 'common.somethingWentWrong' });
    return fail(failure.kind === 'rejected' ? 'move.refused' : 'move.unavailable');
  }
}
