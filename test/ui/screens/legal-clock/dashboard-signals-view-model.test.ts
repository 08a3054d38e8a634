import { describe, expect, it, vi } from 'vitest';
import type { AbsenceGateway, OpenCase } from '../../../../src/application/legal-clock/absence-gateway';
import { FollowCases } from '../../../../src/application/legal-clock/follow-cases';
import { ok } from '../../../../src/domain/shared/result';
import { DashboardSignalsViewModel } from '../../../../src/ui/screens/legal-clock/dashboard-signals-view-model';
import { FakeSessionStore } from '../../../support/fakes';
import { FixedClock } from '../../../support/task-fakes';
import { aUser } from '../../../support/user-mother';

const clock = new FixedClock();
const today = clock.today();

/** A case in its seventh week with no probleemanalyse: that step late, the plan due within days. */
const lateCase = (index: number): OpenCase => ({
  dossierId: `d-${index}`,
  employeeId: `e-${index}`,
  employeeName: `Medewerker ${index}`,
  employerName: 'Bakkerij',
  spells: [{ firstSickDay: today.subtract({ days: 45 + (index % 5) }), recoveredOn: null }],
  stepsDone: { 'sick-report': today.subtract({ days: 45 + (index % 5) }), evaluations: [] },
});

function signals(user: ReturnType<typeof aUser>, cases: readonly OpenCase[]) {
  let asked = 0;
  const gateway: AbsenceGateway = {
    openCases: () => {
      asked += 1;
      return Promise.resolve(ok(cases));
    },
    caseOf: () => Promise.reject(new Error('not asked here')),
    absenceOf: () => Promise.reject(new Error('not asked here')),
    reportSick: () => Promise.reject(new Error('not asked here')),
    reportRecovery: () => Promise.reject(new Error('not asked here')),
  };
  const session = new FakeSessionStore();
  session.signIn(user.build());
  const vm = new DashboardSignalsViewModel(new FollowCases(gateway, clock), session);
  return { vm, asked: () => asked };
}

describe('the dashboard’s signals', () => {
  it('ask nothing of a reader who follows no cases, and show nothing', () => {
    const { vm, asked } = signals(aUser().withRole(['view_agenda']), [lateCase(1)]);
    vm.attach();
    expect(vm.follows).toBe(false);
    expect(asked()).toBe(0);
  });

  it('count the late steps first and list every late or coming step by deadline', async () => {
    const cases = Array.from({ length: 12 }, (_, index) => lateCase(index));
    const { vm } = signals(aUser().withRole(['view_tasks']), cases);
    vm.attach();
    await vi.waitFor(() => expect(vm.state).toBe('ready'));
    expect(vm.late).toBe(12);
    expect(vm.signalled.length).toBeGreaterThanOrEqual(12);
    const deadlines = vm.signalled.map((item) => item.step.deadline.toString());
    expect(deadlines).toEqual([...deadlines].sort());
  });
});
