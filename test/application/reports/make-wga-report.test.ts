import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { WgaForm } from '../../../src/application/reports/make-wga-report';
import { MakeWgaReport } from '../../../src/application/reports/make-wga-report';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { FakeEmployeeGateway, rejected } from '../people/people-fakes';
import { FakeReportGateway } from './report-fakes';

const today = new FixedClock().today();
const employment = {
  id: 'm-1',
  employerName: 'Bakkerij',
  jobTitle: 'Bakker',
  startDate: Temporal.PlainDate.from('2019-09-01'),
  endDate: null,
};
const form = (changes: Partial<WgaForm> = {}): WgaForm => ({
  employee: { id: 'e-1', name: 'Sanne de Vries', employerName: 'Bakkerij' },
  employment,
  dateStart: today,
  ...changes,
});

function setUp() {
  const reports = new FakeReportGateway();
  const employees = new FakeEmployeeGateway();
  const notifier = new RecordingNotifier();
  return {
    reports,
    employees,
    notifier,
    make: new MakeWgaReport(reports, employees, new FixedClock(), notifier),
  };
}

describe('making a WGA report', () => {
  it('sends the employment and the start date and says it was made', async () => {
    const { make, reports, notifier } = setUp();
    const result = await make.execute(form());
    expect(result.ok).toBe(true);
    expect(reports.made).toEqual([{ employmentId: 'm-1', dateStart: today }]);
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['reports.wga.made']);
  });

  it('sends nothing while a field is missing or a date lies before the employment', async () => {
    const { make, reports } = setUp();
    const missing = await make.execute(form({ employee: null, employment: null, dateStart: null }));
    expect(!missing.ok && missing.error.fields).toEqual({ employee: 'required', dateStart: 'required' });
    const early = await make.execute(form({ dateStart: Temporal.PlainDate.from('2019-08-31') }));
    expect(!early.ok && early.error.fields).toEqual({ dateStart: 'before-employment' });
    const ended = await make.execute(
      form({ employment: { ...employment, endDate: today.subtract({ days: 1 }) } }),
    );
    expect(!ended.ok && ended.error.fields).toEqual({ employmentId: 'employment-ended' });
    const ahead = await make.execute(form({ dateStart: today.add({ days: 366 }) }));
    expect(!ahead.ok && ahead.error.fields).toEqual({ dateStart: 'too-far-ahead' });
    expect(reports.made).toEqual([]);
  });

  it('hands back the server’s field messages, and an open report’s refusal as its message', async () => {
    const { make, reports, notifier } = setUp();
    reports.make = fail({ ...rejected(422), fieldErrors: { dateStart: ['Te vroeg.'] } });
    const refused = await make.execute(form());
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.rejected',
      serverFields: { dateStart: 'Te vroeg.' },
    });
    reports.make = fail({ ...rejected(409), message: 'Er loopt al een melding.' });
    const twice = await make.execute(form());
    expect(!twice.ok && twice.error).toMatchObject({
      code: 'save.refused',
      message: 'Er loopt al een melding.',
    });
    expect(notifier.notices).toEqual([]);
  });

  it('offers the employee’s employments for the form', async () => {
    const { make, employees } = setUp();
    const found = await make.employmentsOf('e-1');
    expect(found.ok && found.value.map((choice) => [choice.id, choice.employerName])).toEqual([
      ['m-1', 'Bakkerij De Gouden Korenaar B.V.'],
    ]);
    expect(employees.calls).toEqual(['employments:e-1']);
  });
});
