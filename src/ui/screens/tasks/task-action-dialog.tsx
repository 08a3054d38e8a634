import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { Modal } from '../../components/modal';
import { useT } from '../../services-context';
import type { TaskListViewModel } from './task-list-view-model';
import { errorKey } from '../../error-key';

/** One clear dialog per task action: confirm, a new date (never in the past), or a colleague. */
export const TaskActionDialog = observer(function TaskActionDialog({ vm }: { vm: TaskListViewModel }) {
  const t = useT();
  const close = useCallback(() => vm.closeAction(), [vm]);
  const dialog = vm.dialog;
  if (!dialog) return null;
  const { action, task } = dialog;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirmAction();
  };
  const errorText =
    dialog.error === 'task.date-required'
      ? t('validation.required').replace(':field', t('tasks.dialog.newDate'))
      : dialog.error
        ? t(errorKey('tasks.errors', 'task', dialog.error))
        : null;
  const confirmKey = {
    complete: 'confirmComplete',
    reopen: 'confirmReopen',
    cancel: 'confirmCancel',
  } as const;
  return (
    <Modal open title={t(`tasks.dialog.${action}`)} onClose={close}>
      <form onSubmit={onSubmit} noValidate>
        {action === 'complete' || action === 'reopen' || action === 'cancel' ? (
          <p>{t(`tasks.dialog.${confirmKey[action]}`, { title: task.title })}</p>
        ) : (
          <p className="dialog__task">{task.title}</p>
        )}
        {action === 'postpone' ? (
          <div className="field">
            <label htmlFor="task-new-date">{t('tasks.dialog.newDate')}</label>
            <input
              id="task-new-date"
              type="date"
              min={vm.today.toString()}
              value={dialog.newDate}
              aria-invalid={errorText ? true : undefined}
              aria-describedby="task-new-date-help task-action-error"
              onChange={(event) => vm.setNewDate(event.target.value)}
            />
            <p className="field__help" id="task-new-date-help">
              {t('tasks.dialog.newDateHelp')}
            </p>
          </div>
        ) : null}
        {action === 'allocate' ? (
          <div className="field">
            <label htmlFor="task-assignee">{t('tasks.dialog.assignee')}</label>
            {dialog.candidates === null ? (
              <output>{t('tasks.dialog.loadingCandidates')}</output>
            ) : (
              <select
                id="task-assignee"
                value={dialog.assigneeId}
                aria-invalid={errorText ? true : undefined}
                aria-describedby="task-action-error"
                onChange={(event) => vm.setAssigneeChoice(event.target.value)}
              >
                <option value="">{t('tasks.dialog.chooseAssignee')}</option>
                {dialog.candidates.map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.displayName}
                  </option>
                ))}
              </select>
            )}
          </div>
        ) : null}
        {errorText ? (
          <p className="field__error" id="task-action-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={dialog.busy}>
            {t(`tasks.action.${action}`)}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('tasks.dialog.keep')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
