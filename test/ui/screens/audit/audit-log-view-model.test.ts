import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AuditCsvLabels } from '../../../../src/application/audit/audit-csv';
import { ListAuditLog } from '../../../../src/application/audit/list-audit-log';
import { AuditLogViewModel } from '../../../../src/ui/screens/audit/audit-log-view-model';
import { anEntry, FakeAuditGateway, plainWords } from '../../../application/audit/audit-fakes';
import { RecordingFileDownload } from '../../../support/dossier-file-fakes';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { FixedClock } from '../../../support/task-fakes';

const LABELS: AuditCsvLabels = {
  columns: {
    at: 'When',
    user: 'Who',
    action: 'Action',
    entityType: 'Kind',
    entity: 'Record',
    changes: 'Changes',
  },
  action: (action) => action,
  entityType: (type) => type,
  ...plainWords,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const gateway = new FakeAuditGateway();
  gateway.entriesList = [anEntry(1), anEntry(2, { action: 'deleted' })];
  const download = new RecordingFileDownload();
  const vm = new AuditLogViewModel(
    new ListAuditLog(gateway, download, new FixedClock()),
    new FakeScheduler(),
  );
  return { gateway, download, vm };
}

describe('the audit log view-model', () => {
  it('loads the newest entries first and the people to filter on', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    vm.list.applySearchParams(new URLSearchParams());
    await settle();
    expect(vm.list.state).toBe('ready');
    expect(vm.list.rows.map((row) => row.id)).toEqual(['w1', 'w2']);
    expect(gateway.queries.at(-1)).toMatchObject({ direction: 'desc', page: 1 });
    expect(vm.users).toEqual([{ id: 'u1', name: 'Arjen Beheer' }]);
    detach();
  });

  it('asks with the filters chosen, and puts all but the person into the address', async () => {
    const { gateway, vm } = setUp();
    const detach = vm.attach();
    const from = Temporal.PlainDate.from('2026-03-01');
    vm.list.setFilters({ user: 'u1', entityType: 'resource_type', action: 'created', from, to: from });
    await settle();
    expect(gateway.queries.at(-1)).toMatchObject({
      userId: 'u1',
      entityType: 'resource_type',
      action: 'created',
      from,
      to: from,
    });
    const address = vm.list.searchParams;
    expect(address).toContain('kind=resource_type');
    expect(address).toContain('action=created');
    expect(address).toContain('from=2026-03-01');
    expect(address).not.toContain('u1');
    detach();
  });

  it('exports what the filters show, and says so when the file is not complete', async () => {
    const { gateway, download, vm } = setUp();
    const detach = vm.attach();
    vm.list.setFilter('action', 'deleted');
    await settle();
    await vm.exportCsv(LABELS);
    expect(gateway.queries.at(-1)).toMatchObject({ action: 'deleted', page: 1, size: 1000 });
    expect(download.saved).toHaveLength(1);
    expect(vm.exportState).toEqual({ entries: 2, complete: true });
    expect(vm.exportIncomplete).toBeNull();
    gateway.failure = { kind: 'network', told: true };
    await vm.exportCsv(LABELS);
    expect(vm.exportState).toBe('failed');
    detach();
  });

  it('can cancel an export under way: no file, and the button is back', async () => {
    const { download, vm } = setUp();
    const detach = vm.attach();
    await settle();
    const exporting = vm.exportCsv(LABELS);
    expect(vm.exportState).toBe('exporting');
    expect(vm.exportPercent).toBe(0);
    vm.cancelExport();
    await exporting;
    expect(vm.exportState).toBe('idle');
    expect(download.saved).toHaveLength(0);
    detach();
  });
});
