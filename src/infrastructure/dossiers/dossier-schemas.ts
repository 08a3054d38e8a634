import * as v from 'valibot';
import { DISCIPLINES } from '../../domain/tasks/colleague';
import { DOSSIER_TYPES } from '../../domain/dossiers/dossier-type';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the dossier and task calls (spec section 7, "Dossiers and tasks"). The spec
 * shows only what the browser sends; these shapes are what the back office answers, and the demo
 * backend answers exactly this. Dates are ISO dates (YYYY-MM-DD) in Europe/Amsterdam, moments ISO
 * timestamps.
 */
const IsoDate = CalendarDateSchema;
const IsoTimestamp = TimestampSchema;

/** The dossier types of the domain are the contract's codes as they are. */
export const DOSSIER_TYPE_CODES = DOSSIER_TYPES;

export const DossierTypeSchema = v.picklist(DOSSIER_TYPE_CODES);

export const UserRefSchema = v.object({ id: v.string(), displayName: v.string() });

/**
 * A name in the portal's two languages: a task's title, a task template's. `nl` is always there;
 * `en` may be absent, null or empty when the back office has no English name, and the portal then
 * shows the Dutch one. A title a user typed is the same text in both.
 */
export const DutchAndEnglishSchema = v.object({
  nl: v.pipe(v.string(), v.minLength(1)),
  en: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((text) => text ?? ''),
  ),
});

/** The dossier a task belongs to, as a task list shows it. */
export const DossierRefSchema = v.object({
  id: v.string(),
  type: DossierTypeSchema,
  employeeName: v.string(),
  employerId: v.string(),
  employerName: v.string(),
});

export const TaskSchema = v.object({
  id: v.string(),
  title: DutchAndEnglishSchema,
  status: v.picklist(['open', 'completed', 'cancelled']),
  dueDate: IsoDate,
  completedAt: v.nullable(IsoTimestamp),
  assignedUser: v.nullable(UserRefSchema),
  dossier: DossierRefSchema,
  createdAt: IsoTimestamp,
  /**
   * A task of an absence case that is a Poortwachter step: the step (its code, as in
   * poortwachter-steps.ts), an evaluation's round, and the step's legal deadline by the rule; null on
   * every other task. The back office moves it with the case.
   */
  poortwachter: v.optional(
    v.nullable(
      v.object({
        step: v.string(),
        round: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
        legalDeadline: IsoDate,
      }),
    ),
    null,
  ),
});

const PageMetaSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * GET v2/dossier/dossier-tasks. Filters: filter[status] (open|completed|cancelled), filter[dueFrom],
 * filter[dueTo] (ISO dates, inclusive), filter[assignedUser] (a user id, `me` or `unassigned`),
 * filter[dossierType], filter[employer] (employer id), filter[search] (the title in either language,
 * or the employee's name). Sort fields: title (by the title in the caller's language), dueDate, status, dossierType, employer, assignedUser, createdAt. include is
 * accepted (dossier, assignedUser) and both are always present.
 */
export const TaskPageSchema = v.object({ data: v.array(TaskSchema), meta: PageMetaSchema });

/** One task after an action (POST v2/dossier/dossier-task/complete, re-open, cancel, postpone, allocate). */
export const TaskAnswerSchema = v.object({ data: TaskSchema });

/**
 * GET v2/dossier/dossier-task-count, with the same filters as the list: the open tasks by due date,
 * and open tasks per ISO week for the current week and the seven after it.
 */
export const TaskCountSchema = v.object({
  data: v.object({
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    open: v.pipe(v.number(), v.integer(), v.minValue(0)),
    overdue: v.pipe(v.number(), v.integer(), v.minValue(0)),
    dueToday: v.pipe(v.number(), v.integer(), v.minValue(0)),
    dueThisWeek: v.pipe(v.number(), v.integer(), v.minValue(0)),
    perWeek: v.array(v.object({ weekStart: IsoDate, open: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  }),
});

/**
 * A colleague a task may be given to. `discipline` is the colleague's profession: `physician`
 * (bedrijfsarts), `case_manager` (casemanager) or `nurse` (verpleegkundige); null or absent when the
 * back office has none on file.
 */
export const ColleagueSchema = v.object({
  ...UserRefSchema.entries,
  discipline: v.optional(v.nullable(v.picklist(DISCIPLINES)), null),
});

/**
 * Who a task may be allocated to, sorted by name, each with their discipline (see ColleagueSchema):
 * GET v2/dossier/dossier-task/{id}/assign-authorizations for a task, and
 * GET v2/dossier/dossier-task/assign-authorizations?dossier={dossierId} for a new task on a dossier
 * (a task not yet made has no id to ask by).
 */
export const AssignAuthorizationsSchema = v.object({ data: v.array(ColleagueSchema) });

/**
 * GET v2/free-tasks?sort=title&page[size]=1000: task templates, each named in both languages, sorted
 * by the name in the caller's language (Accept-Language). A new task made from one (POST
 * v2/dossier/dossier-task with its `templateId`) carries both names; one with a title of the user's
 * own (`title` alone) has that title in both languages.
 */
export const FreeTasksSchema = v.object({
  data: v.array(v.object({ id: v.string(), title: DutchAndEnglishSchema })),
});

export const DossierSummarySchema = v.object({
  id: v.string(),
  type: DossierTypeSchema,
  status: v.picklist(['open', 'closed']),
  employeeName: v.string(),
  employerId: v.string(),
  employerName: v.string(),
  startDate: IsoDate,
  openTasks: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * GET v2/dossier: filter[status] (open|closed), filter[search], filter[dossierType]; sorted by
 * startDate (newest first unless asked), employeeName, dossierType, status, employer or openTasks;
 * paged, with the total of all pages in `meta`.
 */
export const DossierPageSchema = v.object({ data: v.array(DossierSummarySchema), meta: PageMetaSchema });

/** GET v2/dossier/recently-viewed?limit=5. */
export const RecentlyViewedSchema = v.object({
  data: v.array(v.object({ ...DossierRefSchema.entries, viewedAt: IsoTimestamp })),
});

/** GET v2/dossier/active-cases-count: open dossiers in the caller's scope, also per type. */
export const ActiveCasesSchema = v.object({
  data: v.object({
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    byType: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
});

/** GET v2/dossier/available-dossier-types: the types the caller's role may see and create. */
export const AvailableDossierTypesSchema = v.object({ data: v.array(DossierTypeSchema) });

/**
 * GET v3/agenda/appointments?filter[date]=YYYY-MM-DD&filter[mine]=true: the caller's appointments of
 * a day (the agenda slice grows this call; the dashboard needs only these fields).
 */
export const DayAppointmentsSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      userId: v.optional(v.nullable(v.string()), null),
      start: IsoTimestamp,
      end: IsoTimestamp,
      title: v.string(),
      location: v.nullable(v.string()),
      employeeName: v.nullable(v.string()),
    }),
  ),
});

/** GET v2/employers: the employers in the caller's scope (for filters). */
export const EmployersSchema = v.object({ data: v.array(v.object({ id: v.string(), name: v.string() })) });
