import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import type { FileDownload } from '../../../src/application/platform/file-download';
import { ok } from '../../../src/domain/shared/result';
import { HttpAgendaGateway } from '../../../src/infrastructure/agenda/http-agenda-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { cellText } from '../../../src/ui/components/data-table/cell-text';
import type { ExportColumn } from '../../../src/ui/list/list-export';
import { ListExport } from '../../../src/ui/list/list-export';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import {
  appointmentFilterOf,
  appointmentList,
} from '../../../src/ui/screens/agenda/appointment-list-definition';
import { RecordingNotifier } from '../../support/fakes';
import { FakeScheduler } from '../../support/fake-scheduler';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

/** The files the export handed the browser. */
class KeptFiles implements FileDownload {
  readonly files: { name: string; type: string; contents: string | Uint8Array }[] = [];
  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>): void {
    this.files.push({ name, type: mimeType, contents });
  }
}

/** The cells of a CSV the portal writes: every field quoted, separated by semicolons, lines CRLF. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  const field = /"((?:[^"]|"")*)"(?:;|\r\n|$)/g;
  for (const match of text.replace(/^\uFEFF/, '').matchAll(field))
    cells.push((match[1] ?? '').replaceAll('""', '"'));
  return cells;
}

/** What a spreadsheet would start to compute: =, +, @, a tab or CR first, or a minus not of a plain number. */
const FORMULA = /^[=+@\t\r]|^-(?!\d+(?:[.,]\d+)?$)/;

const columns: readonly ExportColumn<readonly string[]>[] = [0, 1, 2].map((index) => ({
  header: `Kolom ${index}`,
  text: (row) => row[index] ?? '',
}));

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '=HYPERLINK("http://x","klik")',
    '+31 6 1234',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '-12,5',
    '"; =1',
  ),
  fc.string().map((text) => `=${text}`),
);

describe('the export of a list', () => {
  it('writes no cell that starts a formula, in CSV and in .xlsx, whatever the rows hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostile, hostile, hostile), { minLength: 1, maxLength: 8 }),
        async (rows) => {
          const files = new KeptFiles();
          const source = () => Promise.resolve(ok(rows as readonly (readonly string[])[]));
          const exporter = new ListExport(files, source);
          expect(await exporter.run('csv', columns, 'lijst')).toBe(true);
          expect(await exporter.run('xlsx', columns, 'lijst')).toBe(true);
          const [csv, xlsx] = files.files;
          expect(csv?.name).toBe('lijst.csv');
          const cells = csvCells(String(csv?.contents));
          expect(cells).toHaveLength((rows.length + 1) * 3);
          for (const cell of cells) expect(cell).not.toMatch(FORMULA);
          expect(xlsx?.name).toBe('lijst.xlsx');
          const sheet = Object.entries(unzipSync(xlsx?.contents as Uint8Array))
            .filter(([path]) => path.startsWith('xl/'))
            .map(([, bytes]) => strFromU8(bytes))
            .join('\n');
          expect(sheet).not.toMatch(/<f[\s>]/);
          for (const text of sheet.matchAll(/<t[^>]*>([^<]*)<\/t>/g)) {
            const value = (text[1] ?? '')
              .replaceAll('&amp;', '&')
              .replaceAll('&quot;', '"')
              .replaceAll('&lt;', '<');
            expect(value).not.toMatch(FORMULA);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('fetches page after page with the percentage so far, and a cancel stops it without a file', async () => {
    const files = new KeptFiles();
    const waiting: (() => void)[] = [];
    const exporter = new ListExport<string>(files, async (signal, onProgress) => {
      for (const share of [0.25, 0.5]) {
        await new Promise<void>((resolve) => waiting.push(resolve));
        onProgress(share);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
      return signal.aborted ? { ok: false, error: { kind: 'aborted' } } : ok(['a']);
    });
    const run = exporter.run('csv', [{ header: 'A', text: (row) => row }], 'a');
    expect(exporter.running).toBe('csv');
    await Promise.resolve();
    waiting.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(exporter.percent).toBe(25);
    waiting.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(exporter.percent).toBe(50);
    exporter.cancel();
    expect(exporter.running).toBeNull();
    waiting.shift()?.();
    expect(await run).toBe(false);
    expect(files.files).toEqual([]);
  });

  it('holds what the back office answers the reader: no medical operation for a planner, the operations for a physician', async () => {
    const start = Date.parse('2026-11-23T08:00:00Z');
    const today = Temporal.PlainDate.from('2026-11-23');
    const exportAs = async (username: string) => {
      const backend = inProcessBackend({ now: () => start });
      const http = httpClientFor(backend, new RecordingNotifier());
      expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
      const agenda = new HttpAgendaGateway(http);
      const list = new ListViewModel(
        appointmentList(today),
        async (request, signal) => {
          const filter = appointmentFilterOf(request, today);
          if (!filter) return ok({ rows: [] as readonly Appointment[], total: 0 });
          const answer = await agenda.appointments(
            {
              ...filter,
              statuses: filter.statuses ?? [],
              descending: false,
              page: { number: request.page, size: request.size },
            },
            signal,
          );
          return answer.ok ? ok({ rows: answer.value.rows, total: answer.value.total }) : answer;
        },
        new FakeScheduler(),
      );
      const files = new KeptFiles();
      const what = {
        id: 'what',
        header: 'Wat',
        cell: (row: Appointment) => row.operation?.name ?? row.title,
      };
      const note = { id: 'note', header: 'Notitie', cell: (row: Appointment) => row.note ?? '' };
      const exported = [what, note].map((column) => ({
        header: column.header,
        text: (row: Appointment) => cellText(column, row),
      }));
      expect(await new ListExport(files, list.collect).run('csv', exported, 'afspraken')).toBe(true);
      return String(files.files[0]?.contents);
    };
    const medical = ['Periodiek medisch onderzoek', 'Open spreekuur', 'Audiometrie'];
    const planner = await exportAs('planner');
    expect(planner.split('\r\n').length).toBeGreaterThan(20);
    for (const name of medical) expect(planner).not.toContain(name);
    const physician = await exportAs('bedrijfsarts.bakker');
    expect(medical.some((name) => physician.includes(name))).toBe(true);
  });
});
