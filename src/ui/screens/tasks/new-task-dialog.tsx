import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import type { NewTaskField } from '../../../application/tasks/create-task';
import { withField } from '../../../i18n/create-i18n';
import type { Temporal } from 'temporal-polyfill';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { useServices, useT } from '../../services-context';
import { formatDate } from '../../format';
import { colleagueLabel } from './colleague-label';
import type { NewTaskViewModel } from './new-task-view-model';

const SERVER_FIELD: Record<NewTaskField, string> = {
  dossier: 'dossierId',
  title: 'title',
  dueDate: 'dueDate',
};

/**
 * Creating a task from a template title (or a title of one's own) on an open dossier, for oneself or
 * a colleague who may get it. An employee's dossiers are told apart by type, start date and number.
 */
export const NewTaskDialog = observer(function NewTaskDialog({
  vm,
  today,
  onCreated,
}: {
  vm: NewTaskViewModel;
  today: Temporal.PlainDate;
  onCreated: () => void;
}) {
  const t = useT();
  const { locale } = useServices();
  const close = useCallback(() => vm.close(), [vm]);
  if (!vm.open) return null;
  const labels: Record<NewTaskField, string> = {
    dossier: t('tasks.new.dossier'),
    title: t('tasks.new.title'),
    dueDate: t('tasks.columns.dueDate'),
  };
  const messageFor = (field: NewTaskField): string | null => {
    const problem = vm.problems[field];
    const server = vm.serverMessages[SERVER_FIELD[field]]?.[0];
    if (problem === 'required') return withField(t('validation.required'), labels[field]);
    if (problem === 'too-long') return withField(t('validation.invalid'), labels[field]);
    if (problem === 'date-in-past') return t('tasks.errors.date-in-past');
    return server ?? null;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.submit()) onCreated();
  };
  return (
    <Modal open title={t('tasks.new.heading')} onClose={close}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="new-task-search"
          type="search"
          label={t('tasks.new.search')}
          value={vm.search}
          onValue={(value) => vm.setSearch(value)}
        />
        <SelectField
          id="new-task-dossier"
          label={labels.dossier}
          required
          value={vm.dossierId}
          error={messageFor('dossier')}
          onValue={(value) => vm.setDossier(value)}
          options={[
            { value: '', label: t('tasks.new.chooseDossier', { count: vm.dossiers.length }) },
            ...vm.dossierOptions.map((option) => ({
              value: option.id,
              label: t('tasks.new.dossierOption', {
                employee: option.employeeName,
                type: t(`dossierType.${option.type}`),
                start: formatDate(option.startDate, locale.current),
                number: option.id,
              }),
            })),
          ]}
        />
        <TextField
          id="new-task-title"
          label={labels.title}
          required
          list="new-task-templates"
          maxLength={200}
          value={vm.title}
          help={t('tasks.new.titleHelp')}
          error={messageFor('title')}
          onValue={(value) => vm.setTitle(value)}
        />
        <datalist id="new-task-templates">
          {vm.templateNames(locale.current).map((template) => (
            <option key={template.id} value={template.name}>
              {template.name}
            </option>
          ))}
        </datalist>
        <DateField
          id="new-task-due"
          label={labels.dueDate}
          required
          min={today}
          value={vm.dueDate}
          error={messageFor('dueDate')}
          onValue={(value) => vm.setDueDate(value)}
        />
        <SelectField
          id="new-task-assignee"
          label={t('tasks.new.assignee')}
          value={vm.assigneeId}
          help={t('tasks.new.assigneeHelp')}
          disabled={vm.dossierId !== '' && vm.colleagues === null}
          onValue={vm.setAssignee}
          options={[
            { value: '', label: t('tasks.new.nobody') },
            ...vm.assigneeChoices.map((colleague) => ({
              value: colleague.id,
              label: colleagueLabel(colleague, vm.me?.id ?? null, t),
            })),
          ]}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.busy}>
            {t('tasks.new.create')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('tasks.dialog.keep')}
          </button>
        </div>
      </form>
    </Modal>
  );
});
