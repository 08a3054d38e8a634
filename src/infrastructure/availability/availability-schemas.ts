import * as v from 'valibot';
import type {
  HolidayField,
  PersonalDayOffField,
  ScheduleField,
  TimeConstraintField,
} from '../../domain/availability/availability-rules';
import { REPEAT_WEEKS } from '../../domain/availability/availability-rules';
import { DUTCH_HOLIDAYS } from '../../domain/shared/dutch-holidays';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of availability (issue: availability; spec section 7, "Agenda and
 * appointments" and "Operations and schedules"): schedules per agenda user with their exceptions
 * (time constraints), personal days off, national holidays, the agenda users' settings, and the
 * computed availability. The spec shows the paths of the schedules, the aggregated schedules, the
 * availability patterns and availabilities, and the agenda users; the paths of personal days off and
 * of writing national holidays it does not show, and are this contract's own. The demo backend answers
 * exactly this. All paths are under /api/external.
 *
 * Dates are ISO dates (YYYY-MM-DD) on the Europe/Amsterdam calendar; wall-clock times are "HH:MM"
 * (00:00 to 23:59) in Europe/Amsterdam, so a 09:00-17:00 block stays 09:00-17:00 across the
 * daylight-saving changes; moments are ISO timestamps with an offset. Ids are UUIDs.
 *
 * Who may call (any one permission of a list):
 * - read a person's schedules, days off and availability pattern: see_agenda_users_calendars or
 *   manage_agenda_users_availability_schedules for anyone; manage_own_availability_schedules or
 *   has_calendar for one's own;
 * - write them: manage_agenda_users_availability_schedules for anyone's, manage_own_availability_schedules
 *   for one's own;
 * - national holidays: read by anyone who reads schedules, plans or manages holidays; written with
 *   manage_national_holidays;
 * - agenda users: read with see_agenda_users_calendars, manage_agenda_users_availability_schedules,
 *   manage_user_roles_permissions or use_planning_functionality; written with
 *   manage_agenda_users_availability_schedules or manage_user_roles_permissions;
 * - who and what is free (v3/agenda/availabilities/*): see_agenda_users_calendars,
 *   use_planning_functionality or employer_use_planning_functionality (rooms also view_rooms).
 *
 * Errors use the one error body (http/error-body.ts):
 * - 401 `unauthenticated`, 403 `forbidden`, 404 `not_found`;
 * - 422 `validation_failed` with `errors: { field: [messages] }` in the request's language, under the
 *   field names of the domain's rules (`*_ERROR_FIELDS` below), a bad query parameter under its name as
 *   sent (`filter[user]`). Besides the rules of the forms (availability-rules.ts) the server refuses:
 *   a schedule that overlaps another of the same person (under `blocks`, naming the first date they
 *   clash and the other schedule's location); operations the location does not offer (`operationIds`);
 *   a schedule that starts before its location or runs past the location's last day (`validFrom`,
 *   `validUntil`); a person without an agenda (`userId`); an exception on a date the schedule is not
 *   valid, a shorter day on a date it does not run, an extra block that overlaps another schedule of
 *   the person that day (`date`, `start`); a holiday on a date that has one (`date`);
 * - 409 `schedule_deleted` on changing a deleted schedule or its exceptions (restore it first).
 * Spec section 5's schedule rule: a location's PATCH (v3/agenda/locations/{id}) that sets `activeUntil`
 * before the last day of schedules at it is refused 422 under `activeUntil`, the message naming the
 * earliest valid end date (or saying that a schedule without an end must get one first).
 * A delete answers 204 without a body. Every write leaves an entry in the back office's audit log.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A wall-clock time, "HH:MM", 00:00 to 23:59. */
export const WallClockSchema = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/));
/** The end of a part of a day: a wall-clock time, or "24:00" for the end of the day. */
export const DayEndSchema = v.union([WallClockSchema, v.literal('24:00')]);

/** "HH:MM" texts of one day compare as they read. */
const before = (start: string, end: string) => start < end;

/** A weekly block: ISO weekday (1 Monday to 7 Sunday), start before end on that day. */
export const WeeklyBlockSchema = v.pipe(
  v.object({
    weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
    start: WallClockSchema,
    end: WallClockSchema,
  }),
  v.check((block) => before(block.start, block.end), 'A block ends after it starts.'),
);

/**
 * Which weeks a schedule runs: every week, the even or the odd ISO weeks, or every N weeks (2 to 8)
 * counted from the week of its first day.
 */
export const WeekRepeatSchema = v.variant('kind', [
  v.object({ kind: v.literal('every-week') }),
  v.object({ kind: v.literal('even-weeks') }),
  v.object({ kind: v.literal('odd-weeks') }),
  v.object({
    kind: v.literal('every-n-weeks'),
    weeks: v.pipe(v.number(), v.integer(), v.minValue(REPEAT_WEEKS.min), v.maxValue(REPEAT_WEEKS.max)),
  }),
]);

export const TIME_CONSTRAINT_KINDS = ['day-off', 'shorter', 'extra'] as const;

/**
 * An exception to a schedule on one date: `day-off` (no times: nothing that day), `shorter` (only
 * within start-end that day) or `extra` (one more block start-end, whatever the weekday or week).
 */
export const TimeConstraintSchema = v.pipe(
  v.object({
    id: v.string(),
    scheduleId: v.string(),
    date: CalendarDateSchema,
    kind: v.picklist(TIME_CONSTRAINT_KINDS),
    start: v.nullable(WallClockSchema),
    end: v.nullable(WallClockSchema),
  }),
  v.check(
    (constraint) =>
      constraint.kind === 'day-off'
        ? constraint.start === null && constraint.end === null
        : constraint.start !== null && constraint.end !== null && before(constraint.start, constraint.end),
    'A day off has no times; a shorter day and an extra block a start before their end.',
  ),
);

/** An availability schedule of one agenda user at one location. */
export const ScheduleSchema = v.object({
  id: v.string(),
  userId: v.string(),
  locationId: v.string(),
  /** The operations that may be booked in it (all offered by the location when it was saved). */
  operationIds: v.array(v.string()),
  blocks: v.array(WeeklyBlockSchema),
  repeat: WeekRepeatSchema,
  validFrom: CalendarDateSchema,
  /** The last day it applies (included); null while open-ended. */
  validUntil: v.nullable(CalendarDateSchema),
  /** A deleted schedule applies to nothing and can be restored. */
  deleted: v.boolean(),
  deletedAt: v.nullable(TimestampSchema),
  /** Its exceptions, by date. */
  timeConstraints: v.array(TimeConstraintSchema),
});

/**
 * GET v3/agenda/schedules?filter[user]={userId}&filter[withDeleted]=true|false: the person's schedules
 * (filter[user] left out: one's own), current and ended, by first day; deleted ones only with
 * filter[withDeleted]=true (default false). Not paged: a person has a handful.
 */
export const ScheduleListSchema = v.object({ data: v.array(ScheduleSchema) });
/**
 * GET v3/agenda/schedules/{id} (a deleted one too); POST (201 created, 200 updated) and
 * PUT /{id}/restore (200) answer the schedule as saved. DELETE v3/agenda/schedules/{id} answers 204:
 * the schedule stays, `deleted` with its `deletedAt`, applies to nothing and can be restored; deleting
 * it again changes nothing. A restore checks the schedule again (its location, the overlap rule) and
 * is refused 422 like a POST; restoring one that is not deleted changes nothing.
 */
export const ScheduleAnswerSchema = v.object({ data: ScheduleSchema });

/**
 * POST v3/agenda/schedules: without `id` it creates a schedule (201); with the `id` of an existing one
 * it replaces that schedule's fields (200), `userId` then left out or the same. The spec lists only
 * GET, POST, DELETE /{id}, PUT /{id}/restore, GET /all and GET operations/validate under
 * v3/agenda/schedules, so changing a schedule is this POST with its id rather than a PATCH /{id} the
 * back office is not known to answer (against a real backend a call the spec does not list could end
 * in a 404 or 405). Unlike a PATCH it sends the whole schedule, which the overlap rule needs anyway.
 * A deleted schedule is refused (409 `schedule_deleted`).
 */
export interface ScheduleBody {
  readonly id?: string;
  readonly userId: string;
  readonly locationId: string;
  readonly operationIds: readonly string[];
  readonly blocks: readonly { readonly weekday: number; readonly start: string; readonly end: string }[];
  readonly repeat: v.InferOutput<typeof WeekRepeatSchema>;
  readonly validFrom: string;
  readonly validUntil: string | null;
}

/**
 * GET v3/agenda/schedules/operations/validate?filter[location]={id}&filter[operations]=a,b: which of
 * the operations the location does not offer (unknown ids included), in the order asked; empty when it
 * offers them all. An unknown location is a 422 under `filter[location]`.
 */
export const OperationsValidationSchema = v.object({
  data: v.object({ locationId: v.string(), notOffered: v.array(v.string()) }),
});

/**
 * POST v3/agenda/schedules/{id}/time-constraints: answers 201 with the exception. The date lies in the
 * schedule's validity; a day off or a shorter day falls on a date the schedule runs; an extra block does
 * not overlap another schedule of the person that day. Exceptions of one date add up as in
 * availabilityOn (a day off wins, shorter days intersect, extra blocks join). DELETE
 * v3/agenda/schedules/{id}/time-constraints?timeConstraintUuid={id}&selectedDate=YYYY-MM-DD removes it
 * (204); a selectedDate that is not the exception's date is a 422 under `selectedDate`.
 */
export interface TimeConstraintBody {
  readonly date: string;
  readonly kind: (typeof TIME_CONSTRAINT_KINDS)[number];
  readonly start: string | null;
  readonly end: string | null;
}
export const TimeConstraintAnswerSchema = v.object({ data: TimeConstraintSchema });

// ---------------------------------------------------------------------------------------------------
// National holidays

export const NationalHolidaySchema = v.object({
  id: v.string(),
  date: CalendarDateSchema,
  /** Which Dutch holiday it was made as; null for a day added by hand. */
  kind: v.nullable(v.picklist(DUTCH_HOLIDAYS)),
  name: v.string(),
});

/** The two kinds of entry in the aggregated schedules. */
export const SCHEDULABLE_TYPES = ['agenda_user', 'national_holiday'] as const;

/**
 * GET v3/agenda/schedules/all: the schedules of every agenda user (not the deleted ones) and the
 * national holidays, as one list of entries told apart by `schedulableType`; filter[schedulableType]
 * (agenda_user | national_holiday; left out: every kind the caller may read), filter[year] (holidays of
 * that year, schedules valid on some day of it) or filter[from] and filter[until] (dates, both
 * included). Holidays come by date, schedules by person, then first day.
 */
export const AggregatedEntrySchema = v.variant('schedulableType', [
  v.object({ schedulableType: v.literal('agenda_user'), ...ScheduleSchema.entries }),
  v.object({ schedulableType: v.literal('national_holiday'), ...NationalHolidaySchema.entries }),
]);
export const AggregatedSchedulesSchema = v.object({ data: v.array(AggregatedEntrySchema) });

/**
 * POST v3/agenda/national-holidays/year with `{ year }` (1950 to 2200): adds the Dutch holidays of the
 * year (dutch-holidays.ts) that are not there yet, by kind: a holiday of that kind already in the year,
 * moved or renamed or not, is kept as it is. Answers 201 when it added any, 200 when not, with the
 * number added and the year's holidays by date.
 */
export interface HolidayYearBody {
  readonly year: number;
}
export const AddedHolidaysSchema = v.object({
  data: v.object({ added: Count, holidays: v.array(NationalHolidaySchema) }),
});

/**
 * PATCH v3/agenda/national-holidays/{id} with `{ date?, name? }` (left out: kept): answers the holiday.
 * DELETE v3/agenda/national-holidays/{id}: 204.
 */
export interface HolidayBody {
  readonly date: string;
  readonly name: string;
}
export const NationalHolidayAnswerSchema = v.object({ data: NationalHolidaySchema });

// ---------------------------------------------------------------------------------------------------
// Personal days off: v3/agenda/personal-days-off

/**
 * A personal day off, whole or part: from startDate startTime up to (not including) endDate endTime,
 * wall-clock in Amsterdam; whole days run from 00:00 to 00:00 of the day after the last. The end lies
 * after the start.
 */
export const PersonalDayOffSchema = v.pipe(
  v.object({
    id: v.string(),
    userId: v.string(),
    startDate: CalendarDateSchema,
    startTime: WallClockSchema,
    endDate: CalendarDateSchema,
    endTime: WallClockSchema,
    reason: v.string(),
  }),
  v.check(
    (day) => `${day.startDate}T${day.startTime}` < `${day.endDate}T${day.endTime}`,
    'A day off ends after it starts.',
  ),
);

/**
 * GET v3/agenda/personal-days-off?filter[user]={userId}&filter[from]=&filter[until]=: the person's
 * days off (filter[user] left out: one's own) by start, only those touching the dates from through
 * until when given. Not paged. GET /{id} answers one.
 */
export const PersonalDayOffListSchema = v.object({ data: v.array(PersonalDayOffSchema) });
export const PersonalDayOffAnswerSchema = v.object({ data: PersonalDayOffSchema });

/**
 * POST v3/agenda/personal-days-off (201) and PATCH v3/agenda/personal-days-off/{id} (200; fields left
 * out keep their value, `userId` cannot change). A blank reason is saved as ''. DELETE /{id}: 204.
 */
export interface PersonalDayOffBody {
  readonly userId?: string;
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
  readonly reason: string;
}

// ---------------------------------------------------------------------------------------------------
// Agenda users: v3/agenda/users

export const AgendaUserSchema = v.object({
  id: v.string(),
  displayName: v.string(),
  isMedical: v.boolean(),
  /** The operations this person may not be booked for. */
  disallowedOperationIds: v.array(v.string()),
});

/**
 * GET v3/agenda/users: the users with an agenda (has_calendar), filter[search] (name or username,
 * case and accents ignored), sort name (default), paged as every list: `{ data, meta }`. GET /{id}
 * answers one (404 for a user without an agenda). POST /{id} with `{ disallowedOperationIds }` replaces
 * the list and answers the agenda user; unknown operations are a 422 under `disallowedOperationIds`.
 */
export const AgendaUserPageSchema = v.object({
  data: v.array(AgendaUserSchema),
  meta: v.object({
    total: Count,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});
export const AgendaUserAnswerSchema = v.object({ data: AgendaUserSchema });
export interface AgendaUserBody {
  readonly disallowedOperationIds: readonly string[];
}

// ---------------------------------------------------------------------------------------------------
// Computed availability

/** A block of availability on a date: wall-clock times, and the moments they are on that date. */
export const AvailabilityBlockSchema = v.object({
  start: WallClockSchema,
  end: WallClockSchema,
  startsAt: TimestampSchema,
  endsAt: TimestampSchema,
  scheduleId: v.string(),
  locationId: v.string(),
});

export const AvailabilityDaySchema = v.object({
  date: CalendarDateSchema,
  /** The blocks the schedules plan that day (their weekday, in the weeks they run). */
  planned: v.array(AvailabilityBlockSchema),
  /** What is left after the exceptions, the personal days off and a holiday, by start. */
  available: v.array(AvailabilityBlockSchema),
  holiday: v.nullable(NationalHolidaySchema),
  /** The part of the day each personal day off takes. */
  personalDaysOff: v.array(
    v.object({ id: v.string(), start: WallClockSchema, end: DayEndSchema, reason: v.string() }),
  ),
  timeConstraints: v.array(TimeConstraintSchema),
});

/**
 * GET v2/agenda/{userId}/availability-patterns?filter[date]=YYYY-MM-DD&filter[weeks]=1..26 (default 4)
 * &filter[schedule]={id}: the person's availability on each day of the weeks from the Monday of the
 * date's week, of every schedule or of the one given (a deleted one too, as it would be restored).
 */
export const AvailabilityPatternSchema = v.object({
  data: v.object({
    userId: v.string(),
    from: CalendarDateSchema,
    until: CalendarDateSchema,
    days: v.array(AvailabilityDaySchema),
  }),
});

/** A stretch of the period asked for. */
const FreeSchema = v.object({ start: TimestampSchema, end: TimestampSchema });

/**
 * GET v3/agenda/availabilities/agenda-users?filter[from]={moment}&filter[until]={moment}
 * &filter[location]=&filter[operation]=&filter[user]=a,b: the agenda users who are free at some time of
 * the period (at most 31 days): within their availability and not in an appointment. With an operation,
 * only schedules that allow it count, of people who may be booked for it. By name.
 */
export const AvailableAgendaUsersSchema = v.object({
  data: v.array(
    v.object({
      userId: v.string(),
      displayName: v.string(),
      free: v.array(v.object({ ...FreeSchema.entries, locationId: v.string(), scheduleId: v.string() })),
    }),
  ),
});

/**
 * GET v3/agenda/availabilities/rooms?filter[from]&filter[until]&filter[location]&filter[resourceType]:
 * the active rooms (of a location active then; holding the resource type when given) that are not
 * booked at some time of the period, with those times. By location, then name.
 */
export const AvailableRoomsSchema = v.object({
  data: v.array(
    v.object({ roomId: v.string(), locationId: v.string(), name: v.string(), free: v.array(FreeSchema) }),
  ),
});

/** GET v3/agenda/availabilities/resources: the same for the active resources (of the type, when given). */
export const AvailableResourcesSchema = v.object({
  data: v.array(
    v.object({
      resourceId: v.string(),
      locationId: v.string(),
      resourceTypeId: v.string(),
      name: v.string(),
      free: v.array(FreeSchema),
    }),
  ),
});

/** DELETE answers: 204 without a body. */
export const NoContentSchema = v.null();

// ---------------------------------------------------------------------------------------------------
// Field names of refusals

const fieldsOf = <F extends string>(fields: Record<F, true>): F[] => Object.keys(fields) as F[];

/** The field names a refused schedule's `errors` use: the domain's, then what only a server knows. */
export const SCHEDULE_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<ScheduleField>({
    locationId: true,
    operationIds: true,
    blocks: true,
    repeat: true,
    validFrom: true,
    validUntil: true,
  }),
  'userId',
  'id',
];
export const TIME_CONSTRAINT_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<TimeConstraintField>({ date: true, start: true, end: true }),
  'kind',
];
export const PERSONAL_DAY_OFF_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<PersonalDayOffField>({
    startDate: true,
    startTime: true,
    endDate: true,
    endTime: true,
    reason: true,
  }),
  'userId',
];
export const HOLIDAY_ERROR_FIELDS: readonly string[] = [
  ...fieldsOf<HolidayField>({ date: true, name: true }),
  'year',
];
export const AGENDA_USER_ERROR_FIELDS: readonly string[] = ['disallowedOperationIds'];
