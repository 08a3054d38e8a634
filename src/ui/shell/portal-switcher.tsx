import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { Icon } from '../components/icon';
import { Modal } from '../components/modal';
import { useT } from '../services-context';
import { PortalChoices } from './portal-choices';
import type { ShellViewModel } from './shell-view-model';

/** For users with several portals: a dialog to leave for another one. */
export const PortalSwitcher = observer(function PortalSwitcher({ shell }: { shell: ShellViewModel }) {
  const t = useT();
  const close = useCallback(() => shell.closePortalChooser(), [shell]);
  if (shell.portals.length < 2) return null;
  return (
    <>
      <button type="button" className="header-button" onClick={() => shell.openPortalChooser()}>
        <Icon name="switch" />
        <span>{t(`portal.${shell.currentPortal ?? 'main'}`)}</span>
        <span className="visually-hidden"> – {t('shell.switchPortal')}</span>
      </button>
      <Modal open={shell.portalChooserOpen} title={t('shell.switchPortalTitle')} onClose={close}>
        <p>{t('shell.switchPortalIntro')}</p>
        <PortalChoices
          shell={shell}
          labelOf={(portal) =>
            `${t(`portal.${portal}`)}${portal === shell.currentPortal ? ` (${t('shell.currentPortal')})` : ''}`
          }
        />
      </Modal>
    </>
  );
});
