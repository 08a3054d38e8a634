import { describe, expect, it } from 'vitest';
import type {
  AbsenceGateway,
  EmployeeAbsence,
  OpenCase,
} from '../../../../src/application/legal-clock/absence-gateway';
import { ReportAbsence } from '../../../../src/application/legal-clock/report-absence';
import type { EmployeeGateway } from '../../../../src/application/people/employee-gateway';
import { ok } from '../../../../src/domain/shared/result';
import { AbsenceReportViewModel } from '../../../../src/ui/screens/legal-clock/absence-report-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import { FixedClock } from '../../../support/task-fakes';
import { aUser } from '../../../support/user-mother';

const clock = new FixedClock();
const today = clock.today();
const sick: EmployeeAbsence = {
  employeeId: 'e-1',
  employeeName: 'Eva Bakker',
  employerName: 'Bakkerij',
  openDossierId: 'd-1',
  // Sick for 50 days: past the probleemanalyse (week 6), before the 42nd week.
  spells: [{ firstSickDay: today.subtract({ days: 50 }), recoveredOn: null }],
  resumption: null,
  stepsDone: { 'sick-report': today.subtract({ days: 49 }), evaluations: [] },
};

const openCase = (dossierId: string, daysSick: number): OpenCase => ({
  dossierId,
  employeeId: `e-${dossierId}`,
  employeeName: `Medewerker ${dossierId}`,
  employerName: 'Bakkerij',
  spells: [{ firstSickDay: today.subtract({ days: daysSick }), recoveredOn: null }],
  stepsDone: { 'sick-report': today.subtract({ days: daysSick }), evaluations: [] },
});

async function opened(asEmployer: boolean, employeeId: string | null = 'e-1') {
  const gateway: AbsenceGateway = {
    // Week 8 (the probleemanalyse late, the plan due within days) and week 2 (nothing within a week).
    openCases: () => Promise.resolve(ok([openCase('d-2', 50), openCase('d-3', 10)])),
    absenceOf: () => Promise.resolve(ok(sick)),
    caseOf: () => Promise.reject(new Error('not here')),
    reportSick: () => Promise.reject(new Error('not here')),
    reportRecovery: () => Promise.reject(new Error('not here')),
  };
  const session = new FakeSessionStore();
  session.signIn(asEmployer ? aUser().ofType(3).build() : aUser().build());
  const report = new ReportAbsence(gateway, {} as EmployeeGateway, clock, new RecordingNotifier());
  const vm = new AbsenceReportViewModel(report, clock, new FakeScheduler(), session, employeeId);
  vm.attach();
  await Promise.resolve();
  await Promise.resolve();
  return vm;
}

describe('the sick and recovery page', () => {
  it('shows a sick employee’s case on its legal clock, the late probleemanalyse marked next', async () => {
    const vm = await opened(false);
    expect(vm.sick).toBe(true);
    expect(vm.sickSince?.week).toBe(8);
    const analysis = vm.steps.find((step) => step.step === 'problem-analysis');
    expect(analysis?.state.kind).toBe('late');
    expect(vm.next?.step).toBe('problem-analysis');
    expect(vm.steps.find((step) => step.step === 'sick-report')?.state.kind).toBe('done');
  });

  it('shows an employer its own duties only, the physician’s work left out', async () => {
    const vm = await opened(true);
    const names = vm.steps.map((step) => step.step);
    expect(names).not.toContain('problem-analysis');
    expect(names).not.toContain('current-assessment');
    expect(names).toContain('action-plan');
    expect(vm.next?.step).toBe('action-plan');
  });

  it('lists across the reader’s cases what is late and due within a week, by deadline, with the late count', async () => {
    const vm = await opened(false, null);
    const coming = vm.coming.map(
      (item) => `${item.case.dossierId} ${item.step.step} ${item.step.state.kind}`,
    );
    expect(coming[0]).toBe('d-2 problem-analysis late');
    expect(coming.every((line) => line.startsWith('d-2 '))).toBe(true);
    expect(vm.lateCount).toBe(vm.coming.filter((item) => item.step.state.kind === 'late').length);
    const deadlines = vm.coming.map((item) => item.step.deadline.toString());
    expect(deadlines).toEqual([...deadlines].sort());
    // An employer's overview leaves the physician's steps out.
    const employer = await opened(true, null);
    expect(employer.coming.some((item) => item.step.step === 'problem-analysis')).toBe(false);
  });
});
