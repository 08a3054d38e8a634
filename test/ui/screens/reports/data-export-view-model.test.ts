import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { FileDownload } from '../../../../src/application/platform/file-download';
import type { DataExportQuery, ExportFile } from '../../../../src/application/reports/report-gateway';
import { ExportData } from '../../../../src/application/reports/export-data';
import type { Result } from '../../../../src/domain/shared/result';
import { fail, ok } from '../../../../src/domain/shared/result';
import type { GatewayFailure } from '../../../../src/application/platform/gateway-failure';
import { DataExportViewModel } from '../../../../src/ui/screens/reports/data-export-view-model';
import { RecordingNotifier } from '../../../support/fakes';
import { FixedClock } from '../../../support/task-fakes';
import { FakeEmployeeGateway, rejected } from '../../../application/people/people-fakes';
import { FakeReportGateway } from '../../../application/reports/report-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

class RecordingDownload implements FileDownload {
  readonly names: string[] = [];
  save(name: string) {
    this.names.push(name);
  }
}

/** A back office that answers the export only when the test says so. */
class StalledReportGateway extends FakeReportGateway {
  readonly signals: (AbortSignal | undefined)[] = [];
  answer: (result: Result<ExportFile, GatewayFailure>) => void = () => undefined;
  progress: (share: number) => void = () => undefined;
  override exportData(_query: DataExportQuery, signal?: AbortSignal, onProgress?: (share: number) => void) {
    this.signals.push(signal);
    this.progress = onProgress ?? (() => undefined);
    return new Promise<Result<ExportFile, GatewayFailure>>((resolve) => (this.answer = resolve));
  }
}

function screen(employers = [{ id: 'w-1', name: 'Bakkerij' }], reports = new FakeReportGateway()) {
  const people = new FakeEmployeeGateway();
  people.employerList = ok(employers);
  const files = new RecordingDownload();
  const vm = new DataExportViewModel(
    new ExportData(reports, people, files, new FixedClock(), new RecordingNotifier()),
  );
  return { reports, people, files, vm };
}

describe('the data export view-model', () => {
  it('shows how much of the file has come as a percentage once the back office tells its length', async () => {
    const reports = new StalledReportGateway();
    const { vm } = screen(undefined, reports);
    const detach = vm.attach();
    await settle();
    const downloading = vm.download();
    expect(vm.percent).toBeNull();
    reports.progress(0.424);
    expect(vm.percent).toBe(42);
    reports.progress(1);
    expect(vm.percent).toBe(100);
    reports.answer(ok({ bytes: new Uint8Array(), mimeType: 'text/csv', fileName: 'employees.csv' }));
    expect(await downloading).toBe(true);
    expect(vm.percent).toBeNull();
    detach();
  });

  it('shows an employer user’s only employer as chosen, and downloads the file it names', async () => {
    const { reports, files, vm } = screen();
    const detach = vm.attach();
    await settle();
    expect(vm.onlyEmployer?.name).toBe('Bakkerij');
    expect(vm.employerId).toBe('w-1');
    expect(vm.needsPeriod).toBe(true);
    const downloading = vm.download();
    expect(vm.downloading).toBe(true);
    expect(await downloading).toBe(true);
    expect(vm.downloading).toBe(false);
    expect(vm.saved).toBe('employees-2026-03-02.csv');
    expect(files.names).toEqual(['employees-2026-03-02.csv']);
    expect(reports.exported[0]?.period?.from.toString()).toBe('2026-11-01');
    detach();
  });

  it('lets a professional choose among the employers, and asks for one before downloading', async () => {
    const { reports, vm } = screen([
      { id: 'w-1', name: 'Bakkerij' },
      { id: 'w-2', name: 'Zorggroep' },
    ]);
    const detach = vm.attach();
    await settle();
    expect(vm.onlyEmployer).toBeNull();
    expect(await vm.download()).toBe(false);
    expect(vm.problemOf('employer')).toBe('required');
    vm.setEmployer('w-2');
    expect(vm.problemOf('employer')).toBeNull();
    vm.setKind('employees');
    expect(vm.needsPeriod).toBe(false);
    await vm.download();
    expect(reports.exported.map((query) => [query.employerId, query.kind])).toEqual([['w-2', 'employees']]);
    detach();
  });

  it('keeps the form and shows the back office’s message next to it on a refusal', async () => {
    const { reports, vm } = screen();
    reports.exportAnswer = fail({ ...rejected(403), message: 'U heeft hiervoor geen toestemming.' });
    const detach = vm.attach();
    await settle();
    vm.setFrom(Temporal.PlainDate.from('2026-01-01'));
    expect(await vm.download()).toBe(false);
    expect(vm.message).toBe('U heeft hiervoor geen toestemming.');
    expect(vm.from?.toString()).toBe('2026-01-01');
    expect(vm.downloading).toBe(false);
    detach();
  });

  it('ends the download in a state to show on a network fault, never a thrown error', async () => {
    const { reports, files, vm } = screen();
    reports.exportAnswer = fail({ kind: 'network', told: true });
    const detach = vm.attach();
    await settle();
    expect(await vm.download()).toBe(false);
    expect(vm.unavailable).toBe(true);
    expect(vm.downloading).toBe(false);
    expect(files.names).toEqual([]);
    detach();
  });

  it('stops a download under way when cancelled or when the screen goes, and saves nothing', async () => {
    const reports = new StalledReportGateway();
    const { files, vm } = screen(undefined, reports);
    const detach = vm.attach();
    await settle();
    const downloading = vm.download();
    detach();
    expect(reports.signals[0]?.aborted).toBe(true);
    expect(vm.downloading).toBe(false);
    reports.answer(fail({ kind: 'aborted' }));
    expect(await downloading).toBe(false);
    expect(files.names).toEqual([]);
    expect(vm.refusal).toBeNull();
  });

  it('says so when the employers cannot be loaded, and offers no download then', async () => {
    const { people, vm } = screen();
    people.employerList = fail({ kind: 'network', told: true });
    const detach = vm.attach();
    await settle();
    expect(vm.employersState).toBe('failed');
    expect(vm.employerId).toBe('');
    detach();
  });
});
