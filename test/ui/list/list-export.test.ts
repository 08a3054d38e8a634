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
import { agendaEn } from '../../../src/i18n/agenda/en';
import { agendaNl } from '../../../src/i18n/agenda/nl';
import { addAreaTranslations } from '../../../src/i18n/create-i18n';
import { exportColumnsOf } from '../../../src/ui/components/data-table/export-columns';
import { exportDateTime, exportNumber, exportText } from '../../../src/ui/list/export-value';
import type { ExportColumn } from '../../../src/ui/list/list-export';
import { ListExport } from '../../../src/ui/list/list-export';
import { ListViewModel } from '../../../src/ui/list/list-view-model';
import type { Translate } from '../../../src/ui/services-context';
import { appointmentColumns } from '../../../src/ui/screens/agenda/appointment-columns';
import {
  appointmentFilterOf,
  appointmentList,
} from '../../../src/ui/screens/agenda/appointment-list-definition';
import { createTestI18n } from '../../support/i18n';
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

/** A row of a list as the property makes it: two texts anyone could have typed, a number, a moment. */
type Row = readonly [string, string, number, Temporal.ZonedDateTime];

const columns: readonly ExportColumn<Row>[] = [
  { header: 'Naam', value: (row) => exportText(row[0]) },
  { header: '=Kop', value: (row) => exportText(row[1]) },
  { header: 'Aantal', value: (row) => exportNumber(row[2]) },
  { header: 'Begin', value: (row) => exportDateTime(row[3]) },
];

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '=HYPERLINK("http://x","klik")',
    '+31 6 1234',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\u0001=1',
    '-12,5',
    '"; =1',
  ),
  fc.string().map((text) => `=${text}`),
);

const moments = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:00Z'), noInvalidDate: true })
  .map((date) =>
    Temporal.Instant.fromEpochMilliseconds(Math.floor(date.getTime() / 60_000) * 60_000).toZonedDateTimeISO(
      'Europe/Amsterdam',
    ),
  );

const rowsOf = fc.array(fc.tuple(hostile, hostile, fc.double(), moments), { minLength: 1, maxLength: 8 });

/** The XML parts of an .xlsx, joined. */
const xlsxXml = (contents: unknown) =>
  Object.entries(unzipSync(contents as Uint8Array))
    .filter(([path]) => path.startsWith('xl/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');

describe('the export of a list', () => {
  it('writes no text cell that starts a formula, and numbers and times as data, in CSV and in .xlsx, whatever the rows hold', async () => {
    await fc.assert(
      fc.asyncProperty(rowsOf, async (rows) => {
        const files = new KeptFiles();
        const exporter = new ListExport(files, () => Promise.resolve(ok(rows)));
        expect(await exporter.run('csv', columns, 'lijst')).toBe(true);
        expect(await exporter.run('xlsx', columns, 'lijst')).toBe(true);
        const [csv, xlsx] = files.files;
        expect(csv?.name).toBe('lijst.csv');
        const cells = csvCells(String(csv?.contents));
        expect(cells).toHaveLength((rows.length + 1) * 4);
        expect(cells.slice(0, 4)).toEqual(['Naam', "'=Kop", 'Aantal', 'Begin']);
        rows.forEach(([, , number, moment], index) => {
          const [first, second, amount, start] = cells.slice((index + 1) * 4, (index + 2) * 4);
          expect(first).not.toMatch(FORMULA);
          expect(second).not.toMatch(FORMULA);
          // A number is the number, with a point: a negative one is not taken for a formula.
          if (Number.isFinite(number)) expect(Number(amount)).toBe(number === 0 ? 0 : number);
          else expect(amount).toBe('');
          expect(start).toBe(moment.toPlainDateTime().toString({ smallestUnit: 'minute' }));
        });
        expect(xlsx?.name).toBe('lijst.xlsx');
        const sheet = xlsxXml(xlsx?.contents);
        expect(sheet).not.toMatch(/<f[\s>]/);
        for (const text of sheet.matchAll(/<t[^>]*>([^<]*)<\/t>/g)) {
          const value = (text[1] ?? '')
            .replaceAll('&amp;', '&')
            .replaceAll('&quot;', '"')
            .replaceAll('&lt;', '<');
          expect(value).not.toMatch(FORMULA);
        }
        const numbers = [...sheet.matchAll(/<c r="C\d+"><v>([^<]*)<\/v><\/c>/g)].map((match) =>
          Number(match[1]),
        );
        // -0 is written as 0, as a reader would write it.
        expect(numbers).toEqual(
          rows
            .map((row) => row[2])
            .filter(Number.isFinite)
            .map((number) => (number === 0 ? 0 : number)),
        );
      }),
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
    const run = exporter.run('csv', [{ header: 'A', value: (row) => exportText(row) }], 'a');
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

  it('holds what the screen holds for the reader: no medical operation for a planner, the operations for a physician', async () => {
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
      const i18n = createTestI18n('nl');
      addAreaTranslations(i18n, { nl: agendaNl, en: agendaEn });
      const t: Translate = (key, values) => i18n.t(key, { ...values, lng: 'nl' });
      const exported = exportColumnsOf(appointmentColumns(t, 'nl'));
      expect(await new ListExport(files, list.collect).run('csv', exported, 'afspraken')).toBe(true);
      return String(files.files[0]?.contents);
    };
    const medical = ['Periodiek medisch onderzoek', 'Open spreekuur', 'Audiometrie'];
    const planner = await exportAs('planner');
    const [header, ...lines] = planner
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      '"Begin (Nederlandse tijd)";"Einde (Nederlandse tijd)";"Professional";"Wat";"Medewerker";"Werkgever";"Plaats";"Herinneringen";"Status"',
    );
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines)
      expect(line).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d";"\d{4}-\d\d-\d\dT\d\d:\d\d";/);
    for (const name of medical) expect(planner).not.toContain(name);
    const physician = await exportAs('bedrijfsarts.bakker');
    expect(medical.some((name) => physician.includes(name))).toBe(true);
  });
});
