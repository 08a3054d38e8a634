import type { TableState } from './data-table-types';

/**
 * Loading, empty or failed, told inside the table's own area (one cell across all columns), so the
 * page does not jump and the message sits where the rows would be.
 */
export function TableStatusRow({
  state,
  hasRows,
  span,
  texts,
  onRetry,
}: {
  state: TableState;
  hasRows: boolean;
  span: number;
  texts: { loading: string; empty: string; failed: string; retry: string };
  onRetry: (() => void) | undefined;
}) {
  if (state === 'failed') {
    return (
      <tr className="data-table__status data-table__status--failed">
        <td colSpan={span}>
          <div role="alert">
            <p>{texts.failed}</p>
            {onRetry ? (
              <button type="button" className="button button--secondary" onClick={onRetry}>
                {texts.retry}
              </button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  }
  if (hasRows) return null;
  return (
    <tr className="data-table__status">
      <td colSpan={span}>{state === 'loading' ? texts.loading : texts.empty}</td>
    </tr>
  );
}
