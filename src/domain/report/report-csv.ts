const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * A table as a CSV file the way Dutch spreadsheets open it: fields separated by semicolons (the comma
 * is the decimal sign), every field quoted, quotes inside doubled, lines ended CRLF (RFC 4180).
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join(';')).join('\r\n') + '\r\n';
}
