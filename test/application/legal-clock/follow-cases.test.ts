import { describe, expect, it } from 'vitest';
import type {
  AbsenceCaseFile,
  AbsenceGateway,
  OpenCase,
} from '../../../src/application/legal-clock/absence-gateway';
import { FollowCases } from '../../../src/application/legal-clock/follow-cases';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { FixedClock } from '../../support/task-fakes';

const clock = new FixedClock();
const today = clock.today();

/** A case sick since `daysSick` days, its sick report done on the first day. */
const fileOf = (daysSick: number, changes: Partial<AbsenceCaseFile> = {}): AbsenceCaseFile => ({
  dossierId: 'd-1',
  employeeId: 'e-1',
  spells: [{ firstSickDay: today.subtract({ days: daysSick }), recoveredOn: null }],
  stepsDone: { 'sick-report': today.subtract({ days: daysSick }), evaluations: [] },
  completedBy: [
    {
      step: 'sick-report',
      round: null,
      kind: 'sick-report',
      on: today.subtract({ days: daysSick }),
      reference: null,
    },
  ],
  ...changes,
});

const open = (dossierId: string, daysSick: number): OpenCase => ({
  dossierId,
  employeeId: `e-${dossierId}`,
  employeeName: dossierId,
  employerName: 'Bakkerij',
  spells: [{ firstSickDay: today.subtract({ days: daysSick }), recoveredOn: null }],
  stepsDone: { 'sick-report': today.subtract({ days: daysSick }), evaluations: [] },
});

function following(answer: Result<AbsenceCaseFile, GatewayFailure>, cases: readonly OpenCase[] = []) {
  const asked: string[] = [];
  const gateway: AbsenceGateway = {
    openCases: (owner) => {
      asked.push(`open:${owner}`);
      return Promise.resolve(ok(cases));
    },
    caseOf: (dossierId) => {
      asked.push(`case:${dossierId}`);
      return Promise.resolve(answer);
    },
    absenceOf: () => Promise.reject(new Error('not asked here')),
    reportSick: () => Promise.reject(new Error('not asked here')),
    reportRecovery: () => Promise.reject(new Error('not asked here')),
  };
  return { asked, follow: new FollowCases(gateway, clock) };
}

describe('following a case on its legal clock', () => {
  it('gives a case in week 7 without a probleemanalyse that step late and next, the report done through itself', async () => {
    const { asked, follow } = following(ok(fileOf(45)));
    const read = await follow.timelineOf('d-1', 'service');
    const timeline = read.ok ? read.value : null;
    expect(asked).toEqual(['case:d-1']);
    expect(timeline?.week).toBe(7);
    expect(timeline?.next?.step).toBe('problem-analysis');
    expect(timeline?.next?.state.kind).toBe('late');
    const report = timeline?.steps.find((step) => step.step === 'sick-report');
    expect(report?.state.kind).toBe('done');
    expect(report?.evidence?.kind).toBe('sick-report');
    // A step not done has nothing that completed it.
    expect(timeline?.steps.filter((step) => step.state.kind !== 'done').every((step) => !step.evidence)).toBe(
      true,
    );
  });

  it('shows an employer its own duties only, never the physician’s probleemanalyse', async () => {
    const { follow } = following(ok(fileOf(45)));
    const read = await follow.timelineOf('d-1', 'employer');
    const steps = read.ok ? (read.value?.steps ?? []) : [];
    expect(steps.map((step) => step.step)).not.toContain('problem-analysis');
    expect(steps.map((step) => step.step)).not.toContain('current-assessment');
    expect(steps.map((step) => step.step)).toContain('action-plan');
  });

  it('matches an evaluation with what completed it by its round', async () => {
    const plan = today.subtract({ days: 140 });
    const first = plan.add({ days: 40 });
    const second = first.add({ days: 40 });
    const { follow } = following(
      ok(
        fileOf(200, {
          stepsDone: { 'action-plan': plan, evaluations: [first, second] },
          completedBy: [
            { step: 'evaluation', round: 1, kind: 'task', on: first, reference: null },
            { step: 'evaluation', round: 2, kind: 'document', on: second, reference: null },
          ],
        }),
      ),
    );
    const read = await follow.timelineOf('d-1', 'service');
    const evaluations = read.ok ? (read.value?.steps ?? []).filter((step) => step.step === 'evaluation') : [];
    expect(evaluations.slice(0, 2).map((step) => step.evidence?.kind)).toEqual(['task', 'document']);
  });

  it('says the week no more once the employee recovered, and has no timeline for a case without a spell', async () => {
    const ended = fileOf(30, {
      spells: [{ firstSickDay: today.subtract({ days: 30 }), recoveredOn: today.subtract({ days: 2 }) }],
    });
    const { follow } = following(ok(ended));
    const read = await follow.timelineOf('d-1', 'service');
    expect(read.ok && read.value?.week).toBeNull();
    expect(follow.timeline(fileOf(0, { spells: [] }), 'service')).toBeNull();
  });

  it('hands the back office’s refusal on as it came', async () => {
    const refusal: GatewayFailure = {
      kind: 'rejected',
      status: 404,
      message: 'Niet gevonden',
      code: 'not_found',
      fieldErrors: {},
      told: false,
    };
    const { follow } = following(fail(refusal));
    expect(await follow.timelineOf('d-9', 'service')).toEqual(fail(refusal));
  });

  it('signals across the reader’s own cases what is late and due within a week, by deadline', async () => {
    // Week 7 (the probleemanalyse late), week 6 (due within days), week 2 (nothing within a week).
    const cases = [open('week-2', 10), open('week-7', 45), open('week-6', 38)];
    const { asked, follow } = following(ok(fileOf(1)), cases);
    const read = await follow.openCases();
    const signalled = follow.signalled(read.ok ? read.value : [], 'service');
    expect(asked).toEqual(['open:me']);
    expect(
      signalled.map((item) => `${item.case.dossierId}:${item.step.step}:${item.step.state.kind}`),
    ).toEqual(['week-7:problem-analysis:late', 'week-6:problem-analysis:due']);
  });
});
