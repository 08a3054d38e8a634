import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { FileDownload } from '../../../src/application/platform/file-download';
import { ExportData } from '../../../src/application/reports/export-data';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { FakeEmployeeGateway, rejected } from '../people/people-fakes';
import { FakeReportGateway } from './report-fakes';

class RecordingDownload implements FileDownload {
  readonly saved: { name: string; mimeType: string; contents: string | Uint8Array<ArrayBuffer> }[] = [];
  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>) {
    this.saved.push({ name, mimeType, contents });
  }
}

const JAN = { from: Temporal.PlainDate.from('2026-01-01'), to: Temporal.PlainDate.from('2026-01-31') };

function exporter() {
  const reports = new FakeReportGateway();
  const employees = new FakeEmployeeGateway();
  const files = new RecordingDownload();
  const notifier = new RecordingNotifier();
  const use = new ExportData(reports, employees, files, new FixedClock(), notifier);
  return { reports, employees, files, notifier, use };
}

describe('exporting an employer’s data', () => {
  it('hands the file to the browser under the back office’s name, asking the period of the kind', async () => {
    const { reports, files, use } = exporter();
    const done = await use.execute({ employerId: 'w-1', kind: 'absences', ...JAN });
    expect(done).toEqual(ok('employees-2026-03-02.csv'));
    expect(reports.exported).toEqual([{ employerId: 'w-1', kind: 'absences', period: JAN }]);
    expect(files.saved.map((file) => [file.name, file.mimeType])).toEqual([
      ['employees-2026-03-02.csv', 'text/csv;charset=utf-8'],
    ]);
  });

  it('asks the employee list without a period, whatever dates the form still holds', async () => {
    const { reports, use } = exporter();
    await use.execute({ employerId: 'w-1', kind: 'employees', ...JAN });
    expect(reports.exported[0]?.period).toBeNull();
  });

  it('refuses a form without an employer or with a backwards period before asking anything', async () => {
    const { reports, use } = exporter();
    const refused = await use.execute({ employerId: null, kind: 'appointments', from: JAN.to, to: JAN.from });
    expect(!refused.ok && refused.error.fields).toEqual({ employer: 'required', period: 'period-backwards' });
    expect(reports.exported).toEqual([]);
  });

  it('shows the back office’s period messages under the period, and its refusal as a message', async () => {
    const { reports, files, notifier, use } = exporter();
    reports.exportAnswer = fail({
      ...rejected(422),
      message: 'De periode is langer dan 366 dagen.',
      fieldErrors: { 'filter[to]': ['De periode is langer dan 366 dagen.'] },
    });
    const long = await use.execute({ employerId: 'w-1', kind: 'absences', ...JAN });
    expect(!long.ok && long.error.serverFields).toEqual({ period: 'De periode is langer dan 366 dagen.' });
    reports.exportAnswer = fail({ ...rejected(403), message: 'U heeft hiervoor geen toestemming.' });
    const forbidden = await use.execute({ employerId: 'w-2', kind: 'employees', ...JAN });
    expect(!forbidden.ok && forbidden.error.message).toBe('U heeft hiervoor geen toestemming.');
    expect(files.saved).toEqual([]);
    expect(notifier.notices).toEqual([]);
  });

  it('tells a malformed answer nobody has told of once, and saves nothing', async () => {
    const { reports, files, notifier, use } = exporter();
    reports.exportAnswer = fail({ kind: 'malformed', told: false });
    const answer = await use.execute({ employerId: 'w-1', kind: 'employees', ...JAN });
    expect(!answer.ok && answer.error.code).toBe('save.unavailable');
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['common.somethingWentWrong']);
    expect(files.saved).toEqual([]);
  });

  it('offers the employers in the user’s scope by name, and this month as the first period', async () => {
    const { employees, use } = exporter();
    employees.employerList = ok([
      { id: 'w-2', name: 'Zorggroep' },
      { id: 'w-1', name: 'Bakkerij' },
    ]);
    const employers = await use.employers();
    expect(employers.ok && employers.value.map((employer) => employer.id)).toEqual(['w-1', 'w-2']);
    const period = use.defaultPeriod();
    expect([period.from.toString(), period.to.toString()]).toEqual(['2026-11-01', '2026-11-30']);
  });
});
