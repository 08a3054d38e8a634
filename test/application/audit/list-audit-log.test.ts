import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AuditCsvLabels } from '../../../src/application/audit/audit-csv';
import { EXPORT_PAGE_SIZE, ListAuditLog } from '../../../src/application/audit/list-audit-log';
import { RecordingFileDownload } from '../../support/dossier-file-fakes';
import { FixedClock } from '../../support/task-fakes';
import { anEntry, EVERYTHING, FakeAuditGateway, plainWords } from './audit-fakes';

const labels = (language: 'nl' | 'en'): AuditCsvLabels => ({
  columns:
    language === 'nl'
      ? {
          at: 'Wanneer',
          user: 'Wie',
          action: 'Actie',
          entityType: 'Soort gegeven',
          entity: 'Gegeven',
          changes: 'Wijzigingen',
        }
      : {
          at: 'When',
          user: 'Who',
          action: 'Action',
          entityType: 'Kind of record',
          entity: 'Record',
          changes: 'Changes',
        },
  action: (action) => (language === 'nl' && action === 'created' ? 'Aangemaakt' : action),
  entityType: (type) => (language === 'nl' && type === 'resource_type' ? 'Soort middel' : type),
  ...plainWords,
});

function setUp() {
  const gateway = new FakeAuditGateway();
  const download = new RecordingFileDownload();
  return { gateway, download, useCase: new ListAuditLog(gateway, download, new FixedClock()) };
}

const csvOf = (download: RecordingFileDownload) => String(download.saved[0]?.contents ?? '');

describe('listing the audit log', () => {
  it('asks for a page as it can be asked, with a turned-around period put right', async () => {
    const { gateway, useCase } = setUp();
    const march = Temporal.PlainDate.from('2026-03-01');
    await useCase.execute({
      ...EVERYTHING,
      userId: '  ',
      from: march.add({ days: 5 }),
      to: march,
      size: 5000,
    });
    expect(gateway.queries[0]).toMatchObject({
      userId: null,
      from: march,
      to: march.add({ days: 5 }),
      size: 1000,
    });
  });

  it('offers nobody to filter on when the people cannot be read', async () => {
    const { gateway, useCase } = setUp();
    expect(await useCase.users()).toEqual([{ id: 'u1', name: 'Arjen Beheer' }]);
    gateway.failure = { kind: 'network', told: true };
    expect(await useCase.users()).toEqual([]);
  });
});

describe('exporting the audit log', () => {
  it('writes a UTF-8 CSV with a byte order mark and the header in the language asked for', async () => {
    const { gateway, download, useCase } = setUp();
    gateway.entriesList = [anEntry(1)];
    const nl = await useCase.exportCsv(EVERYTHING, labels('nl'));
    expect(nl).toEqual({ ok: true, value: { entries: 1, complete: true } });
    expect(download.saved[0]).toMatchObject({
      name: 'audit-log-2026-11-21.csv',
      mimeType: 'text/csv;charset=utf-8',
    });
    expect(csvOf(download).split('\r\n')).toEqual([
      '\uFEFF"Wanneer";"Wie";"Actie";"Soort gegeven";"Gegeven";"Wijzigingen"',
      '"2026-03-02 09:15:00";"Arjen Beheer";"Aangemaakt";"Soort middel";"Type 1";""',
      '',
    ]);
    await useCase.exportCsv(EVERYTHING, labels('en'));
    expect(String(download.saved[1]?.contents).split('\r\n')[0]).toBe(
      '\uFEFF"When";"Who";"Action";"Kind of record";"Record";"Changes"',
    );
  });

  it('keeps semicolons, quotes and line breaks inside their cell', async () => {
    const { gateway, download, useCase } = setUp();
    gateway.entriesList = [
      anEntry(1, {
        entity: { type: 'location', id: 'l1', label: 'Zaal "A"; boven', day: null },
        changes: [
          { field: 'name', from: null, to: 'Line one\nline two' },
          { field: 'operationIds', from: ['a'], to: ['a', 'b'] },
        ],
      }),
    ];
    await useCase.exportCsv(EVERYTHING, labels('en'));
    const row = csvOf(download).split('\r\n')[1];
    expect(row).toBe(
      '"2026-03-02 09:15:00";"Arjen Beheer";"created";"location";"Zaal ""A""; boven";' +
        '"name:  → Line one\nline two\noperationIds: a → a, b"',
    );
  });

  it('fetches every page of the current filter, 1000 at a time and at most ten pages', async () => {
    const { gateway, download, useCase } = setUp();
    gateway.entriesList = Array.from({ length: 2500 }, (_, index) => anEntry(index));
    const filtered = { ...EVERYTHING, action: 'created' as const, page: 3, size: 10 };
    const shares: number[] = [];
    expect(await useCase.exportCsv(filtered, labels('en'), undefined, (share) => shares.push(share))).toEqual(
      {
        ok: true,
        value: { entries: 2500, complete: true },
      },
    );
    expect(gateway.queries.map((query) => [query.page, query.size, query.action])).toEqual([
      [1, EXPORT_PAGE_SIZE, 'created'],
      [2, EXPORT_PAGE_SIZE, 'created'],
      [3, EXPORT_PAGE_SIZE, 'created'],
    ]);
    expect(csvOf(download).split('\r\n')).toHaveLength(2502);
    expect(shares).toEqual([0.4, 0.8, 1]);
    gateway.entriesList = Array.from({ length: 10_001 }, (_, index) => anEntry(index));
    expect(await useCase.exportCsv(EVERYTHING, labels('en'))).toEqual({
      ok: true,
      value: { entries: 10_000, complete: false },
    });
  });

  it('hands over no file when a page fails', async () => {
    const { gateway, download, useCase } = setUp();
    gateway.failure = { kind: 'malformed', told: true };
    expect((await useCase.exportCsv(EVERYTHING, labels('en'))).ok).toBe(false);
    expect(download.saved).toEqual([]);
  });
});
