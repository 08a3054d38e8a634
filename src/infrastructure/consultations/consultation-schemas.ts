import * as v from 'valibot';
import { AppointmentSchema, ReminderSchema } from '../agenda/appointment-schemas';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the consultation hour, under /api/external. The appointments are the
 * agenda's (appointment-schemas.ts), with its rule of who sees what: a medical operation, its note, its
 * room and equipment reach medical readers only.
 *
 * GET v3/consultations/day?filter[date]=YYYY-MM-DD&filter[user]=ID: one professional's appointments
 * with an employee that start that day (Europe/Amsterdam), in time order, cancelled ones among them.
 * A professional with a calendar (`has_calendar`) reads their own day (filter[user] absent or their
 * own id); a reader of everyone's agenda (`see_agenda_users_calendars`: the desk, the planners) any
 * professional's. 403 `forbidden` otherwise, 422 with `errors` on a date that is none.
 *
 * The statuses move through the agenda's own call (PATCH v2/agenda/appointment/update-status); the
 * back office keeps when each move happened and when the employee was marked arrived. Marking a
 * no-show makes a task for the owner of the employee's open case ("Niet verschenen bij afspraak
 * opvolgen"), due the next working day, one per appointment; `followUp` names it to a reader who may
 * see that case, else it is null.
 *
 * PUT v3/consultations/settings `{ lateAfterMinutes }` (whole minutes, 1 to 60; 10 when never set):
 * after how many minutes past its start a consultation without an arrival counts as late. Needs
 * `manage_user_roles_permissions`; 422 on `lateAfterMinutes` otherwise out of bounds.
 */

const Minutes = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60));

export const FollowUpSchema = v.object({
  taskId: v.string(),
  dossierId: v.string(),
  assigneeName: v.nullable(v.string()),
  dueDate: CalendarDateSchema,
  status: v.picklist(['open', 'completed', 'cancelled']),
});

export const ConsultationSchema = v.object({
  appointment: AppointmentSchema,
  arrivedAt: v.nullable(TimestampSchema),
  statusAt: v.nullable(TimestampSchema),
  reminders: v.array(ReminderSchema),
  followUp: v.nullable(FollowUpSchema),
});

export const ConsultationDaySchema = v.object({
  data: v.object({
    date: CalendarDateSchema,
    userId: v.string(),
    userName: v.string(),
    lateAfterMinutes: Minutes,
    consultations: v.array(ConsultationSchema),
  }),
});

export const ConsultationSettingsSchema = v.object({ data: v.object({ lateAfterMinutes: Minutes }) });

export const CONSULTATION_DAY_PATH = '/v3/consultations/day';
export const CONSULTATION_SETTINGS_PATH = '/v3/consultations/settings';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const MonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
const FiguresEntries = {
  held: Count,
  noShows: Count,
  cancelled: Count,
  noShowPercentage: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
};

/**
 * GET v3/consultations/attendance?filter[from]=YYYY-MM&filter[until]=YYYY-MM: per employer and month
 * (of the start, in Europe/Amsterdam), the appointments with an employee that were held (arrived or
 * completed), the no-shows and the cancellations, with the no-shows' share of those due; planned and
 * confirmed ones have no outcome yet and are not counted. At most 24 months, none to come (422 on the
 * filter otherwise). The service's dashboard (`view_professional_dashboard`) reads every employer, an
 * employer's user (`employer_view_dashboard`) only its own; 403 for anyone else. Nothing medical: no
 * operation, no employee.
 */
export const AttendanceSchema = v.object({
  data: v.object({
    from: MonthSchema,
    until: MonthSchema,
    rows: v.array(
      v.object({ employerId: v.string(), employerName: v.string(), month: MonthSchema, ...FiguresEntries }),
    ),
    total: v.object(FiguresEntries),
  }),
});

export const ATTENDANCE_PATH = '/v3/consultations/attendance';
