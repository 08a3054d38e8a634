import { strToU8, zipSync } from 'fflate';
import { safeCellText } from '../../domain/shared/report-csv';
import { serialOfDate, serialOfDateTime } from './excel-serial';
import type { ExportTable, ExportValue } from './export-value';
import { decimalText, plainTextOf } from './export-value';

/**
 * A table as an .xlsx workbook of one sheet (Office Open XML, ECMA-376), never a formula: the headers
 * as bold text; dates and date-times as date cells (serial numbers shown as yyyy-mm-dd and
 * yyyy-mm-dd hh:mm), numbers as numbers, text as inline strings made safe (safeCellText) for when the
 * sheet is saved on as CSV. Zipped by fflate synchronously, in the page: its asynchronous zip starts a
 * worker from a blob, which the portal's Content-Security-Policy refuses. Loaded only when a user asks
 * for a spreadsheet (a dynamic import of this module).
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text without the characters XML 1.0 forbids. */
function xmlCharacters(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

/** Text as XML character data: markup escaped, and the characters XML 1.0 forbids left out. */
function xmlText(text: string): string {
  return xmlCharacters(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** A sheet's name as spreadsheets allow it: at most 31 characters, none of []:*?/\. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** The cell formats of styles.xml (cellXfs), by their index. */
const STYLE = { header: 1, date: 2, dateTime: 3 } as const;

/** How wide a column of dates or date-times must be to show them rather than "#####" (in characters). */
const WIDTH = { date: 11, dateTime: 17 } as const;

/**
 * Text as a cell, made safe (safeCellText). The characters XML forbids go first, so the guard judges
 * the text the sheet will hold: "\u0001=1" would otherwise pass it and be held as "=1".
 */
function textCell(ref: string, text: string, style: string): string {
  const safe = safeCellText(xmlCharacters(text));
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(safe)}</t></is></c>`;
}

/** A number stored as one: a negative number is a value, so no guard puts an apostrophe before it. */
function numberCell(ref: string, number: number, style: string): string {
  return `<c r="${ref}"${style}><v>${decimalText(number)}</v></c>`;
}

/** A value's cell; an empty value, or a number that is none (NaN, infinite), has no cell at all. */
function cellXml(ref: string, value: ExportValue | null): string {
  if (value === null) return '';
  switch (value.kind) {
    case 'text':
      return textCell(ref, value.text, '');
    case 'number':
      return Number.isFinite(value.number) ? numberCell(ref, value.number, '') : '';
    case 'date': {
      const serial = serialOfDate(value.date);
      // A day the 1900 date system cannot hold stays readable as its ISO text.
      return serial === null
        ? textCell(ref, plainTextOf(value), '')
        : numberCell(ref, serial, ` s="${STYLE.date}"`);
    }
    case 'dateTime': {
      const serial = serialOfDateTime(value.dateTime);
      return serial === null
        ? textCell(ref, plainTextOf(value), '')
        : numberCell(ref, serial, ` s="${STYLE.dateTime}"`);
    }
  }
}

/** Widths for the columns that hold dates or date-times; none for the rest, whose text runs on. */
function colsXml(rows: ExportTable['rows']): string {
  const widths = new Map<number, number>();
  for (const row of rows)
    row.forEach((value, index) => {
      if (value?.kind !== 'date' && value?.kind !== 'dateTime') return;
      widths.set(index, Math.max(widths.get(index) ?? 0, WIDTH[value.kind]));
    });
  if (widths.size === 0) return '';
  const cols = [...widths]
    .sort(([a], [b]) => a - b)
    .map(([index, width]) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`);
  return `<cols>${cols.join('')}</cols>`;
}

function sheetXml(table: ExportTable): string {
  const header = table.headers.map((text, index) =>
    textCell(`${columnName(index)}1`, text, ` s="${STYLE.header}"`),
  );
  const rows = table.rows.map((row, rowIndex) => {
    const cells = row.map((value, columnIndex) =>
      cellXml(`${columnName(columnIndex)}${rowIndex + 2}`, value),
    );
    return `<row r="${rowIndex + 2}">${cells.join('')}</row>`;
  });
  return (
    `${HEAD}<worksheet xmlns="${MAIN}">${colsXml(table.rows)}` +
    `<sheetData><row r="1">${header.join('')}</row>${rows.join('')}</sheetData></worksheet>`
  );
}

// Formats 164 and up are a workbook's own (ECMA-376 part 1, 18.8.30); 0 is General.
const STYLES =
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The workbook's bytes: one sheet called `name` holding the table. */
export function xlsxBytes(table: ExportTable, name: string): Uint8Array<ArrayBuffer> {
  const files = {
    '[Content_Types].xml':
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels': `${HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT}"><sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${HEAD}<Relationships xmlns="${RELATIONSHIPS}">` +
      `<Relationship Id="rId1" Type="${DOCUMENT}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOCUMENT}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml': STYLES,
    'xl/worksheets/sheet1.xml': sheetXml(table),
  };
  const zipped = zipSync(
    Object.fromEntries(Object.entries(files).map(([path, xml]) => [path, strToU8(xml)])),
  );
  return new Uint8Array(zipped);
}
