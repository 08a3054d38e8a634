import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { withField } from '../../../i18n/create-i18n';
import { DateField } from '../../components/form/date-field';
import { Modal } from '../../components/modal';
import { useT } from '../../services-context';
import { errorKey } from '../../error-key';
import { AssigneeChoice } from './assignee-choice';
import type { TaskSelectionViewModel } from './task-selection-view-model';

/** The dialog of an action on the selected tasks: confirm, a new date, or a colleague. */
export const TaskBulkDialog = observer(function TaskBulkDialog({
  vm,
  today,
}: {
  vm: TaskSelectionViewModel;
  today: Temporal.PlainDate;
}) {
  const t = useT();
  const dialog = vm.dialog;
  if (!dialog) return null;
  const { action } = dialog;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };
  const problem =
    dialog.problem === 'task.date-required'
      ? withField(t('validation.required'), t('tasks.dialog.newDate'))
      : dialog.problem
        ? t(errorKey('tasks.errors', 'task', dialog.problem))
        : null;
  const candidates = dialog.candidates;
  const noCandidates = action === 'allocate' && candidates !== null && candidates.length === 0;
  return (
    <Modal open title={t(`tasks.bulk.heading.${action}`)} onClose={vm.close}>
      <form onSubmit={onSubmit} noValidate>
        <p>
          {t('tasks.bulk.about', { count: dialog.tasks.length })}
          {dialog.skipped > 0 ? ` ${t('tasks.bulk.skipped', { count: dialog.skipped })}` : null}
        </p>
        {action === 'complete' ? <p>{t('tasks.bulk.confirmComplete')}</p> : null}
        {action === 'postpone' ? (
          <DateField
            id="bulk-new-date"
            label={t('tasks.dialog.newDate')}
            required
            min={today}
            value={dialog.newDate}
            help={t('tasks.dialog.newDateHelp')}
            error={problem}
            onValue={vm.setNewDate}
          />
        ) : null}
        {action === 'allocate' ? (
          <AssigneeChoice
            id="bulk-assignee"
            candidates={candidates}
            value={dialog.assigneeId}
            error={problem}
            busy={dialog.busy}
            offerMyself={vm.myself !== null}
            onAssignToMe={() => void vm.assignToMe()}
            onValue={vm.setAssignee}
            notice={
              dialog.candidatesFailed ? (
                <p role="alert">{t('tasks.bulk.candidatesFailed')}</p>
              ) : noCandidates ? (
                <p role="alert">{t('tasks.bulk.noCandidates')}</p>
              ) : null
            }
          />
        ) : null}
        <p className="muted" aria-live="polite">
          {dialog.busy
            ? t('tasks.bulk.progress', { finished: dialog.finished, total: dialog.tasks.length })
            : ''}
        </p>
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={dialog.busy || noCandidates || (action === 'allocate' && candidates === null)}
          >
            {t(`tasks.action.${action}`)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={vm.close}
            disabled={dialog.busy}
          >
            {t('tasks.dialog.keep')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
