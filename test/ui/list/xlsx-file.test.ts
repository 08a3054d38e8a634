// @vitest-environment jsdom
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ExportTable, ExportValue } from '../../../src/ui/list/export-value';
import { exportDate, exportDateTime, exportNumber, exportText } from '../../../src/ui/list/export-value';
import { xlsxBytes } from '../../../src/ui/list/xlsx-file';

const parts = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));

/** A part as XML, failing the test when it is not well-formed. */
function xml(text: string | undefined): Document {
  const document = new DOMParser().parseFromString(text ?? '', 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** What a spreadsheet reads in a cell: a date by its format's code, a number, or text. */
type ReadCell = { readonly format: string; readonly value: string | number };

/**
 * The workbook read back as a spreadsheet reads it, from its XML alone: every part well-formed, each
 * cell by its address with the number format its style names (styles.xml) and its value.
 */
function readBack(bytes: Uint8Array): Map<string, ReadCell> {
  const files = parts(bytes);
  for (const path of Object.keys(files)) xml(files[path]);
  const styles = xml(files['xl/styles.xml']);
  const formatCodes = new Map([['0', 'General']]);
  for (const format of styles.getElementsByTagName('numFmt'))
    formatCodes.set(format.getAttribute('numFmtId') ?? '', format.getAttribute('formatCode') ?? '');
  const cellFormats = [...(styles.getElementsByTagName('cellXfs')[0]?.getElementsByTagName('xf') ?? [])].map(
    (xf) => formatCodes.get(xf.getAttribute('numFmtId') ?? '0') ?? '?',
  );
  const cells = new Map<string, ReadCell>();
  for (const cell of xml(files['xl/worksheets/sheet1.xml']).getElementsByTagName('c')) {
    const format = cellFormats[Number(cell.getAttribute('s') ?? '0')] ?? '?';
    const value =
      cell.getAttribute('t') === 'inlineStr'
        ? (cell.getElementsByTagName('t')[0]?.textContent ?? '')
        : Number(cell.getElementsByTagName('v')[0]?.textContent);
    cells.set(cell.getAttribute('r') ?? '', { format, value });
  }
  return cells;
}

/** A serial number as the wall-clock time a spreadsheet shows for it. */
const shownAt = (serial: number) =>
  Temporal.PlainDate.from('1899-12-30')
    .add({ days: Math.floor(serial) })
    .toPlainDateTime()
    .add({ milliseconds: Math.round((serial % 1) * 86_400_000) })
    .toString({ smallestUnit: 'minute' });

const table = (headers: readonly string[], ...rows: (ExportValue | null)[][]): ExportTable => ({
  headers,
  rows,
});

describe('an .xlsx workbook of a table', () => {
  it('holds the parts a spreadsheet opens, text cells by their addresses, and the header bold', () => {
    const files = parts(
      xlsxBytes(
        table(
          ['Naam', 'Werkgever'],
          [exportText('Jan & <Piet>'), exportText('Bakkerij "De Korenaar"\u0001')],
        ),
        'Afspraken: week [48]',
      ),
    );
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Naam</t></is></c>');
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Jan &amp; &lt;Piet&gt;</t></is></c>',
    );
    expect(sheet).toContain('<t xml:space="preserve">Bakkerij &quot;De Korenaar&quot;</t>');
    expect(files['xl/workbook.xml']).toContain('<sheet name="Afspraken  week  48" ');
  });

  it('reads back dates and date-times as date cells, numbers as numbers, and headers as text', () => {
    const start = Temporal.ZonedDateTime.from('2026-12-02T09:00:00+01:00[Europe/Amsterdam]');
    const cells = readBack(
      xlsxBytes(
        table(
          ['Begin', 'Deadline', 'Aantal', 'Naam'],
          [
            exportDateTime(start),
            exportDate(Temporal.PlainDate.from('2026-12-02')),
            exportNumber(-12.5),
            exportText('-5'),
          ],
          [exportDateTime(start.add({ minutes: 45 })), null, exportNumber(1e21), exportText('=1+1')],
        ),
        'x',
      ),
    );
    expect(cells.get('A1')).toEqual({ format: 'General', value: 'Begin' });
    expect(cells.get('A2')).toEqual({ format: 'yyyy-mm-dd hh:mm', value: 46_358.375 });
    expect(shownAt(Number(cells.get('A3')?.value))).toBe('2026-12-02T09:45');
    expect(cells.get('B2')).toEqual({ format: 'yyyy-mm-dd', value: 46_358 });
    expect(cells.has('B3')).toBe(false);
    expect(cells.get('C2')).toEqual({ format: 'General', value: -12.5 });
    expect(cells.get('C3')).toEqual({ format: 'General', value: 1e21 });
    expect(cells.get('D2')).toEqual({ format: 'General', value: '-5' });
    expect(cells.get('D3')).toEqual({ format: 'General', value: "'=1+1" });
  });

  it('widens the columns of dates so a spreadsheet shows them rather than #####', () => {
    const sheet = parts(
      xlsxBytes(
        table(
          ['Naam', 'Begin', 'Deadline'],
          [
            exportText('Jan'),
            exportDateTime(Temporal.ZonedDateTime.from('2026-12-02T09:00:00+01:00[Europe/Amsterdam]')),
            exportDate(Temporal.PlainDate.from('2026-12-02')),
          ],
        ),
        'x',
      ),
    )['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain(
      '<cols><col min="2" max="2" width="17" customWidth="1"/><col min="3" max="3" width="11" customWidth="1"/></cols>',
    );
  });

  it('keeps a day the 1900 date system cannot hold as its ISO text, and leaves out what is no number', () => {
    const cells = readBack(
      xlsxBytes(
        table(
          ['Datum', 'Getal'],
          [exportDate(Temporal.PlainDate.from('1899-06-30')), exportNumber(Number.NaN)],
        ),
        'x',
      ),
    );
    expect(cells.get('A2')).toEqual({ format: 'General', value: '1899-06-30' });
    expect(cells.has('B2')).toBe(false);
  });

  it('writes any number as a number cell that reads back as that number, a negative one unguarded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 20 }),
        (numbers) => {
          const cells = readBack(xlsxBytes(table(['Getal'], ...numbers.map((n) => [exportNumber(n)])), 'x'));
          numbers.forEach((number, index) =>
            expect(cells.get(`A${index + 2}`)?.value).toBe(number === 0 ? 0 : number),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('names columns past Z as a spreadsheet does', () => {
    const headers = Array.from({ length: 28 }, (_, index) => String(index));
    const sheet = parts(xlsxBytes(table(headers), 'x'))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<c r="Z1" ');
    expect(sheet).toContain('<c r="AA1" ');
    expect(sheet).toContain('<c r="AB1" ');
  });
});
