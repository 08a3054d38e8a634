import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { Modal } from '../components/modal';
import { useT, useViewModel } from '../services-context';

/** Warns an idle user before the session ends, with the choice to stay. */
export const SessionTimeoutDialog = observer(function SessionTimeoutDialog() {
  const vm = useViewModel((services) => services.viewModels.sessionTimeout());
  const t = useT();
  const stay = useCallback(() => void vm.stay(), [vm]);
  return (
    <Modal open={vm.warning} title={t('session.title')} onClose={stay}>
      <p>{t('session.message')}</p>
      <p className="session-countdown">{t('session.countdown', { seconds: vm.secondsLeft })}</p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={stay} autoFocus>
          {t('session.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void vm.signOutNow()}>
          {t('common.signOut')}
        </button>
      </div>
    </Modal>
  );
});
