import '../data-table/data-table.css';
import './report-table.css';

/**
 * A report's figures as a table under its title: the first row the column headings, each row after
 * it led by its name (the cells as shown, which are also the CSV file's). The box scrolls when the
 * table is wider than the page, and a keyboard reaches it to scroll it too.
 */
export function ReportTable({
  titleId,
  title,
  table,
  rowKeys,
}: {
  titleId: string;
  title: string;
  table: readonly (readonly string[])[];
  /** A key for each row after the headings. */
  rowKeys: readonly string[];
}) {
  const [header = [], ...body] = table;
  return (
    <>
      <h2 id={titleId} className="report-table__title">
        {title}
      </h2>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="report-table" aria-labelledby={titleId} tabIndex={0}>
        <table className="data-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              {header.map((heading, column) => (
                <th key={`${column}-${heading}`} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map(([name = '', ...cells], index) => (
              <tr key={rowKeys[index] ?? index}>
                <th scope="row">{name}</th>
                {cells.map((cell, column) => (
                  // oxlint-disable-next-line react/no-array-index-key -- the columns are fixed for the table
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
