import { observer } from 'mobx-react-lite';
import { Popover } from '../popover';
import type { ReactElement } from 'react';
import { useEffect, useId, useState } from 'react';
import type { ExportFormat, RowSource } from '../../list/list-export';
import { ListExport } from '../../list/list-export';
import { useServices, useT } from '../../services-context';
import type { DataColumn } from './data-table-types';
import { exportColumnsOf } from './export-columns';
import './list-tools.css';

/** A file name from a list's title: letters and digits, words joined by a hyphen. */
export function fileNameOf(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'export';
}

/**
 * The list's export in its toolbar: every row of its filters and order, the columns shown in their
 * order (as data where a column gives it, exportColumnsOf), as CSV or .xlsx, with how far the
 * fetching is (a percentage) and a button to cancel it.
 */
function ListExportMenuOf<R>({
  source,
  columns,
  title,
}: {
  source: RowSource<R>;
  columns: readonly DataColumn<R>[];
  title: string;
}) {
  const t = useT();
  const id = useId();
  const { files } = useServices();
  const [exporter] = useState(() => new ListExport<R>(files, source));
  useEffect(() => () => exporter.cancel(), [exporter]);
  const run = (format: ExportFormat) =>
    void exporter.run(format, exportColumnsOf(columns), fileNameOf(title));
  const running = exporter.running !== null;
  return (
    <Popover
      className="list-tool"
      buttonClassName="button button--secondary button--small list-tool__button"
      panelClassName="list-tool__panel"
      label={t('listExport.menu')}
    >
      <fieldset aria-busy={running}>
        <legend className="visually-hidden">{t('listExport.legend')}</legend>
        <p className="muted">{t('listExport.intro')}</p>
        <div className="list-tool__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('listExport.csvFor')}
            disabled={running}
            onClick={() => run('csv')}
          >
            {t('listExport.csv')}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('listExport.xlsxFor')}
            disabled={running}
            onClick={() => run('xlsx')}
          >
            {t('listExport.xlsx')}
          </button>
        </div>
        {running ? (
          <div className="list-tool__progress">
            <label htmlFor={`${id}-progress`}>{t('listExport.progress')}</label>
            <progress id={`${id}-progress`} max={100} value={exporter.percent}>
              {t('listExport.percent', { percent: exporter.percent })}
            </progress>
            <span aria-hidden="true">{t('listExport.percent', { percent: exporter.percent })}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={exporter.cancel}
            >
              {t('listExport.cancel')}
            </button>
          </div>
        ) : null}
        {exporter.failure !== null ? (
          <p className="form__error" role="alert">
            {exporter.failure || t('listExport.failed')}
          </p>
        ) : null}
        <output className="list-tool__status" aria-live="polite">
          {exporter.saved ? t('listExport.saved', { name: exporter.saved }) : ''}
        </output>
      </fieldset>
    </Popover>
  );
}

export const ListExportMenu = observer(ListExportMenuOf) as <R>(
  props: Parameters<typeof ListExportMenuOf<R>>[0],
) => ReactElement;
