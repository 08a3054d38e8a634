import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  AbsenceCaseFile,
  AbsenceGateway,
  EmployeeAbsence,
  OpenCase,
  SickReportMade,
} from '../../../src/application/legal-clock/absence-gateway';
import { ReportAbsence } from '../../../src/application/legal-clock/report-absence';
import type { EmployeeGateway } from '../../../src/application/people/employee-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Recovery, SickReport } from '../../../src/domain/legal-clock/absence-reports';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';

const today = new FixedClock().today();
const fit: EmployeeAbsence = {
  employeeId: 'e-1',
  employeeName: 'Eva Bakker',
  employerName: 'Bakkerij',
  openDossierId: null,
  spells: [{ firstSickDay: today.subtract({ days: 30 }), recoveredOn: today.subtract({ days: 10 }) }],
  resumption: null,
  stepsDone: { evaluations: [] },
};
const report = (changes: Partial<SickReport> = {}): SickReport => ({
  firstSickDay: today,
  reachablePhone: '06 1234 5678',
  reachableAddress: '',
  expectedDuration: 'unknown',
  handover: '',
  safetyNet: false,
  workAccident: false,
  thirdPartyLiable: false,
  ...changes,
});

class FakeAbsences implements AbsenceGateway {
  readonly sent: SickReport[] = [];
  answer: Result<SickReportMade, GatewayFailure> = ok({ absence: fit, continued: true });
  openCases(): Promise<Result<readonly OpenCase[], GatewayFailure>> {
    return Promise.resolve(ok([]));
  }
  absenceOf(): Promise<Result<EmployeeAbsence, GatewayFailure>> {
    return Promise.resolve(ok(fit));
  }
  caseOf(): Promise<Result<AbsenceCaseFile, GatewayFailure>> {
    return Promise.reject(new Error('not asked here'));
  }
  reportSick(_id: string, sent: SickReport): Promise<Result<SickReportMade, GatewayFailure>> {
    this.sent.push(sent);
    return Promise.resolve(this.answer);
  }
  reportRecovery(_id: string, _recovery: Recovery): Promise<Result<EmployeeAbsence, GatewayFailure>> {
    return Promise.resolve(ok(fit));
  }
}

function setUp() {
  const absences = new FakeAbsences();
  const notifier = new RecordingNotifier();
  const use = new ReportAbsence(absences, {} as EmployeeGateway, new FixedClock(), notifier);
  return { absences, notifier, use };
}

describe('reporting absence', () => {
  it('sends nothing the domain refuses, and says so per field', async () => {
    const { absences, use } = setUp();
    const refused = await use.reportSick(
      report({ firstSickDay: today.add({ days: 1 }), expectedDuration: null }),
      fit,
    );
    expect(!refused.ok && refused.error.fields).toEqual({
      firstSickDay: 'in-the-future',
      expectedDuration: 'required',
    });
    expect(absences.sent).toEqual([]);
  });

  it('tells the user once that the report continued the case within 28 days of the recovery', async () => {
    const { notifier, use } = setUp();
    const made = await use.reportSick(report(), fit);
    expect(made.ok).toBe(true);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'legalClock.notices.sickContinued', values: { name: 'Eva Bakker' } },
    ]);
  });

  it('hands the back office’s field message to the form, with no success', async () => {
    const { absences, notifier, use } = setUp();
    absences.answer = fail({
      kind: 'rejected',
      status: 422,
      code: 'validation_failed',
      message: '',
      fieldErrors: { reachablePhone: ['Dit is geen telefoonnummer.'] },
      told: false,
    });
    const refused = await use.reportSick(report(), fit);
    expect(!refused.ok && refused.error.serverFields).toEqual({
      reachablePhone: 'Dit is geen telefoonnummer.',
    });
    expect(notifier.notices).toEqual([]);
  });

  it('refuses a recovery of an employee who is not sick before sending it', async () => {
    const { use } = setUp();
    const refused = await use.reportRecovery(
      { recoveredOn: Temporal.PlainDate.from(today.toString()), kind: 'full', percentage: null },
      fit,
    );
    expect(!refused.ok && refused.error.fields).toEqual({ recoveredOn: 'not-sick' });
  });
});
