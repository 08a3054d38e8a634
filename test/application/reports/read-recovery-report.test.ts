import { describe, expect, it } from 'vitest';
import { ReadRecoveryReport } from '../../../src/application/reports/read-recovery-report';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { rejected } from '../people/people-fakes';
import { FakeReportGateway } from './report-fakes';

const today = new FixedClock().today();

function setUp() {
  const reports = new FakeReportGateway();
  const notifier = new RecordingNotifier();
  return { reports, notifier, read: new ReadRecoveryReport(reports, new FixedClock(), notifier) };
}

describe('reading the recovery report', () => {
  it('starts with the twelve months through today', () => {
    const { read } = setUp();
    const period = read.defaultPeriod();
    expect(period.to.equals(today)).toBe(true);
    expect(period.from.equals(today.subtract({ years: 1 }).add({ days: 1 }))).toBe(true);
  });

  it('asks nothing for a period that is missing, backwards, in the future or too long', async () => {
    const { read, reports } = setUp();
    expect(await read.execute(null, today, 'employer')).toEqual(fail('recovery.period-required'));
    expect(await read.execute(today, today.subtract({ days: 1 }), 'employer')).toEqual(
      fail('recovery.period-backwards'),
    );
    expect(await read.execute(today, today.add({ days: 1 }), 'employer')).toEqual(
      fail('recovery.period-in-future'),
    );
    expect(await read.execute(today.subtract({ years: 4 }), today, 'employer')).toEqual(
      fail('recovery.period-too-long'),
    );
    expect(reports.asked).toEqual([]);
  });

  it('shows a refusal as a state and tells any other failure once', async () => {
    const { read, reports, notifier } = setUp();
    reports.recoveryAnswer = fail(rejected(403));
    expect(await read.execute(today, today, 'team')).toEqual(fail('recovery.forbidden'));
    expect(notifier.notices).toEqual([]);
    reports.recoveryAnswer = fail({ kind: 'network', told: false });
    expect(await read.execute(today, today, 'team')).toEqual(fail('recovery.unavailable'));
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['common.somethingWentWrong']);
    expect(reports.asked.at(-1)?.groupBy).toBe('team');
  });
});
