import { observer } from 'mobx-react-lite';
import { Modal } from '../../components/modal';
import { errorKey } from '../../error-key';
import { useT } from '../../services-context';
import type { DeleteConfirmation } from './delete-confirmation';

export type RecordKind = 'location' | 'room' | 'resource' | 'resourceType' | 'operation';

/**
 * Asks before a record goes, naming it. A refusal (still in use) shows the server's message in the
 * dialog, where the user is looking; the record stays.
 */
export const DeleteDialog = observer(function DeleteDialog({
  confirmation,
  kind,
  name,
  onConfirm,
}: {
  confirmation: DeleteConfirmation;
  kind: RecordKind;
  name: string;
  onConfirm: () => void;
}) {
  const t = useT();
  const { refusal } = confirmation;
  return (
    <Modal
      open={confirmation.open}
      title={t(`locations.deletion.title.${kind}`)}
      onClose={confirmation.cancel}
    >
      <p>{t(`locations.deletion.question.${kind}`, { name })}</p>
      <p className="muted">{t('locations.deletion.final')}</p>
      <div role="alert">
        {refusal ? (
          <div className="form__error">
            <p>{t(errorKey('locations.deleteErrors', 'delete', refusal.code))}</p>
            {refusal.message ? <p>{refusal.message}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="form__actions">
        {refusal && refusal.code !== 'delete.unavailable' ? null : (
          <button
            type="button"
            className="button button--danger"
            disabled={confirmation.busy}
            onClick={onConfirm}
          >
            {t('locations.deletion.confirm')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={confirmation.cancel}>
          {t(refusal ? 'locations.deletion.close' : 'locations.deletion.keep')}
        </button>
      </div>
    </Modal>
  );
});
