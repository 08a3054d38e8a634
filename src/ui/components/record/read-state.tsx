import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../services-context';

/** Where a page that reads one record stands before it can show it. */
export type ReadState = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/**
 * A page of one record (a dossier, an employee): its content once read; until then loading, or why
 * not — gone, out of the user's reach, or failed with a retry — with the way back.
 */
export const ReadStateView = observer(function ReadStateView({
  state,
  message,
  onRetry,
  back,
  children,
}: {
  state: ReadState;
  /** What to say for a state that is not ready or loading, in the area's own words. */
  message: (state: 'not-found' | 'forbidden' | 'failed') => string;
  onRetry: () => void;
  back: { readonly to: string; readonly text: string };
  /** The content, drawn only when the state is ready. */
  children: () => ReactNode;
}) {
  const t = useT();
  if (state === 'ready') return <>{children()}</>;
  if (state === 'loading') return <p className="muted">{t('common.loading')}</p>;
  return (
    <div className="notice notice--warning" role="alert">
      <p>{message(state)}</p>
      <p className="form__actions">
        {state === 'failed' ? (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('record.state.retry')}
          </button>
        ) : null}
        <Link to={back.to}>{back.text}</Link>
      </p>
    </div>
  );
});
