import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type {
  AbsenceGateway,
  EmployeeAbsence,
  SickReportMade,
} from '../../application/legal-clock/absence-gateway';
import type { GatewayFailure } from '../../application/platform/gateway-failure';
import type { Recovery, SickReport } from '../../domain/legal-clock/absence-reports';
import { POORTWACHTER_STEPS } from '../../domain/legal-clock/poortwachter-steps';
import type { Result } from '../../domain/shared/result';
import { ok } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import type { EmployeeAbsenceSchema, RecoveryBodySchema, SickReportBodySchema } from './absence-schemas';
import { EmployeeAbsenceAnswerSchema, SickReportAnswerSchema } from './absence-schemas';

const EMPLOYEE = '/v2/employee';
const id = (text: string) => encodeURIComponent(text);

const absenceOf = (json: v.InferOutput<typeof EmployeeAbsenceSchema>): EmployeeAbsence => ({
  employeeId: json.employeeId,
  employeeName: json.employeeName,
  employerName: json.employerName,
  openDossierId: json.openDossierId,
  spells: json.spells.map((spell) => ({
    firstSickDay: Temporal.PlainDate.from(spell.firstSickDay),
    recoveredOn: spell.recoveredOn ? Temporal.PlainDate.from(spell.recoveredOn) : null,
  })),
  resumption: json.resumption
    ? { from: Temporal.PlainDate.from(json.resumption.from), percentage: json.resumption.percentage }
    : null,
  stepsDone: {
    ...Object.fromEntries(
      POORTWACHTER_STEPS.flatMap((step) => {
        const on = json.stepsDone.steps[step];
        return on && step !== 'evaluation' ? [[step, Temporal.PlainDate.from(on)]] : [];
      }),
    ),
    evaluations: json.stepsDone.evaluations.map((on) => Temporal.PlainDate.from(on)),
  },
});

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The absence calls over HTTP (absence-schemas.ts is the contract). */
export class HttpAbsenceGateway implements AbsenceGateway {
  constructor(private readonly http: HttpClient) {}

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
