import * as v from 'valibot';
import { APPOINTMENT_FIELDS } from '../../domain/agenda/appointment-form';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the calls of spec section 7, "Agenda and appointments". The spec shows only
 * the paths; these shapes are what the back office answers and what it is sent, and the demo backend
 * answers exactly this. Moments are ISO timestamps; what a person types (a date and wall-clock times)
 * is sent as such, YYYY-MM-DD and HH:MM in Europe/Amsterdam, so a daylight-saving change never moves an
 * appointment. All paths are under /api/external.
 *
 * Who sees what (the back office decides, not the page):
 * - every signed-in user reads their own appointments; `see_agenda_users_calendars` and
 *   `view_appointment_list` read everyone's; `employer_view_appointment_list` reads those of the
 *   employer's own employees only;
 * - medical information reaches medical users only (src/domain/access/medical-confidentiality.ts, the
 *   one rule; spec section 6: isMedical with the internal user type), whatever permissions a reader
 *   holds: a medical operation booked for someone is shown only to a medical user holding
 *   `see_appointment_details` (no employer). For everyone else `detailsHidden` is true, `operation` is
 *   null (no name, and no id or colour that the operation catalogue would turn back into the name),
 *   `title` is "Afspraak (afgeschermd)" / "Appointment (private)", and `filter[operation]` does not find
 *   it. A non-medical operation is named to everyone who may read the appointment;
 * - the room and the equipment would tell a withheld operation all the same (a sound booth, a
 *   spirometer): where the operation is withheld `resources` is empty, and `roomId` and `roomName` are
 *   null but for a reader who plans everyone's agenda (`see_agenda_users_calendars`, no employer), who
 *   books the rooms around it. An employer learns at most the location. An edit by a reader from whom
 *   they are withheld keeps the stored equipment, and the stored room when it sends none;
 * - the note is medical information too: it comes (and may be written) only under the same condition;
 *   otherwise it is null, a note sent is refused (422 on `note`), and an edit keeps the stored note.
 *   On an edit, an empty `operationId` keeps the stored operation, so a reader from whom it is withheld
 *   can still move the appointment. The appointment's history (appointment-logs) and the audit log keep neither the note (only its
 *   length, for medical readers) nor a medical operation.
 * - writing (create, edit, status, delete) needs `see_agenda_users_calendars`, or `has_calendar` for
 *   one's own agenda.
 *
 * Errors use the one error body (http/error-body.ts): 401, 403 `forbidden`, 404 `not_found`; 422
 * `validation_failed` with `errors: { field: [messages] }` in the request's language under the names of
 * APPOINTMENT_ERROR_FIELDS; 409 `appointment_clash` when the professional, the room or a resource is
 * already booked then: the message names the first clash and `clashes` lists them (ClashBodySchema);
 * 422 `status_refused` when a status move is not allowed (the message says why); 409
 * `appointment_stale` when an edit, a move or a status move sends a `version` other than the current
 * (someone wrote meanwhile): StaleBodySchema names who, when and which fields, with the appointment as it
 * now is. A write without `version` is not checked.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));
const WallClock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const STATUS_VALUES = [
  'planned',
  'confirmed',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;
export const CHANNEL_VALUES = ['on_site', 'phone', 'video'] as const;
export const COLUMN_KINDS = ['user', 'room', 'resource'] as const;

/** GET v2/agenda?filter[filterByUser]=true: the agendas this user sees, as columns of the agenda. */
export const AgendaColumnSchema = v.object({
  id: v.string(),
  kind: v.picklist(COLUMN_KINDS),
  name: v.string(),
  /** Where it works or stands: the locations of a person's schedules, a room's or resource's location. */
  locationIds: v.array(v.string()),
  /** A second line: a person's discipline, a room's floor, a resource's type. */
  detail: v.nullable(v.string()),
});
export const AgendaColumnsSchema = v.object({ data: v.array(AgendaColumnSchema) });

/**
 * GET v2/employee?filter[search]=&sort=name&page[size]=15: at most 15 employees an appointment can be
 * booked for, by last name, each with the employer and the newest open dossier the caller may see
 * (null without one). Needs the right to book or to list employees. The call is the employee list
 * (people/employee-schemas.ts EmployeePageSchema); these are the fields the agenda reads of its rows.
 */
export const EmployeeChoicesSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      employerId: v.string(),
      employerName: v.string(),
      openDossierId: v.nullable(v.string()),
    }),
  ),
});

export const AppointmentSchema = v.object({
  id: v.string(),
  start: TimestampSchema,
  end: TimestampSchema,
  status: v.picklist(STATUS_VALUES),
  channel: v.picklist(CHANNEL_VALUES),
  userId: v.string(),
  userName: v.string(),
  operation: v.nullable(
    v.object({
      id: v.string(),
      name: v.string(),
      medical: v.boolean(),
      colour: Colour,
      durationMinutes: Count,
    }),
  ),
  /** What the agenda shows on the appointment, in the request's language. */
  title: v.string(),
  detailsHidden: v.boolean(),
  employee: v.nullable(
    v.object({ id: v.string(), name: v.string(), employerId: v.string(), employerName: v.string() }),
  ),
  /** The employee's name again, as the dashboard reads it. */
  employeeName: v.nullable(v.string()),
  locationId: v.nullable(v.string()),
  /** The place in words: the location's name, or how it takes place (by phone, by video). */
  location: v.nullable(v.string()),
  roomId: v.nullable(v.string()),
  roomName: v.nullable(v.string()),
  resources: v.array(v.object({ id: v.string(), name: v.string() })),
  note: v.nullable(v.string()),
  seriesId: v.nullable(v.string()),
  updatedAt: TimestampSchema,
  /** 1 at the booking, one higher with every write; an edit or status move sends the one it started from. */
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const SeriesSchema = v.object({
  id: v.string(),
  frequency: v.picklist(['daily', 'weekly', 'monthly']),
  interval: v.pipe(v.number(), v.integer(), v.minValue(1)),
  weekdays: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  firstDate: CalendarDateSchema,
  untilDate: v.nullable(CalendarDateSchema),
  count: v.nullable(Count),
  /** How many occurrences it holds now. */
  occurrences: Count,
});

/**
 * A reminder the back office sent the employee, or will send (the domain's rule,
 * appointment-reminders.ts): when, and by which channel. Withdrawn ones (a move, a cancellation) are
 * not listed.
 */
export const ReminderSchema = v.object({
  at: TimestampSchema,
  channel: v.picklist(['email', 'sms']),
  state: v.picklist(['planned', 'sent']),
});

/**
 * GET v3/agenda/appointments/{id}: one appointment with its series, and the employee's reminders of
 * it (none for an appointment without an employee; absent from an older back office).
 */
export const AppointmentAnswerSchema = v.object({
  data: v.object({
    ...AppointmentSchema.entries,
    series: v.nullable(SeriesSchema),
    reminders: v.optional(v.array(ReminderSchema), []),
  }),
});

/**
 * GET v3/agenda/appointments and GET v2/agenda/{id}/appointments: filter[from] and filter[until]
 * (dates, inclusive, at most 366 days apart; or filter[date] for one day), filter[agenda] (comma-separated
 * column ids: people, rooms, resources), filter[user], filter[location], filter[operation],
 * filter[status] (comma-separated), filter[employee] (an employee's, as an employee's page lists
 * them), filter[mine]=true (only the caller's); sort start or -start;
 * page[number], page[size] (at most 1000; without them every appointment of the period, at most 20,000);
 * include=reminders adds each appointment's `reminders` (as one appointment's answer has them).
 */
export const AppointmentPageSchema = v.object({
  data: v.array(v.object({ ...AppointmentSchema.entries, reminders: v.optional(v.array(ReminderSchema)) })),
  meta: v.object({ total: Count, page: v.pipe(v.number(), v.integer(), v.minValue(1)), pageSize: Count }),
});

export const RecurrenceInputSchema = v.object({
  frequency: v.picklist(['daily', 'weekly', 'monthly']),
  interval: v.number(),
  weekdays: v.array(v.number()),
  untilDate: v.nullable(v.string()),
  count: v.nullable(v.number()),
  /** Dates of the series to leave out (RFC 5545 EXDATE), ISO; each one of the series' own dates. */
  exceptDates: v.optional(v.array(v.string())),
  /**
   * Dates of the series booked at other times that day (its exceptions, RFC 5545 RECURRENCE-ID
   * overrides), each one of its own dates not left out, once, the end after the start: the
   * appointment of that date is one of the series at those times, checked (validateOnly) and booked
   * there; the series keeps its rule and these on it. 422 on `recurrence.movedDates` otherwise.
   */
  movedDates: v.optional(
    v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), startTime: WallClock, endTime: WallClock })),
  ),
});

/** POST v3/agenda/appointments (with `recurrence` for a series) and POST v3/agenda/appointments/{uuid}. */
export interface AppointmentInputJson {
  userId: string;
  operationId: string;
  employeeId: string | null;
  locationId: string | null;
  roomId: string | null;
  resourceIds: string[];
  date: string;
  startTime: string;
  endTime: string;
  channel: (typeof CHANNEL_VALUES)[number];
  note: string | null;
  /** Create only: makes a series from the date on. */
  recurrence?: v.InferOutput<typeof RecurrenceInputSchema> | null;
  /** Edit only, for an occurrence of a series: this one, this and the following, or the whole series. */
  scope?: 'this' | 'following' | 'series';
  /**
   * Edit only: whether the employee is told by e-mail where and when the appointment now is (a move by
   * dragging or keyboard asks the planner). One mail, for the appointment edited, whatever the scope;
   * it names a medical operation to no one (the mail goes to a work address others may read).
   */
  email?: boolean;
  /** Edit only: the version the planner started from (AppointmentSchema's `version`). */
  version?: number;
}

/** The answer to a create: the first appointment and how many were made (a series makes several). */
export const CreatedAnswerSchema = v.object({ data: AppointmentSchema, meta: v.object({ created: Count }) });

/**
 * The answer to an edit: the appointment, how many occurrences changed with it, and whether the
 * employee was e-mailed (`email` asked it and the appointment is for an employee; absent means no).
 */
export const UpdatedAnswerSchema = v.object({
  data: AppointmentSchema,
  meta: v.object({ updated: Count, emailed: v.optional(v.boolean(), false) }),
});

/**
 * PATCH v2/agenda/appointment/update-status { uuid, status, version?, email? }: the appointment as it
 * now is; `email` with a cancellation tells the employee.
 */
export const StatusAnswerSchema = v.object({ data: AppointmentSchema });

/**
 * POST v3/agenda/appointments/recurring/{seriesId}/delete { appointmentId, dateFrom, email }: removes
 * every occurrence on or after dateFrom and keeps every earlier one; `email` tells the employee.
 */
export const SeriesDeletedSchema = v.object({ data: v.object({ removed: Count, kept: Count }) });

/** 409 appointment_clash: the appointments in the way, each with what it shares and when. */
const ClashEntrySchema = v.object({
  appointmentId: v.string(),
  on: v.picklist(['user', 'room', 'resource']),
  name: v.string(),
  start: TimestampSchema,
  end: TimestampSchema,
});

export const ClashBodySchema = v.object({
  message: v.string(),
  code: v.literal('appointment_clash'),
  clashes: v.array(ClashEntrySchema),
});

/**
 * POST v3/agenda/appointments?validateOnly=true (spec section 7's pattern), the create's body: 200 with
 * every date the booking would make (a series' dates without the left-out ones) and what is in the way
 * on each, the 409's clash shape with the other appointment's title as the reader may see it (a
 * medical operation's name reaches medical users only). Writes and audits nothing; refusals (401,
 * 403, 422) as the create's.
 */
export const SeriesCheckSchema = v.object({
  data: v.object({
    occurrences: v.array(
      v.object({
        date: v.pipe(v.string(), v.isoDate()),
        clashes: v.array(v.object({ ...ClashEntrySchema.entries, title: v.string() })),
      }),
    ),
  }),
});

/** 409 appointment_stale: the write started from an older version; who wrote since, when, what. */
export const StaleBodySchema = v.object({
  message: v.string(),
  code: v.literal('appointment_stale'),
  changedBy: v.nullable(v.string()),
  changedAt: v.nullable(TimestampSchema),
  /** The fields of the newest write: start, end, userId, roomId, status, ... (noteLength for medical readers). */
  changes: v.array(v.string()),
  current: AppointmentSchema,
});

/**
 * GET v3/agenda/appointment-logs?filter[appointment]={id}: who changed what, newest first; and each
 * reminder sent to the employee (`reminded`, by the back office itself, its channel as the change of
 * `channel`).
 */
export const AppointmentLogSchema = v.object({
  data: v.array(
    v.object({
      id: v.number(),
      at: TimestampSchema,
      userName: v.string(),
      action: v.picklist(['created', 'updated', 'deleted', 'reminded']),
      changes: v.array(
        v.object({
          field: v.string(),
          from: v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
          to: v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
        }),
      ),
    }),
  ),
});

/** The field names a refused appointment form's `errors` use. */
export const APPOINTMENT_ERROR_FIELDS: readonly string[] = [
  ...APPOINTMENT_FIELDS,
  'status',
  'recurrence.interval',
  'recurrence.weekdays',
  'recurrence.untilDate',
  'recurrence.count',
  'recurrence.exceptDates',
  'recurrence.movedDates',
];

export { WallClock };
