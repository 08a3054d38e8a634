import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useT } from '../services-context';
import './pager.css';

/**
 * Paging for a data table: page size (labelled 'Entries:' / 'Resultaten weergeven:', spec section 9),
 * where we are, and first/previous/next/last.
 */
export const Pager = observer(function Pager({
  page,
  size,
  total,
  sizes,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const t = useT();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <div className="pager__size">
        <label htmlFor={sizeId}>{t('dataTable.entries')}</label>
        <select id={sizeId} value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <p className="pager__summary">
        {t('pager.summary', { from, to, total })} · {t('pager.page', { page, pages })}
      </p>
      <div className="pager__buttons">
        <button type="button" onClick={() => onPage(1)} disabled={page <= 1} aria-label={t('pager.first')}>
          «
        </button>
        <button
          type="button"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={t('pager.previous')}
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          aria-label={t('pager.next')}
        >
          ›
        </button>
        <button
          type="button"
          onClick={() => onPage(pages)}
          disabled={page >= pages}
          aria-label={t('pager.last')}
        >
          »
        </button>
      </div>
    </nav>
  );
});
