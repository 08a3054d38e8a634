import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import type { TaskSortField } from '../../../domain/dossier/task-list-query';
import { PAGE_SIZES } from '../../../domain/dossier/task-list-query';
import { Guarded } from '../../components/guarded';
import { PageFrame } from '../../components/page-frame';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { Pager } from '../../components/pager';
import { formatDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import { NewTaskDialog } from './new-task-dialog';
import { TaskActionDialog } from './task-action-dialog';
import type { TaskListViewModel } from './task-list-view-model';
import type { Task } from '../../../domain/dossier/task';

const COLUMNS: readonly TaskSortField[] = [
  'title',
  'dueDate',
  'status',
  'dossierType',
  'employer',
  'assignedUser',
];

/**
 * One row; an observer of its own, so a change elsewhere on the screen (loading, a filter being
 * typed) does not redraw a thousand rows.
 */
const TaskRow = observer(function TaskRow({ task, vm }: { task: Task; vm: TaskListViewModel }) {
  const { locale } = useServices();
  const t = useT();
  const bucket = vm.bucketOf(task);
  return (
    <tr>
      <td>{task.title}</td>
      <td className={bucket === 'overdue' ? 'overdue' : undefined}>
        {formatDate(task.dueDate, locale.current)}
        {bucket === 'overdue' ? <span className="badge badge--warning">{t('tasks.overdue')}</span> : null}
      </td>
      <td>
        <span className={`badge badge--${task.status}`}>{t(`tasks.statuses.${task.status}`)}</span>
      </td>
      <td>{t(`dossierType.${task.dossier.type}`)}</td>
      <td>
        {task.dossier.employeeName}
        <br />
        <span className="muted">{task.dossier.employerName}</span>
      </td>
      <td>{task.assignee?.displayName ?? <span className="muted">{t('tasks.unassigned')}</span>}</td>
      <td>
        <div className="row-actions">
          {vm.actionsFor(task).map((action) => (
            <button
              key={action}
              type="button"
              className="button button--small"
              aria-label={t('tasks.actionFor', { action: t(`tasks.action.${action}`), title: task.title })}
              onClick={() => vm.openAction(action, task)}
            >
              {t(`tasks.action.${action}`)}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
});

/** /tasks: the dossier task list. */
export const TasksScreen = observer(function TasksScreen() {
  const vm = useViewModel((services) => services.viewModels.taskList());
  const newTask = useViewModel((services) => services.viewModels.newTask());
  const t = useT();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.toString();

  useEffect(() => void vm.loadOptions(), [vm]);
  // The address bar leads (arrival, back, forward); the list writes its own changes back to it.
  useEffect(
    () => vm.applyUrl(new URLSearchParams(urlSearch), defaultPageSize(window.innerWidth)),
    [vm, urlSearch],
  );
  useEffect(() => {
    if (vm.search !== urlSearch) setParams(new URLSearchParams(vm.search), { replace: false });
  }, [vm.search, urlSearch, setParams]);

  const query = vm.query;
  const sortLabel = t(`tasks.columns.${query.sort.field}`);
  return (
    <PageFrame routeId="tasks">
      <div className="page__intro">
        <p>{t('tasks.intro')}</p>
        <Guarded anyOf={['view_tasks']}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void newTask.start(vm.today)}
          >
            {t('tasks.new.open')}
          </button>
        </Guarded>
      </div>
      <form className="filters" aria-label={t('tasks.filters')} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id="filter-search"
          type="search"
          label={t('tasks.search')}
          value={query.search}
          onValue={(value) => vm.setSearch(value)}
        />
        <SelectField
          id="filter-status"
          label={t('tasks.status')}
          value={query.status ?? 'all'}
          onValue={(value) => vm.setStatus(value)}
          options={[
            { value: 'all', label: t('tasks.statusAll') },
            ...(['open', 'completed', 'cancelled'] as const).map((status) => ({
              value: status,
              label: t(`tasks.statuses.${status}`),
            })),
          ]}
        />
        <TextField
          id="filter-due-from"
          type="date"
          label={t('tasks.dueFrom')}
          value={query.dueFrom?.toString() ?? ''}
          onValue={(value) => vm.setDueFrom(value)}
        />
        <TextField
          id="filter-due-to"
          type="date"
          label={t('tasks.dueTo')}
          value={query.dueTo?.toString() ?? ''}
          onValue={(value) => vm.setDueTo(value)}
          error={vm.dueRangeInverted ? t('validation.endAfterStart') : null}
        />
        <SelectField
          id="filter-assignee"
          label={t('tasks.assignee')}
          value={query.assignee ?? ''}
          onValue={(value) => vm.setAssignee(value)}
          options={[
            { value: '', label: t('tasks.assigneeAll') },
            { value: 'me', label: t('tasks.assigneeMe') },
            { value: 'unassigned', label: t('tasks.assigneeUnassigned') },
          ]}
        />
        <SelectField
          id="filter-type"
          label={t('tasks.dossierType')}
          value={query.dossierType ?? ''}
          onValue={(value) => vm.setDossierType(value)}
          options={[
            { value: '', label: t('tasks.dossierTypeAll') },
            ...vm.dossierTypes.map((type) => ({ value: type, label: t(`dossierType.${type}`) })),
          ]}
        />
        {vm.employers.length > 1 ? (
          <SelectField
            id="filter-employer"
            label={t('tasks.employer')}
            value={query.employer ?? ''}
            onValue={(value) => vm.setEmployer(value)}
            options={[
              { value: '', label: t('tasks.employerAll') },
              ...vm.employers.map((employer) => ({ value: employer.id, label: employer.name })),
            ]}
          />
        ) : null}
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => vm.resetFilters()}>
            {t('tasks.resetFilters')}
          </button>
        </div>
      </form>

      <p className="list-count" aria-live="polite">
        {vm.state === 'ready'
          ? t('tasks.count', { count: vm.total })
          : vm.state === 'loading'
            ? t('common.loading')
            : ''}
      </p>
      {vm.state === 'failed' ? (
        <div role="alert" className="form__error">
          <p>{t('tasks.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void vm.load()}>
            {t('tasks.retry')}
          </button>
        </div>
      ) : null}

      <div className="table-scroll" aria-busy={vm.state === 'loading'}>
        <table className="data-table">
          <caption className="visually-hidden">
            {t('tasks.caption', {
              column: sortLabel,
              direction: t(query.sort.direction === 'asc' ? 'tasks.ascending' : 'tasks.descending'),
            })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const sorted = query.sort.field === column;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={
                      sorted ? (query.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    <button type="button" className="sort-button" onClick={() => vm.sortBy(column)}>
                      {t(`tasks.columns.${column}`)}
                      <span aria-hidden="true">
                        {sorted ? (query.sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
              <th scope="col">{t('tasks.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((task) => (
              <TaskRow key={task.id} task={task} vm={vm} />
            ))}
          </tbody>
        </table>
      </div>
      {vm.state === 'ready' && vm.rows.length === 0 ? <p>{t('tasks.empty')}</p> : null}
      <Pager
        page={query.page}
        size={query.size}
        total={vm.total}
        sizes={PAGE_SIZES}
        onPage={(page) => vm.goToPage(page)}
        onSize={(size) => vm.setPageSize(size)}
      />
      <TaskActionDialog vm={vm} />
      <NewTaskDialog vm={newTask} today={vm.today.toString()} onCreated={() => void vm.load()} />
    </PageFrame>
  );
});

export { TasksScreen as Component };
