/** A cell that a spreadsheet would start to compute: =, +, -, @, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain number (a count, a percentage with a decimal comma or point) is no formula, also when negative. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A cell's text that no spreadsheet runs (OWASP, "CSV Injection"): a value that would start a formula
 * gets a leading apostrophe, so `=HYPERLINK(...)` typed as a username shows as that text. Every cell
 * of every export (CSV or spreadsheet) goes through here.
 */
export function safeCellText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * One cell as CSV: safe (safeCellText), then quoted, with quotes inside doubled (RFC 4180), so a ; "
 * or line break stays inside the cell.
 */
export function csvCell(value: string): string {
  return `"${safeCellText(value).replaceAll('"', '""')}"`;
}

/**
 * A table as a CSV file the way Dutch spreadsheets open it: fields separated by semicolons (the comma
 * is the decimal sign), every field quoted and none a formula (csvCell), lines ended CRLF (RFC 4180).
 * Every CSV the portal and the back office stand-in write goes through here.
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
