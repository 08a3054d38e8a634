import { observer } from 'mobx-react-lite';
import { observable, runInAction } from 'mobx';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultPageSize } from '../../../application/platform/list-query';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import { DateRangeField } from '../../components/form/date-range-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { Guarded } from '../../components/guarded';
import { PageFrame } from '../../components/page-frame';
import { RowMenu } from '../../components/row-menu';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { taskColumns } from './task-columns';
import { NewTaskDialog } from './new-task-dialog';
import { TaskActionDialog } from './task-action-dialog';
import { TaskBulkBar } from './task-bulk-bar';
import { TaskBulkDialog } from './task-bulk-dialog';
import { DossierTypeCombobox } from './dossier-type-combobox';
import type { TaskListViewModel } from './task-list-view-model';
import type { Task } from '../../../domain/tasks/task';
import { DUE_CHOICES } from '../../../domain/tasks/due-bucket';
import { titleIn } from '../../../domain/tasks/task-title';
import { EVERY_ASSIGNEE } from '../../../domain/tasks/task-list-query';
import './tasks.css';

/** One row's actions: the main one its state allows as a button, the others in the row's menu. */
const TaskActions = observer(function TaskActions({ task, vm }: { task: Task; vm: TaskListViewModel }) {
  const t = useT();
  const title = titleIn(task.title, useServices().locale.current);
  const [main, ...more] = vm.actionsFor(task);
  return (
    <>
      {main ? (
        <button
          type="button"
          className="button button--small"
          aria-label={t('tasks.actionFor', { action: t(`tasks.action.${main}`), title })}
          onClick={() => vm.openAction(main, task)}
        >
          {t(`tasks.action.${main}`)}
        </button>
      ) : null}
      <RowMenu
        label={t('tasks.moreActionsFor', { title })}
        text={t('tasks.moreActions')}
        items={more.map((action) => ({
          id: action,
          label: t(`tasks.action.${action}`),
          onSelect: () => vm.openAction(action, task),
        }))}
      />
    </>
  );
});

/**
 * Whether the filters are unfolded on a phone. Kept beside the screen, not in it: a filter change
 * moves the address, and the screen is drawn anew for the new address.
 */
const filtersPanel = observable({ open: false });

/**
 * /tasks: the dossier task list. It opens on the user's own tasks, or on everyone's when that is what
 * they chose there last (a preference kept by the back office, so it follows them to another
 * browser): an address that names no assignee waits for the preference before it loads anything.
 */
export const TasksScreen = observer(function TasksScreen() {
  const { tableLayouts } = useServices();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const remembered = tableLayouts.ready ? tableLayouts.taskAssignee : null;
  const named = params.has('assignee');
  const everyone = !named && remembered === EVERY_ASSIGNEE;
  useEffect(() => {
    if (!everyone) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('assignee', EVERY_ASSIGNEE);
        return next;
      },
      { replace: true },
    );
  }, [everyone, setParams]);
  if ((!named && remembered === null) || everyone)
    return (
      <PageFrame routeId="tasks">
        <output className="loading">{t('common.loading')}</output>
      </PageFrame>
    );
  return <TaskList />;
});

const TaskList = observer(function TaskList() {
  const vm = useViewModel((services) => services.viewModels.taskList());
  const newTask = useViewModel((services) => services.viewModels.newTask());
  const { locale, tableLayouts } = useServices();
  const t = useT();
  const list = vm.list;
  useListAddress(list, defaultPageSize(window.innerWidth));
  const language = locale.current;
  const columns = useMemo(() => taskColumns(vm, t, language), [vm, t, language]);
  const filters = list.filters;
  const rowActions = useCallback((task: Task) => <TaskActions task={task} vm={vm} />, [vm]);
  const rowLabel = useCallback(
    (task: Task) =>
      t('tasks.rowLabel', { title: titleIn(task.title, language), employee: task.dossier.employeeName }),
    [t, language],
  );
  // Every type, sorted by its name in the current language, after the choice of every type.
  const typeOptions = useMemo(
    () => [
      { value: '', label: t('tasks.dossierTypeAll') },
      ...vm.dossierTypes
        .map((type) => ({ value: type, label: t(`dossierType.${type}`) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    ],
    [vm.dossierTypes, t, language],
  );
  // On a phone the filters fold away behind one button that says how many are set.
  const filtersOpen = filtersPanel.open;
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
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls="task-filters"
        onClick={() =>
          runInAction(() => {
            filtersPanel.open = !filtersPanel.open;
          })
        }
      >
        {t('tasks.filtersToggle', { count: vm.activeFilterCount })}
      </button>
      <form
        id="task-filters"
        className={`filters filters--collapsible${filtersOpen ? ' filters--open' : ''}`}
        aria-label={t('tasks.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          id="filter-search"
          type="search"
          label={t('tasks.search')}
          value={list.search}
          onValue={(value) => list.setSearch(value)}
        />
        <SelectField
          id="filter-status"
          label={t('tasks.status')}
          value={filters.status ?? 'all'}
          onValue={(value) => vm.setStatus(value)}
          options={[
            { value: 'all', label: t('tasks.statusAll') },
            ...(['open', 'completed', 'cancelled'] as const).map((status) => ({
              value: status,
              label: t(`tasks.statuses.${status}`),
            })),
          ]}
        />
        <DateRangeField
          id="filter-due"
          legend={t('tasks.columns.dueDate')}
          start={filters.dueFrom}
          end={filters.dueTo}
          onStart={(date) => list.setFilter('dueFrom', date)}
          onEnd={(date) => list.setFilter('dueTo', date)}
          startLabel={t('tasks.dueFrom')}
          endLabel={t('tasks.dueTo')}
          allowSameDay
        />
        <fieldset className="filters__quick">
          <legend className="visually-hidden">{t('tasks.dueChoices.label')}</legend>
          {DUE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="button button--small button--secondary"
              aria-pressed={vm.dueChoice === choice}
              onClick={() => vm.chooseDue(choice)}
            >
              {t(`tasks.dueChoices.${choice}`)}
            </button>
          ))}
        </fieldset>
        <SelectField
          id="filter-assignee"
          label={t('tasks.assignee')}
          value={filters.assignee ?? ''}
          onValue={(value) => {
            vm.setAssignee(value);
            if (value === '' || value === 'me') tableLayouts.setTaskAssignee(value === '' ? 'all' : 'me');
          }}
          options={[
            { value: '', label: t('tasks.assigneeAll') },
            { value: 'me', label: t('tasks.assigneeMe') },
            { value: 'unassigned', label: t('tasks.assigneeUnassigned') },
          ]}
        />
        <DossierTypeCombobox
          id="filter-type"
          label={t('tasks.dossierType')}
          vm={vm.typeChoice}
          value={filters.dossierType ?? ''}
          onChoose={(value) => vm.setDossierType(value)}
          options={typeOptions}
        />
        {vm.employers.length > 1 ? (
          <SelectField
            id="filter-employer"
            label={t('tasks.employer')}
            value={filters.employer ?? ''}
            onValue={(value) => vm.setEmployer(value)}
            options={[
              { value: '', label: t('tasks.employerAll') },
              ...vm.employers.map((employer) => ({ value: employer.id, label: employer.name })),
            ]}
          />
        ) : null}
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => list.resetFilters()}>
            {t('tasks.resetFilters')}
          </button>
        </div>
      </form>

      <p className="list-count" aria-live="polite">
        {list.state === 'ready' || list.state === 'empty'
          ? t('tasks.count', { count: list.total })
          : list.state === 'loading'
            ? t('common.loading')
            : ''}
      </p>
      <ListTable
        layoutId="tasks"
        views
        exportTitle={t('route.tasks')}
        list={list}
        caption={t('route.tasks')}
        columns={columns}
        rowActions={rowActions}
        rowLabel={rowLabel}
        actionsHeader={t('tasks.columns.actions')}
        actionsWidth="12rem"
        emptyText={filters.assignee === 'me' ? t('tasks.emptyMine') : t('tasks.empty')}
        failedText={t('tasks.failed')}
        className="task-table"
      />
      <TaskBulkBar vm={vm.selection} />
      <ListPager list={list} layoutId="tasks" />
      <TaskActionDialog vm={vm} />
      <TaskBulkDialog vm={vm.selection} today={vm.today} />
      <NewTaskDialog vm={newTask} today={vm.today} onCreated={() => void list.retry()} />
    </PageFrame>
  );
});

export { TasksScreen as Component };
