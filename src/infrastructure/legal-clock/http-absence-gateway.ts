import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type {
  AbsenceCaseFile,
  AbsenceGateway,
  EmployeeAbsence,
  OpenCase,
  SickReportMade,
} from '../../application/legal-clock/absence-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Recovery, SickReport } from '../../domain/legal-clock/absence-reports';
import type { StepsDone } from '../../domain/legal-clock/poortwachter-steps';
import { POORTWACHTER_STEPS } from '../../domain/legal-clock/poortwachter-steps';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import type {
  EmployeeAbsenceSchema,
  RecoveryBodySchema,
  SickReportBodySchema,
  StepsDoneSchema,
} from './absence-schemas';
import {
  AbsenceCaseSchema,
  EmployeeAbsenceAnswerSchema,
  OpenCasesSchema,
  SickReportAnswerSchema,
} from './absence-schemas';

const EMPLOYEE = '/v2/employee';
const id = (text: string) => encodeURIComponent(text);

const spellsOf = (json: readonly { firstSickDay: string; recoveredOn: string | null }[]) =>
  json.map((spell) => ({
    firstSickDay: Temporal.PlainDate.from(spell.firstSickDay),
    recoveredOn: spell.recoveredOn ? Temporal.PlainDate.from(spell.recoveredOn) : null,
  }));

const stepsDoneOf = (json: v.InferOutput<typeof StepsDoneSchema>): StepsDone => ({
  ...Object.fromEntries(
    POORTWACHTER_STEPS.flatMap((step) => {
      const on = json.steps[step];
      return on && step !== 'evaluation' ? [[step, Temporal.PlainDate.from(on)]] : [];
    }),
  ),
  evaluations: json.evaluations.map((on) => Temporal.PlainDate.from(on)),
});

const absenceOf = (json: v.InferOutput<typeof EmployeeAbsenceSchema>): EmployeeAbsence => ({
  employeeId: json.employeeId,
  employeeName: json.employeeName,
  employerName: json.employerName,
  openDossierId: json.openDossierId,
  spells: spellsOf(json.spells),
  resumption: json.resumption
    ? { from: Temporal.PlainDate.from(json.resumption.from), percentage: json.resumption.percentage }
    : null,
  stepsDone: stepsDoneOf(json.stepsDone),
});

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The absence calls over HTTP (absence-schemas.ts is the contract). */
export class HttpAbsenceGateway implements AbsenceGateway {
  constructor(private readonly http: HttpClient) {}

  async openCases(
    owner: 'me' | 'all',
    signal?: AbortSignal,
  ): Promise<Result<readonly OpenCase[], GatewayFailure>> {
    const answer = await this.http.request(OpenCasesSchema, {
      method: 'GET',
      path: '/v2/absence-cases',
      query: { filter: { owner } },
      signal,
    });
    if (!answer.ok) return answer;
    return ok(
      answer.value.data.map((json) => ({
        dossierId: json.dossierId,
        employeeId: json.employeeId,
        employeeName: json.employeeName,
        employerName: json.employerName,
        spells: spellsOf(json.spells),
        stepsDone: stepsDoneOf(json.stepsDone),
      })),
    );
  }

  async caseOf(dossierId: string, signal?: AbortSignal): Promise<Result<AbsenceCaseFile, GatewayFailure>> {
    const answer = await this.http.request(AbsenceCaseSchema, {
      method: 'GET',
      path: `/v2/absence-cases/${id(dossierId)}`,
      signal,
      // The dossier shows the part's own state; a toast would say it twice.
      quiet: true,
    });
    if (!answer.ok) return answer;
    const json = answer.value.data;
    return ok({
      dossierId: json.dossierId,
      employeeId: json.employeeId,
      spells: spellsOf(json.spells),
      stepsDone: stepsDoneOf(json.stepsDone),
      // A step the portal does not know is left out, as in stepsDone.
      completedBy: json.completedBy.flatMap((evidence) => {
        const step = POORTWACHTER_STEPS.find((known) => known === evidence.step);
        return step
          ? [
              {
                step,
                round: evidence.round,
                kind: evidence.kind,
                on: Temporal.PlainDate.from(evidence.on),
                reference: evidence.reference,
              },
            ]
          : [];
      }),
    });
  }

  async absenceOf(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeAbsence, GatewayFailure>> {
    const answer = await this.http.request(EmployeeAbsenceAnswerSchema, {
      method: 'GET',
      path: `${EMPLOYEE}/${id(employeeId)}/absence`,
      signal,
    });
    return answer.ok ? ok(absenceOf(answer.value.data)) : answer;
  }

  async reportSick(employeeId: string, report: SickReport): Promise<Result<SickReportMade, GatewayFailure>> {
    if (!report.firstSickDay || !report.expectedDuration) throw new Error('the form checks the report first');
    const body: v.InferInput<typeof SickReportBodySchema> = {
      firstSickDay: report.firstSickDay.toString(),
      reachablePhone: report.reachablePhone.trim(),
      reachableAddress: textOrNull(report.reachableAddress),
      expectedDuration: report.expectedDuration,
      handover: textOrNull(report.handover),
      safetyNet: report.safetyNet,
      workAccident: report.workAccident,
      thirdPartyLiable: report.thirdPartyLiable,
    };
    const answer = await this.http.request(SickReportAnswerSchema, {
      method: 'POST',
      path: `${EMPLOYEE}/${id(employeeId)}/sick-reports`,
      body,
      quiet: true,
    });
    return answer.ok
      ? ok({ absence: absenceOf(answer.value.data), continued: answer.value.data.continued })
      : answer;
  }

  async reportRecovery(
    employeeId: string,
    recovery: Recovery,
  ): Promise<Result<EmployeeAbsence, GatewayFailure>> {
    if (!recovery.recoveredOn) throw new Error('the form checks the recovery first');
    const body: v.InferInput<typeof RecoveryBodySchema> = {
      recoveredOn: recovery.recoveredOn.toString(),
      kind: recovery.kind,
      percentage: recovery.kind === 'partial' ? recovery.percentage : null,
    };
    const answer = await this.http.request(EmployeeAbsenceAnswerSchema, {
      method: 'POST',
      path: `${EMPLOYEE}/${id(employeeId)}/recoveries`,
      body,
      quiet: true,
    });
    return answer.ok ? ok(absenceOf(answer.value.data)) : answer;
  }
}
