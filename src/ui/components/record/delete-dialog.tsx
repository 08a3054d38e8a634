import { observer } from 'mobx-react-lite';
import { errorKey } from '../../error-key';
import { useT } from '../../services-context';
import { Modal } from '../modal';
import type { DeleteConfirmation } from './delete-confirmation';

/**
 * Asks before a record goes, naming it: the screen says what kind of record it is in `title` and
 * `question` ("Delete location", "Are you sure you want to delete the location "Utrecht"?"). A refusal
 * (still in use) shows the server's message in the dialog, where the user is looking; the record stays.
 */
export const DeleteDialog = observer(function DeleteDialog({
  confirmation,
  title,
  question,
  final = true,
  onConfirm,
}: {
  confirmation: DeleteConfirmation;
  title: string;
  question: string;
  /** Whether deleting is for good (the default); a record that can be restored says so itself. */
  final?: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  const { refusal } = confirmation;
  return (
    <Modal open={confirmation.open} title={title} onClose={confirmation.cancel}>
      <p>{question}</p>
      {final ? <p className="muted">{t('record.deletion.final')}</p> : null}
      <div role="alert">
        {refusal ? (
          <div className="form__error">
            <p>{t(errorKey('record.deleteErrors', 'delete', refusal.code))}</p>
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
            {t(final ? 'record.deletion.confirm' : 'record.deletion.confirmRestorable')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={confirmation.cancel}>
          {t(refusal ? 'record.deletion.close' : 'record.deletion.keep')}
        </button>
      </div>
    </Modal>
  );
});
