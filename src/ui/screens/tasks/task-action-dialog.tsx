import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { DateField } from '../../components/form/date-field';
import { Modal } from '../../components/modal';
import { titleIn } from '../../../domain/tasks/task-title';
import { useServices, useT } from '../../services-context';
import { AssigneeChoice } from './assignee-choice';
import './tasks.css';
import type { TaskListViewModel } from './task-list-view-model';
import { errorKey } from '../../error-key';

/**
 * One clear dialog per task action: confirm, a new date (never in the past), or a colleague (each with
 * their discipline, and oneself in one click).
 */
export const TaskActionDialog = observer(function TaskActionDialog({ vm }: { vm: TaskListViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const close = useCallback(() => vm.closeAction(), [vm]);
  const dialog = vm.dialog;
  if (!dialog) return null;
  const { action, task } = dialog;
  const title = titleIn(task.title, language);
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
          <p>{t(`tasks.dialog.${confirmKey[action]}`, { title })}</p>
        ) : (
          <p className="dialog__task">{title}</p>
        )}
        {action === 'postpone' ? (
          <DateField
            id="task-new-date"
            label={t('tasks.dialog.newDate')}
            required
            min={vm.today}
            value={dialog.newDate}
            help={t('tasks.dialog.newDateHelp')}
            error={errorText}
            onValue={(value) => vm.setNewDate(value)}
          />
        ) : null}
        {action === 'allocate' ? (
          <AssigneeChoice
            id="task-assignee"
            candidates={dialog.candidates}
            value={dialog.assigneeId}
            error={errorText}
            busy={dialog.busy}
            offerMyself={vm.myself !== null}
            onAssignToMe={() => void vm.assignToMe()}
            onValue={(value) => vm.setAssigneeChoice(value)}
          />
        ) : null}
        {errorText && !(action === 'postpone' || (action === 'allocate' && dialog.candidates !== null)) ? (
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
