import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useT } from '../../../services-context';
import type { PartState } from './dossier-wizards-view-model';

/** A part of the dossier page once loaded; until then loading, or failed with a retry of its own. */
export const PartStatus = observer(function PartStatus({
  state,
  failed,
  onRetry,
  children,
}: {
  state: PartState;
  failed: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (state === 'ready') return <>{children}</>;
  if (state === 'failed')
    return (
      <div className="notice notice--warning" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('record.state.retry')}
        </button>
      </div>
    );
  return <p className="muted">{t('common.loading')}</p>;
});
