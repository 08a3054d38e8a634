import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useBlocker } from '../routes/portal-router';
import { useT } from '../services-context';
import { Modal } from './modal';

/**
 * Asks before the user leaves a page with unsaved work: a dialog of the portal's own for a move
 * inside the portal, the browser's question for closing the tab or reloading. Nothing is kept in web
 * storage meanwhile (the work may be medical), so this question is what keeps it.
 */
export const LeaveGuard = observer(function LeaveGuard({
  unsaved,
  question,
}: {
  /**
   * Whether there is unsaved work, asked at the moment of leaving: a save that goes on to another page
   * in the same breath is not stopped by the render before it.
   */
  unsaved: () => boolean;
  question: string;
}) {
  const t = useT();
  const when = unsaved();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  const open = blocker.state === 'blocked';
  return (
    <Modal open={open} title={t('leave.title')} onClose={() => blocker.reset?.()}>
      <p>{question}</p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </button>
        <button type="button" className="button button--danger" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </button>
      </div>
    </Modal>
  );
});
