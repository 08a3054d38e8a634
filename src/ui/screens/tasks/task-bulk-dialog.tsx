import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { withField } from '../../../i18n/create-i18n';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { Modal } from '../../components/modal';
import { useServices, useT } from '../../services-context';
import { errorKey } from '../../error-key';
import { colleagueLabel } from './colleague-label';
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
  const { session } = useServices();
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
  const me = session.user?.id ?? null;
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
        {action === 'allocate' && candidates === null ? (
          <output className="field">{t('tasks.dialog.loadingCandidates')}</output>
        ) : null}
        {action === 'allocate' && dialog.candidatesFailed ? (
          <p role="alert">{t('tasks.bulk.candidatesFailed')}</p>
        ) : null}
        {noCandidates && !dialog.candidatesFailed ? <p role="alert">{t('tasks.bulk.noCandidates')}</p> : null}
        {action === 'allocate' && vm.myself ? (
          <p className="assign-to-me">
            <button
              type="button"
              className="button button--secondary"
              disabled={dialog.busy}
              onClick={() => void vm.assignToMe()}
            >
              {t('tasks.assignToMe')}
            </button>
          </p>
        ) : null}
        {action === 'allocate' && candidates !== null && candidates.length > 0 ? (
          <SelectField
            id="bulk-assignee"
            label={t('tasks.dialog.assignee')}
            required
            value={dialog.assigneeId}
            error={problem}
            onValue={vm.setAssignee}
            options={[
              { value: '', label: t('tasks.dialog.chooseAssignee') },
              ...candidates.map((colleague) => ({
                value: colleague.id,
                label: colleagueLabel(colleague, me, t),
              })),
            ]}
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
