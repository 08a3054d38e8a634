import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { FileDownload } from '../../../../src/application/platform/file-download';
import { ListWgaReports } from '../../../../src/application/reports/list-wga-reports';
import { MakeWgaReport } from '../../../../src/application/reports/make-wga-report';
import { ReadRecoveryReport } from '../../../../src/application/reports/read-recovery-report';
import { fail, ok } from '../../../../src/domain/shared/result';
import { RecoveryReportViewModel } from '../../../../src/ui/screens/reports/recovery-report-view-model';
import { WgaReportViewModel } from '../../../../src/ui/screens/reports/wga-report-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { RecordingNotifier } from '../../../support/fakes';
import { FixedClock } from '../../../support/task-fakes';
import { aWgaReport, FakeReportGateway } from '../../../application/reports/report-fakes';
import { FakeEmployeeGateway, rejected } from '../../../application/people/people-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

class RecordingDownload implements FileDownload {
  readonly saved: { name: string; mimeType: string; contents: string }[] = [];
  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>) {
    this.saved.push({ name, mimeType, contents: String(contents) });
  }
}

describe('the recovery report view-model', () => {
  it('shows each group’s figures and their total, and downloads the table as CSV', async () => {
    const reports = new FakeReportGateway();
    const files = new RecordingDownload();
    const vm = new RecoveryReportViewModel(
      new ReadRecoveryReport(reports, new FixedClock(), new RecordingNotifier()),
      files,
    );
    const detach = vm.attach();
    await settle();
    expect(vm.state).toBe('ready');
    expect(vm.rows.map((row) => [row.name, row.total, row.employees, row.figures.absencePercentage])).toEqual(
      [
        ['Bakkerij', false, 10, 4],
        ['Zorg "Rivierenland"', false, 30, 0],
        [null, true, 40, 1],
      ],
    );
    vm.download('verzuim', [
      ['Groep', 'Verzuim (%)'],
      ['Zorg "Rivierenland"', '0'],
    ]);
    expect(files.saved).toEqual([
      {
        name: 'verzuim-2025-03-03-2026-03-02.csv',
        mimeType: 'text/csv;charset=utf-8',
        contents: '\uFEFF"Groep";"Verzuim (%)"\r\n"Zorg ""Rivierenland""";"0"\r\n',
      },
    ]);
    detach();
  });

  it('asks again at once for another grouping, and shows a backwards period next to it', async () => {
    const reports = new FakeReportGateway();
    const vm = new RecoveryReportViewModel(
      new ReadRecoveryReport(reports, new FixedClock(), new RecordingNotifier()),
      new RecordingDownload(),
    );
    vm.attach();
    await settle();
    vm.setGroupBy('division');
    await settle();
    expect(reports.asked.map((query) => query.groupBy)).toEqual(['employer', 'division']);
    vm.setTo(vm.from?.subtract({ days: 1 }) ?? null);
    await vm.load();
    expect(vm.periodProblem).toBe('recovery.period-backwards');
    expect(reports.asked).toHaveLength(2);
  });
});

describe('the WGA report view-model', () => {
  function setUp() {
    const reports = new FakeReportGateway();
    const employees = new FakeEmployeeGateway();
    const make = new MakeWgaReport(reports, employees, new FixedClock(), new RecordingNotifier());
    const scheduler = new FakeScheduler();
    const vm = new WgaReportViewModel(make, new ListWgaReports(reports), scheduler);
    return { vm, reports, employees, scheduler };
  }

  it('asks for employees once typing pauses, only for the last text, and starts empty again after a choice', async () => {
    const { vm, employees, scheduler } = setUp();
    vm.attach();
    vm.employees.setText('S');
    vm.employees.setText('Sa');
    vm.employees.setText('San');
    expect(employees.queries.filter((query) => query.search)).toEqual([]);
    scheduler.advance(300);
    await settle();
    expect(employees.queries.filter((query) => query.search).map((query) => query.search)).toEqual(['San']);
    expect(vm.employees.state).toBe('done');
    expect(vm.employees.found).toHaveLength(1);
    vm.chooseEmployee(vm.employees.found[0] ?? null);
    expect(vm.employees.text).toBe('');
    expect(vm.employees.found).toEqual([]);
  });

  it('chooses the only open employment of the employee, and keeps every value when refused', async () => {
    const { vm, reports } = setUp();
    vm.attach();
    vm.chooseEmployee({ id: 'e-1', name: 'Sanne de Vries', employerName: 'Bakkerij' });
    await settle();
    expect(vm.employmentId).toBe('m-1');
    const date = Temporal.PlainDate.from('2026-03-02');
    vm.setDateStart(date);
    reports.make = fail({ ...rejected(409), message: 'Er loopt al een melding.' });
    expect(await vm.submit()).toBe(false);
    expect(vm.message).toBe('Er loopt al een melding.');
    expect(vm.employee?.id).toBe('e-1');
    expect(vm.employmentId).toBe('m-1');
    expect(vm.dateStart?.equals(date)).toBe(true);
  });

  it('shows a problem next to its field, and the new report first in the list once made', async () => {
    const { vm, reports } = setUp();
    vm.attach();
    await settle();
    expect(await vm.submit()).toBe(false);
    expect(vm.problemOf('employee')).toBe('required');
    expect(vm.problemOf('dateStart')).toBe('required');
    vm.chooseEmployee({ id: 'e-1', name: 'Sanne de Vries', employerName: 'Bakkerij' });
    await settle();
    expect(vm.problemOf('employee')).toBeNull();
    vm.setDateStart(Temporal.PlainDate.from('2026-03-02'));
    // The back office lists the new report first from now on.
    reports.list = ok({ reports: [aWgaReport({ id: '2' }), aWgaReport()], total: 2 });
    expect(await vm.submit()).toBe(true);
    expect(vm.reports.map((report) => report.id)).toEqual(['2', '1']);
    await settle();
    expect(vm.reports.map((report) => report.id)).toEqual(['2', '1']);
    expect(vm.total).toBe(2);
    expect(vm.employee).toBeNull();
  });
});
