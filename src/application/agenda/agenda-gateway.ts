import type { Temporal } from 'temporal-polyfill';
import type { AppointmentChannel, AppointmentStatus } from '../../domain/agenda/appointment';
import type { SeriesPattern } from '../../domain/agenda/calendar-series';
import type { RecurrenceRule } from '../../domain/agenda/recurrence';
import type { Result } from '../../domain/shared/result';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/** An agenda the user may open: a person, a room or a resource, shown as a column of the agenda. */
export interface AgendaColumn {
  readonly id: string;
  readonly kind: 'user' | 'room' | 'resource';
  readonly name: string;
  readonly locationIds: readonly string[];
  readonly detail: string | null;
}

/** An appointment as the back office lets this user see it (no medical detail without the right). */
export interface Appointment {
  readonly id: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly status: AppointmentStatus;
  readonly channel: AppointmentChannel;
  readonly userId: string;
  readonly userName: string;
  readonly operation: {
    readonly id: string;
    readonly name: string;
    readonly medical: boolean;
    readonly colour: string;
    readonly durationMinutes: number;
  } | null;
  readonly title: string;
  readonly detailsHidden: boolean;
  readonly employee: { readonly id: string; readonly name: string; readonly employerName: string } | null;
  readonly locationId: string | null;
  readonly location: string | null;
  readonly roomId: string | null;
  readonly roomName: string | null;
  readonly resources: readonly { readonly id: string; readonly name: string }[];
  readonly note: string | null;
  readonly seriesId: string | null;
  /**
   * The employee's reminders of it, sent and to come, earliest first: in a list that asked for them
   * (AppointmentQuery.withReminders) and in one appointment's answer; absent elsewhere.
   */
  readonly reminders?: readonly AppointmentReminder[];
  /** Grows with every write; a change sends the one it started from (no lost update). */
  readonly version: number;
}

export interface SeriesSummary {
  readonly id: string;
  readonly firstDate: Temporal.PlainDate;
  readonly untilDate: Temporal.PlainDate | null;
  readonly occurrences: number;
}

export interface AppointmentDetail extends Appointment {
  readonly series: SeriesSummary | null;
  /** The employee's reminders of it: sent, and still to come, earliest first. */
  readonly reminders: readonly AppointmentReminder[];
}

/** A reminder the back office sent the employee, or will send. */
export interface AppointmentReminder {
  readonly at: Temporal.Instant;
  readonly channel: 'email' | 'sms';
  readonly state: 'planned' | 'sent';
}

/** What a booking form sends: a date and wall-clock times in Europe/Amsterdam. */
export interface AppointmentInput {
  readonly userId: string;
  readonly operationId: string;
  readonly employeeId: string | null;
  readonly locationId: string | null;
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
  readonly date: Temporal.PlainDate;
  readonly startTime: Temporal.PlainTime;
  readonly endTime: Temporal.PlainTime;
  readonly channel: AppointmentChannel;
  readonly note: string | null;
}

export interface AppointmentQuery {
  readonly from: Temporal.PlainDate;
  readonly until: Temporal.PlainDate;
  /** Only these agendas (people, rooms, resources); all the user may see when absent. */
  readonly agendaIds?: readonly string[];
  readonly userId?: string | null;
  readonly locationId?: string | null;
  readonly operationId?: string | null;
  readonly statuses?: readonly AppointmentStatus[];
  readonly descending?: boolean;
  /** With each appointment's reminders (the appointment list shows them; the agenda does not ask). */
  readonly withReminders?: boolean;
  /** A page of the list; every appointment of the period when absent. */
  readonly page?: { readonly number: number; readonly size: number };
}

export interface AppointmentPage {
  readonly rows: readonly Appointment[];
  readonly total: number;
}

export interface AppointmentLogEntry {
  readonly id: number;
  readonly at: Temporal.ZonedDateTime;
  readonly userName: string;
  /** `reminded`: the back office sent the employee a reminder (by `channel`). */
  readonly action: 'created' | 'updated' | 'deleted' | 'reminded';
  readonly channel?: 'email' | 'sms';
  readonly fields: readonly string[];
  readonly status: AppointmentStatus | null;
}

export type EditScope = 'this' | 'following' | 'series';

/** An employee an appointment can be booked for, with the employer and the open dossier it is about. */
export interface EmployeeChoice {
  readonly id: string;
  readonly name: string;
  readonly employerId: string;
  readonly employerName: string;
  readonly openDossierId: string | null;
}

/** What stands in the way of one date of a booking: another appointment, as the reader may see it. */
export interface OccurrenceClash {
  readonly appointmentId: string;
  readonly on: 'user' | 'room' | 'resource';
  /** The professional, room or resource that is taken. */
  readonly name: string;
  /** The other appointment's title as this reader may see it (a medical one is withheld). */
  readonly title: string;
  readonly start: Temporal.ZonedDateTime;
}

/** One date a booking would make, and what is in the way on it (nothing: it can be booked). */
export interface OccurrenceCheck {
  readonly date: Temporal.PlainDate;
  readonly clashes: readonly OccurrenceClash[];
}

/** The agenda's calls (spec section 7, "Agenda and appointments"). */
export interface AgendaGateway {
  columns(signal?: AbortSignal): Promise<Result<readonly AgendaColumn[], GatewayFailure>>;
  /**
   * The appointments of a period. With `toldByCaller` a failure raises no message of its own: the
   * caller shows it in place (the agenda's error state with its retry), so it never joins another
   * event's message.
   */
  appointments(
    query: AppointmentQuery,
    signal?: AbortSignal,
    options?: { readonly toldByCaller?: boolean },
  ): Promise<Result<AppointmentPage, GatewayFailure>>;
  appointment(id: string, signal?: AbortSignal): Promise<Result<AppointmentDetail, GatewayFailure>>;
  /**
   * The rules of these series (at most 100 ids), for a calendar file that writes each series as one
   * recurring event; a series the user may read no appointment of is left out.
   */
  series(
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<Result<readonly SeriesPattern[], GatewayFailure>>;
  create(
    input: AppointmentInput,
    recurrence: RecurrenceRule | null,
  ): Promise<Result<{ appointment: Appointment; created: number }, GatewayFailure>>;
  /** Every date the create would make, each with what is in the way; books nothing (validateOnly). */
  checkCreate(
    input: AppointmentInput,
    recurrence: RecurrenceRule | null,
  ): Promise<Result<readonly OccurrenceCheck[], GatewayFailure>>;
  /**
   * Changes an appointment that the planner started from `version`; a colleague's write since is
   * refused (409 `appointment_stale`, the failure's code). `email`: the back office tells the
   * employee by e-mail where and when the appointment now is; `emailed` says whether it did.
   */
  update(
    id: string,
    input: AppointmentInput,
    scope: EditScope,
    version?: number,
    email?: boolean,
  ): Promise<Result<{ appointment: Appointment; updated: number; emailed?: boolean }, GatewayFailure>>;
  /** `email`: the back office tells the employee (a cancellation) by e-mail. */
  changeStatus(
    id: string,
    status: AppointmentStatus,
    version?: number,
    email?: boolean,
  ): Promise<Result<Appointment, GatewayFailure>>;
  remove(id: string, email: boolean): Promise<Result<void, GatewayFailure>>;
  removeSeriesFrom(
    seriesId: string,
    appointmentId: string,
    dateFrom: Temporal.PlainDate,
    email: boolean,
  ): Promise<Result<{ removed: number; kept: number }, GatewayFailure>>;
  history(id: string, signal?: AbortSignal): Promise<Result<readonly AppointmentLogEntry[], GatewayFailure>>;
  /** GET v2/employee?filter[search]=: at most 15 employees matching the words, for a booking. */
  employees(search: string, signal?: AbortSignal): Promise<Result<readonly EmployeeChoice[], GatewayFailure>>;
}
export const AgendaGateway = token<AgendaGateway>('AgendaGateway');
