import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../services-context';
import type { RecordLoad } from './record-load';

/**
 * The screen's content once what it shows has loaded; until then where it stands: loading, gone (a
 * stale or wrong link, with the way back to the list), or failed (with a retry).
 */
export const RecordStatus = observer(function RecordStatus({
  load,
  listPath,
  children,
}: {
  load: RecordLoad;
  listPath: string;
  children: ReactNode;
}) {
  const t = useT();
  if (load.state === 'ready') return <>{children}</>;
  if (load.state === 'loading') {
    return <p className="muted">{t('common.loading')}</p>;
  }
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t(load.state === 'not-found' ? 'record.state.notFound' : 'record.state.failed')}</p>
      <p className="form__actions">
        {load.state === 'failed' ? (
          <button type="button" className="button button--secondary" onClick={load.retry}>
            {t('record.state.retry')}
          </button>
        ) : null}
        <Link to={listPath}>{t('record.state.toList')}</Link>
      </p>
    </div>
  );
});
