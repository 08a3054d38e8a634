/** Holds the height of the rows left out of a long table; nothing in it to read. */
export function SpacerRow({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr className="data-table__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={span}>{null}</td>
    </tr>
  );
}
