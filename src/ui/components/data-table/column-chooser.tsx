import type { DataColumn } from './data-table-types';

/**
 * Which optional columns show: a disclosure (native details, so it opens by keyboard and tells its
 * state) with a labelled checkbox per column.
 */
export function ColumnChooser<R>({
  columns,
  hidden,
  onChange,
  texts,
}: {
  columns: readonly DataColumn<R>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
  texts: { columns: string; legend: string };
}) {
  const optional = columns.filter((column) => column.optional);
  if (optional.length === 0) return null;
  const toggle = (id: string) => {
    const next = new Set(hidden);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };
  return (
    <details className="column-chooser">
      <summary className="button button--secondary button--small">{texts.columns}</summary>
      <fieldset className="column-chooser__list">
        <legend className="visually-hidden">{texts.legend}</legend>
        {optional.map((column) => (
          <label key={column.id} className="column-chooser__choice">
            <input type="checkbox" checked={!hidden.has(column.id)} onChange={() => toggle(column.id)} />
            {column.header}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
