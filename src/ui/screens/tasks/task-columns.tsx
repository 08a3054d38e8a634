import { Link } from 'react-router';
import { openedFrom } from '../../routes/breadcrumb-trail';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import type { Task } from '../../../domain/tasks/task';
import { titleIn } from '../../../domain/tasks/task-title';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { formatDate } from '../../format';
import { exportDate, exportText } from '../../list/export-value';
import type { Translate } from '../../services-context';
import type { TaskListViewModel } from './task-list-view-model';

/** How far off an open task's due date is, in words: "12 dagen te laat", "vandaag", "over 3 dagen". */
function DueText({ days, t }: { days: number | null; t: Translate }) {
  if (days === null) return null;
  if (days < 0)
    return (
      <span className="badge badge--warning task-table__due">
        {days === -1 ? t('tasks.due.dayLate') : t('tasks.due.daysLate', { count: -days })}
      </span>
    );
  return (
    <span className="muted task-table__due">
      {days === 0
        ? t('tasks.due.today')
        : days === 1
          ? t('tasks.due.tomorrow')
          : t('tasks.due.inDays', { count: days })}
    </span>
  );
}

/** A Poortwachter task's legal deadline beside its own date, marked once it has passed. */
function LegalDeadline({
  task,
  passed,
  t,
  locale,
}: {
  task: Task;
  passed: boolean;
  t: Translate;
  locale: Locale;
}) {
  if (!task.legalDeadline) return null;
  const date = formatDate(task.legalDeadline, locale);
  // On its own date it says so without the date again.
  const same = task.legalDeadline.equals(task.dueDate);
  const text = same
    ? t(passed ? 'tasks.due.legalSamePassed' : 'tasks.due.legalSame')
    : t(passed ? 'tasks.due.legalPassed' : 'tasks.due.legal', { date });
  return <span className={`task-table__legal${passed ? ' task-table__legal--passed' : ''}`}>{text}</span>;
}

/**
 * The task list's columns; each sortable one sorts by its own field. Its export: title, due date (a
 * date), status, dossier type, employee, employer, assignee.
 */
export function taskColumns(
  vm: TaskListViewModel,
  t: Translate,
  locale: Locale,
): readonly DataColumn<Task>[] {
  return [
    {
      id: 'title',
      header: t('tasks.columns.title'),
      sortKey: 'title',
      cell: (task) => titleIn(task.title, locale),
    },
    {
      id: 'dueDate',
      header: t('tasks.columns.dueDate'),
      sortKey: 'dueDate',
      width: '9.5rem',
      // The date itself; how far off it is ("3 dagen te laat") depends on the day, which a sheet knows.
      export: [
        { header: t('tasks.columns.dueDate'), value: (task) => exportDate(task.dueDate) },
        {
          header: t('tasks.columns.legalDeadline'),
          value: (task) => (task.legalDeadline ? exportDate(task.legalDeadline) : exportText('')),
        },
      ],
      cell: (task) => (
        <>
          <span className="nowrap">{formatDate(task.dueDate, locale)}</span>
          <DueText days={vm.daysLeft(task)} t={t} />
          <LegalDeadline task={task} passed={vm.legalDeadlinePassed(task)} t={t} locale={locale} />
        </>
      ),
    },
    {
      id: 'status',
      header: t('tasks.columns.status'),
      sortKey: 'status',
      width: '7.5rem',
      cell: (task) => (
        <span className={`badge badge--${task.status}`}>{t(`tasks.statuses.${task.status}`)}</span>
      ),
    },
    {
      id: 'dossierType',
      header: t('tasks.columns.dossierType'),
      sortKey: 'dossierType',
      optional: true,
      cell: (task) => t(`dossierType.${task.dossier.type}`),
    },
    {
      id: 'employer',
      optional: true,
      header: t('tasks.columns.employer'),
      sortKey: 'employer',
      export: [
        { header: t('listExport.columns.employee'), value: (task) => exportText(task.dossier.employeeName) },
        { header: t('listExport.columns.employer'), value: (task) => exportText(task.dossier.employerName) },
      ],
      cell: (task) => (
        <>
          <Link to={pathOf('dossier', { dossierId: task.dossier.id })} state={openedFrom('tasks')}>
            {task.dossier.employeeName}
          </Link>
          <br />
          <span className="muted">{task.dossier.employerName}</span>
        </>
      ),
    },
    {
      id: 'assignedUser',
      header: t('tasks.columns.assignedUser'),
      sortKey: 'assignedUser',
      optional: true,
      cell: (task) => task.assignee?.displayName ?? <span className="muted">{t('tasks.unassigned')}</span>,
    },
  ];
}
