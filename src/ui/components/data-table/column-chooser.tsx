import { Popover } from '../popover';
import type { DataColumn } from './data-table-types';

/**
 * Which optional columns show: the toolbars' popover with a labelled checkbox per column.
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
    <Popover
      className="column-chooser"
      buttonClassName="button button--secondary button--small"
      panelClassName="column-chooser__list"
      label={texts.columns}
    >
      <fieldset>
        <legend className="visually-hidden">{texts.legend}</legend>
        {optional.map((column) => (
          <label key={column.id} className="column-chooser__choice">
            <input type="checkbox" checked={!hidden.has(column.id)} onChange={() => toggle(column.id)} />
            {column.header}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}
