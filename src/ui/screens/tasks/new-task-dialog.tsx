import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import type { NewTaskField } from '../../../application/tasks/create-task';
import { withField } from '../../../i18n/create-i18n';
import { Modal } from '../../components/modal';
import { useT } from '../../services-context';
import type { NewTaskViewModel } from './new-task-view-model';

const SERVER_FIELD: Record<NewTaskField, string> = {
  dossier: 'dossierId',
  title: 'title',
  dueDate: 'dueDate',
};

/** Creating a task from a template title (or a title of one's own) on an open dossier. */
export const NewTaskDialog = observer(function NewTaskDialog({
  vm,
  today,
  onCreated,
}: {
  vm: NewTaskViewModel;
  today: string;
  onCreated: () => void;
}) {
  const t = useT();
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
  const field = (name: NewTaskField) => {
    const message = messageFor(name);
    return {
      invalid: message ? true : undefined,
      describedBy: message ? `new-task-${name}-error` : undefined,
      error: message ? (
        <p className="field__error" id={`new-task-${name}-error`}>
          {message}
        </p>
      ) : null,
    };
  };
  const dossier = field('dossier');
  const title = field('title');
  const due = field('dueDate');
  return (
    <Modal open title={t('tasks.new.heading')} onClose={close}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label htmlFor="new-task-search">{t('tasks.new.search')}</label>
          <input
            id="new-task-search"
            type="search"
            value={vm.search}
            onChange={(event) => vm.setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-task-dossier">{labels.dossier}</label>
          <select
            id="new-task-dossier"
            value={vm.dossierId}
            aria-invalid={dossier.invalid}
            aria-describedby={dossier.describedBy}
            onChange={(event) => vm.setDossier(event.target.value)}
          >
            <option value="">{t('tasks.new.chooseDossier', { count: vm.dossiers.length })}</option>
            {vm.dossiers.map((option) => (
              <option key={option.id} value={option.id}>
                {option.employeeName} · {t(`dossierType.${option.type}`)} · {option.employerName}
              </option>
            ))}
          </select>
          {dossier.error}
        </div>
        <div className="field">
          <label htmlFor="new-task-title">{labels.title}</label>
          <input
            id="new-task-title"
            list="new-task-templates"
            maxLength={200}
            value={vm.title}
            aria-invalid={title.invalid}
            aria-describedby={['new-task-title-help', title.describedBy].filter(Boolean).join(' ')}
            onChange={(event) => vm.setTitle(event.target.value)}
          />
          <datalist id="new-task-templates">
            {vm.templates.map((template) => (
              <option key={template.id} value={template.title}>
                {template.title}
              </option>
            ))}
          </datalist>
          <p className="field__help" id="new-task-title-help">
            {t('tasks.new.titleHelp')}
          </p>
          {title.error}
        </div>
        <div className="field">
          <label htmlFor="new-task-due">{labels.dueDate}</label>
          <input
            id="new-task-due"
            type="date"
            min={today}
            value={vm.dueDate}
            aria-invalid={due.invalid}
            aria-describedby={due.describedBy}
            onChange={(event) => vm.setDueDate(event.target.value)}
          />
          {due.error}
        </div>
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
