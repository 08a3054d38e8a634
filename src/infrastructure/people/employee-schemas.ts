import * as v from 'valibot';
import { CONTRACT_KINDS } from '../../domain/people/employee';
import { DossierTypeSchema } from '../dossiers/dossier-schemas';
import { CalendarDateSchema } from '../http/temporal-schemas';

/**
 * The written contract of the employee calls (spec section 7, "Users, employers, employees, teams";
 * the spec shows only the paths, so the shapes are this contract's own), all under /api/external. The
 * demo backend answers exactly this. Dates are ISO dates (Europe/Amsterdam); an impossible one fails
 * the schema like any other malformed answer.
 *
 * Who reaches which employees (the back office decides):
 * - `view_employee_list` reaches every employee; an employer user (user type 3) with
 *   `employer_view_employee_list` only its own employer's, whatever else it holds;
 * - whoever books appointments (`see_agenda_users_calendars`, `has_calendar`; an employer user with
 *   `employer_use_planning_functionality` for its own employer) finds employees in the list only;
 * - the dossier calls below answer only a user who sees dossiers (a professional, or an employer user
 *   with `employer_view_dashboard`), and only the types that user sees: never a medical one for an
 *   employer or a non-medical professional.
 *
 * Lists take the query style of spec section 7 and answer `{ data, meta: { total, page, pageSize } }`;
 * one record is `{ data }`. Errors use the one error body (http/error-body.ts): 401 `unauthenticated`,
 * 403 `forbidden` (out of reach), 404 `not_found`, 422 `validation_failed` for an unknown filter or
 * sort field, named as sent (`filter[city]`, `sort`).
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PageMetaSchema = v.object({
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const EmployeeRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  personnelNumber: v.string(),
  employerId: v.string(),
  employerName: v.string(),
  divisionId: v.nullable(v.string()),
  divisionName: v.nullable(v.string()),
  /** The team of professionals serving the employer (v2/teams). */
  teamId: v.nullable(v.string()),
  teamName: v.nullable(v.string()),
  /** The newest open dossier the caller may see; null without one (or without sight of dossiers). */
  openDossierId: v.nullable(v.string()),
  /** An open dossier of the absence group (illness, absence_dossier, illness_and_zw_erd, zw_erd). */
  openAbsence: v.boolean(),
});

/**
 * GET v2/employee: the employees in reach. filter[search] (words, each matching the name, personnel
 * number or employer), filter[employer], filter[team], filter[division] (ids), filter[openAbsence]
 * (true or false); sort `name` (last name, then first name; the default), `employer`, `dateOfBirth`,
 * - for descending; page[number], page[size] (at most 100; a larger size gets 100). The agenda's
 * employee search (agenda/appointment-schemas.ts EmployeeChoicesSchema) reads the same rows.
 */
export const EmployeePageSchema = v.object({ data: v.array(EmployeeRowSchema), meta: PageMetaSchema });

/**
 * GET v2/employee/{id}: the row with the date of birth, the work e-mail and the mobile number for
 * text messages (E.164; null or absent when none is known). Needs the right to open.
 */
export const EmployeeAnswerSchema = v.object({
  data: v.object({
    ...EmployeeRowSchema.entries,
    dateOfBirth: CalendarDateSchema,
    email: v.nullable(v.string()),
    mobile: v.optional(v.nullable(v.string()), null),
  }),
});

/**
 * GET v2/employments?filter[employee]={id}: employments in reach, sort `startDate` (default
 * newest first). `endDate` is the last day worked, null while it runs without an end.
 */
export const EmploymentPageSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      employeeId: v.string(),
      employerId: v.string(),
      employerName: v.string(),
      jobTitle: v.string(),
      startDate: CalendarDateSchema,
      endDate: v.nullable(CalendarDateSchema),
      hoursPerWeek: v.pipe(v.number(), v.minValue(0), v.maxValue(168)),
      contract: v.picklist(CONTRACT_KINDS),
    }),
  ),
  meta: PageMetaSchema,
});

export const EmployeeDossierRefSchema = v.object({
  id: v.string(),
  type: DossierTypeSchema,
  startDate: CalendarDateSchema,
});

/**
 * GET v2/employments/latest-open-absence-dossier/{employmentId} and
 * GET v2/employee/{id}/dossiers/{type}/last-open: the newest open dossier (of the absence group, or
 * of the type) the caller may see, or null. 403 for a type the caller may not see.
 */
export const DossierRefAnswerSchema = v.object({ data: v.nullable(EmployeeDossierRefSchema) });

/** GET v2/employee/{id}/dossiers: the employee's dossiers the caller may see, newest first. */
export const EmployeeDossiersSchema = v.object({
  data: v.array(
    v.object({
      ...EmployeeDossierRefSchema.entries,
      status: v.picklist(['open', 'closed']),
      openTasks: Count,
    }),
  ),
});

/** A division's branding (spec section 3: id, themeId, logo, fullLogo); the logos are data URLs or null. */
export const DivisionBrandingSchema = v.object({
  id: v.string(),
  themeId: v.number(),
  logo: v.nullable(v.string()),
  fullLogo: v.nullable(v.string()),
});

/**
 * GET v2/employer-division?filter[employer]=&filter[branding]=: the divisions in scope (every one for an
 * administrator), each with its employer's name and its branding; sort `employer`, `name`.
 */
export const DivisionPageSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      employerId: v.string(),
      employerName: v.string(),
      name: v.string(),
      branding: DivisionBrandingSchema,
    }),
  ),
  meta: PageMetaSchema,
});
