import { describe, expect, it } from 'vitest';
import { cellText } from '../../../../src/ui/components/data-table/cell-text';

function Badge({ label }: { label: string }) {
  return (
    <span className="badge">
      <span aria-hidden="true">●</span>
      {label}
    </span>
  );
}

const column = (cell: () => React.ReactNode) => ({ id: 'c', header: 'C', cell });

describe('a cell as the text of an export', () => {
  it('reads what a reader reads: text of elements and components, line breaks as commas, markers left out', () => {
    expect(
      cellText(
        column(() => 'Plain'),
        null,
      ),
    ).toBe('Plain');
    expect(
      cellText(
        column(() => (
          <>
            <span className="nowrap">ma 23 nov</span>
            <br />
            <span className="nowrap">
              {'08:15'}–{'08:35'}
            </span>
          </>
        )),
        null,
      ),
    ).toBe('ma 23 nov, 08:15–08:35');
    expect(
      cellText(
        column(() => (
          <>
            <span>27 nov 2026</span>
            <Badge label="3 dagen te laat" />
          </>
        )),
        null,
      ),
    ).toBe('27 nov 2026 3 dagen te laat');
    expect(cellText({ ...column(() => <b>shown</b>), text: () => ' exported ' }, null)).toBe('exported');
  });
});
