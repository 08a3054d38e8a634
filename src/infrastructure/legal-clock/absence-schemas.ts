import * as v from 'valibot';
import {
  ADDRESS_MAX,
  EXPECTED_DURATIONS,
  HANDOVER_MAX,
  PHONE_MAX,
} from '../../domain/legal-clock/absence-reports';
import { CalendarDateSchema } from '../http/temporal-schemas';

/**
 * The absence calls: the typed contract of what the back office answers and takes (README, "The
 * absence calls"). Nothing here is medical: days, and what an employer may record at a sick report
 * (the AP's policy rules; domain/legal-clock/absence-reports.ts).
 */

/** A spell: from the first sick day to the first day fit again (not counted), or null while sick. */
export const SpellSchema = v.object({
  firstSickDay: CalendarDateSchema,
  recoveredOn: v.nullable(CalendarDateSchema),
});

export const WorkResumptionSchema = v.object({
  from: CalendarDateSchema,
  percentage: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
});

/**
 * When each Poortwachter step of the employee's last case was done, by the step's code
 * (domain/legal-clock/poortwachter-steps.ts; a code the portal does not know is left out), and the
 * evaluations of the action plan in order. Dates only: what a step's document says is not here.
 */
export const StepsDoneSchema = v.object({
  steps: v.record(v.string(), CalendarDateSchema),
  evaluations: v.array(CalendarDateSchema),
});

/** GET v2/employee/{id}/absence, and the answer to a recovery report. */
export const EmployeeAbsenceSchema = v.object({
  employeeId: v.string(),
  employeeName: v.string(),
  employerName: v.string(),
  /** The open case of the absence group, or null. */
  openDossierId: v.nullable(v.string()),
  /** Every spell of the employee's cases of the absence group the caller may see, in time order. */
  spells: v.array(SpellSchema),
  resumption: v.nullable(WorkResumptionSchema),
  stepsDone: StepsDoneSchema,
});
export const EmployeeAbsenceAnswerSchema = v.object({ data: EmployeeAbsenceSchema });

/**
 * POST v2/employee/{id}/sick-reports, the body: exactly these keys (a strict object: the back office
 * answers 422 naming any other, so no client can store a diagnosis or a reason). 201 with the absence
 * and whether the report continued a case that recovered less than 28 days before.
 */
export const SickReportBodySchema = v.strictObject({
  firstSickDay: CalendarDateSchema,
  reachablePhone: v.pipe(v.string(), v.minLength(1), v.maxLength(PHONE_MAX)),
  reachableAddress: v.nullable(v.pipe(v.string(), v.maxLength(ADDRESS_MAX))),
  expectedDuration: v.picklist(EXPECTED_DURATIONS),
  handover: v.nullable(v.pipe(v.string(), v.maxLength(HANDOVER_MAX))),
  safetyNet: v.boolean(),
  workAccident: v.boolean(),
  thirdPartyLiable: v.boolean(),
});
export const SickReportAnswerSchema = v.object({
  data: v.object({ ...EmployeeAbsenceSchema.entries, continued: v.boolean() }),
});

/** POST v2/employee/{id}/recoveries, the body; 200 with the absence as it stands after it. */
export const RecoveryBodySchema = v.strictObject({
  recoveredOn: CalendarDateSchema,
  kind: v.picklist(['full', 'partial']),
  /** For a partial recovery, the part of the usual hours worked again; null for a full one. */
  percentage: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
});

/**
 * GET v2/absence-cases?filter[owner]=me|all: the open cases of the absence group the caller may see (a
 * professional's own by default, or all; an employer's, its own employees'), each with its spells and
 * the dates its steps were done, so the portal computes every case's legal clock.
 */
export const OpenCasesSchema = v.object({
  data: v.array(
    v.object({
      dossierId: v.string(),
      employeeId: v.string(),
      employeeName: v.string(),
      employerName: v.string(),
      spells: v.array(SpellSchema),
      stepsDone: StepsDoneSchema,
    }),
  ),
});

/**
 * What completed a step: the document of its type (by the document's id; its name is not here, a
 * reader who may open it finds it in the dossier), the UWV message UWV accepted (with its reference),
 * the step's task, or the employer's report that opened the case. An evaluation has its round.
 */
export const StepEvidenceSchema = v.object({
  step: v.string(),
  round: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  kind: v.picklist(['document', 'uwv-message', 'task', 'sick-report']),
  on: CalendarDateSchema,
  reference: v.nullable(v.string()),
});

/**
 * GET v2/absence-cases/{dossierId}: one case of the absence group on its legal clock, for whoever may
 * open its dossier and report absence; 404 for a dossier of another group or out of the caller's reach.
 */
export const AbsenceCaseSchema = v.object({
  data: v.object({
    dossierId: v.string(),
    employeeId: v.string(),
    spells: v.array(SpellSchema),
    stepsDone: StepsDoneSchema,
    completedBy: v.array(StepEvidenceSchema),
  }),
});
