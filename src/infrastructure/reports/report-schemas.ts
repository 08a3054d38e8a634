import * as v from 'valibot';
import { RECOVERY_GROUPINGS } from '../../domain/reports/recovery-report';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the report calls, under /api/external. The spec gives the WGA report's path
 * and fields only (section 3: dateStart, employmentId; section 7: POST v2/dossier/wga); the shapes,
 * the list and the recovery call are this contract's own. The demo backend answers exactly this.
 *
 * POST v2/dossier/wga `{ dateStart: 'YYYY-MM-DD', employmentId }`: a professional (`view_tasks`)
 * reports an employment for the WGA; it opens a WGA dossier on the employee. 201 `{ data: report }`;
 * 403 `forbidden` for anyone else; 422 `validation_failed` with `errors` per field (`employmentId`:
 * required, unknown, ended; `dateStart`: required, not a date, before the employment's start, more
 * than a year ahead); 409 `wga_exists` while an earlier report of the employment is open (its WGA
 * dossier not closed).
 *
 * GET v2/dossier/wga: the reports in the caller's scope (an employer user: its own employer's), newest
 * first (sort `createdAt`, `-createdAt` the default), page[number], page[size];
 * `{ data, meta: { total, page, pageSize } }`.
 *
 * GET v2/reports/recovery?filter[from]&filter[to]&groupBy=employer|division|team: per group the
 * counts of the period and the figures that follow from them (domain/reports/recovery-report.ts);
 * aggregates only. A professional with `view_professional_dashboard` counts every employer, an
 * employer user with `employer_view_dashboard` its own only, anyone else gets 403. 422 for a missing
 * or invalid date, an end before the start or after today, a period over 1098 days, an unknown
 * grouping. A group without a division or team has id and name null.
 *
 * GET data-exchange/{employerId}/{kind}/export[?filter[from]&filter[to]] (spec section 7: GET
 * data-exchange/{a}/{b}/export): an employer's administrative data as a file for its own systems.
 * `kind` is `absences` (the absences of the employer's employees overlapping the period: absence id,
 * employee, start and end date, days in the period and their percentage of the period), `employees`
 * (each employee with a row per employment with this employer: division, job title, start and end
 * date, hours per week, contract; as of today, no period) or `appointments` (the appointments of the
 * employer's employees on the days of the period: date, start and end time, employee, operation,
 * channel, location, status). Never medical content: no dossier of the medical group, no dossier type,
 * no note or typed title, and a medical operation's name left empty. The period is `YYYY-MM-DD` both
 * ends included, the end not before the start, at most 366 days; it may lie ahead.
 * 200 `text/csv; charset=utf-8` with `Content-Disposition: attachment; filename="{kind}-…csv"`: a
 * UTF-8 byte-order mark, then a header of fixed snake_case column names and the rows, every field
 * quoted, separated by semicolons, lines ended CRLF, ISO dates, 24-hour times in Europe/Amsterdam,
 * percentages with one decimal and a decimal comma. An employer user with `employer_view_dashboard`
 * or `employer_view_employee_list` exports its own employer only; an internal or external user with
 * `view_employee_list` any employer; anyone else gets 403 `forbidden` (also an employer user asking
 * for another employer). 404 `not_found` for an unknown employer or kind. 422 `validation_failed`
 * with `errors` under `filter[from]` and `filter[to]` (required, not a date, end before start, period
 * too long) for a kind with a period. Refusals are JSON like every call's.
 */

/** The media type of the export's file (the Content-Type's parameters aside). */
export const DATA_EXPORT_MEDIA_TYPE = 'text/csv';

export const WgaReportSchema = v.object({
  id: v.string(),
  employmentId: v.string(),
  employeeName: v.string(),
  employerName: v.string(),
  dateStart: CalendarDateSchema,
  createdAt: TimestampSchema,
  /** The display name of who made it. */
  createdBy: v.string(),
});

export const WgaReportAnswerSchema = v.object({ data: WgaReportSchema });

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const WgaReportPageSchema = v.object({
  data: v.array(WgaReportSchema),
  meta: v.object({
    total: Count,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});

const Figure = v.nullable(v.pipe(v.number(), v.minValue(0)));
const Percentage = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)));

export const RecoveryGroupSchema = v.object({
  id: v.nullable(v.string()),
  name: v.nullable(v.string()),
  counts: v.object({
    employees: Count,
    periodDays: Count,
    absenceDays: Count,
    newAbsences: Count,
    endedAbsences: Count,
    endedAbsenceDays: Count,
    recovered: v.object({ sixWeeks: Count, sixMonths: Count, oneYear: Count }),
  }),
  figures: v.object({
    absencePercentage: Percentage,
    frequency: Figure,
    averageDurationDays: Figure,
    recovered: v.object({ sixWeeks: Percentage, sixMonths: Percentage, oneYear: Percentage }),
  }),
});

export const RecoveryReportAnswerSchema = v.object({
  data: v.object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    groupBy: v.picklist(RECOVERY_GROUPINGS),
    groups: v.array(RecoveryGroupSchema),
  }),
});
