/**
 * The shared data table with the task list's columns, on a page of its own for `npm run bench`
 * (see table-bench.ts): no router, no backend, only the table, its translations and the rows given.
 */
import { observable } from 'mobx';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Temporal } from 'temporal-polyfill';
import type { DossierType } from '../../src/domain/dossiers/dossier-type';
import { DOSSIER_TYPES } from '../../src/domain/dossiers/dossier-type';
import type { TaskStatus } from '../../src/domain/tasks/task';
import type { Locale } from '../../src/domain/locale/locale';
import { coreNl } from '../../src/i18n/core/nl';
import { addAreaTranslations, createI18n } from '../../src/i18n/create-i18n';
import { tasksEn } from '../../src/i18n/tasks/en';
import { tasksNl } from '../../src/i18n/tasks/nl';
import { DataTable } from '../../src/ui/components/data-table/data-table';
import type { DataColumn, TableSort } from '../../src/ui/components/data-table/data-table-types';
import { formatDate } from '../../src/ui/format';
import type { PortalServices } from '../../src/ui/portal-services';
import { ServicesProvider, useT } from '../../src/ui/services-context';

/** What a row of the task list shows, as plain values. */
export interface TaskBenchRow {
  readonly id: string;
  readonly title: string;
  readonly dueDate: Temporal.PlainDate;
  readonly overdue: boolean;
  readonly status: TaskStatus;
  readonly dossierType: DossierType;
  readonly employeeName: string;
  readonly employerName: string;
  readonly assignee: string | null;
}

export type TaskBenchSortField = 'title' | 'dueDate' | 'status' | 'dossierType' | 'employer' | 'assignedUser';

const LANGUAGE: Locale = 'nl';
const i18n = createI18n(LANGUAGE, { nl: coreNl });
addAreaTranslations(i18n, { nl: tasksNl, en: tasksEn });
const services = { i18n, locale: observable({ current: LANGUAGE }) } as unknown as PortalServices;

function taskColumns(t: ReturnType<typeof useT>): readonly DataColumn<TaskBenchRow>[] {
  return [
    { id: 'title', header: t('tasks.columns.title'), sortKey: 'title', cell: (row) => row.title },
    {
      id: 'dueDate',
      header: t('tasks.columns.dueDate'),
      sortKey: 'dueDate',
      width: '10rem',
      cell: (row) => (
        <>
          {formatDate(row.dueDate, LANGUAGE)}
          {row.overdue ? <span className="badge badge--warning">{t('tasks.overdue')}</span> : null}
        </>
      ),
    },
    {
      id: 'status',
      header: t('tasks.columns.status'),
      sortKey: 'status',
      width: '8rem',
      cell: (row) => (
        <span className={`badge badge--${row.status}`}>{t(`tasks.statuses.${row.status}`)}</span>
      ),
    },
    {
      id: 'dossierType',
      header: t('tasks.columns.dossierType'),
      sortKey: 'dossierType',
      optional: true,
      cell: (row) => t(`dossierType.${row.dossierType}`),
    },
    {
      id: 'employer',
      header: t('tasks.columns.employer'),
      sortKey: 'employer',
      cell: (row) => (
        <>
          {row.employeeName}
          <br />
          <span className="muted">{row.employerName}</span>
        </>
      ),
    },
    {
      id: 'assignedUser',
      header: t('tasks.columns.assignedUser'),
      sortKey: 'assignedUser',
      optional: true,
      cell: (row) => row.assignee ?? <span className="muted">{t('tasks.unassigned')}</span>,
    },
  ];
}

function TaskTable({ rows, sort }: { rows: readonly TaskBenchRow[]; sort: TableSort | null }) {
  const t = useT();
  return (
    <DataTable
      caption={t('tasks.count', { count: rows.length })}
      columns={taskColumns(t)}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSort={() => undefined}
      actionsHeader={t('tasks.columns.actions')}
      actionsWidth="19rem"
      rowActions={(row) =>
        (row.status === 'open' ? (['complete', 'postpone', 'cancel'] as const) : (['reopen'] as const)).map(
          (action) => (
            <button
              key={action}
              type="button"
              className="button button--small"
              aria-label={t('tasks.actionFor', { action: t(`tasks.action.${action}`), title: row.title })}
            >
              {t(`tasks.action.${action}`)}
            </button>
          ),
        )
      }
    />
  );
}

const roots = new WeakMap<HTMLElement, Root>();

/** Draws (or redraws) the table into the element synchronously, so a timer around it sees all the work. */
export function render(
  element: HTMLElement,
  rows: readonly TaskBenchRow[],
  sort: TableSort | null = null,
): void {
  let root = roots.get(element);
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  const into = root;
  flushSync(() =>
    into.render(
      <ServicesProvider value={services}>
        <TaskTable rows={rows} sort={sort} />
      </ServicesProvider>,
    ),
  );
}

/** Draws the table with the task list's columns into the element; the function returned removes it. */
export function mount(element: HTMLElement, rows: readonly TaskBenchRow[]): () => void {
  render(element, rows);
  return () => {
    roots.get(element)?.unmount();
    roots.delete(element);
  };
}

/** Lower case without accents, so "yilmaz" finds "Yılmaz" and "ozturk" finds "Öztürk". */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();

/** What the bench filters by: a status, and text in the title, employee, employer or assignee. */
export interface TaskBenchFilter {
  readonly status?: TaskStatus;
  readonly text?: string;
}

/** The rows that match the filter (text regardless of case and accents), as the task list's filters. */
export function filter(rows: readonly TaskBenchRow[], by: TaskBenchFilter): readonly TaskBenchRow[] {
  const needle = folded(by.text?.trim() ?? '');
  return rows.filter(
    (row) =>
      (!by.status || row.status === by.status) &&
      (!needle ||
        [row.title, row.employeeName, row.employerName, row.assignee ?? ''].some((field) =>
          folded(field).includes(needle),
        )),
  );
}

const STATUS_ORDER: Readonly<Record<TaskStatus, number>> = { open: 0, completed: 1, cancelled: 2 };
const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** What a column sorts on: text in Dutch order, or a number. */
const SORT_KEYS: Readonly<Record<TaskBenchSortField, (row: TaskBenchRow) => string | number>> = {
  title: (row) => row.title,
  // An ISO date sorts as its text, which is cheaper to compare than the date.
  dueDate: (row) => row.dueDate.toString(),
  status: (row) => STATUS_ORDER[row.status],
  dossierType: (row) => row.dossierType,
  employer: (row) => row.employeeName,
  assignedUser: (row) => row.assignee ?? '',
};

/** The rows in the order of a column, as the task list sorts them; ties keep the id order. */
export function sort(
  rows: readonly TaskBenchRow[],
  field: TaskBenchSortField,
  direction: 'asc' | 'desc',
): readonly TaskBenchRow[] {
  const keyOf = SORT_KEYS[field];
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: keyOf(row) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : field === 'dueDate'
          ? String(a.key) < String(b.key)
            ? -1
            : String(a.key) > String(b.key)
              ? 1
              : 0
          : collator.compare(String(a.key), String(b.key));
    return sign * order || (a.row.id < b.row.id ? -1 : 1);
  });
  return keyed.map((entry) => entry.row);
}

const FIRST = [
  'Anouk',
  'Bram',
  'Daan',
  'Emma',
  'Fleur',
  'Jesse',
  'Lotte',
  'Mohamed',
  'Noor',
  'Sem',
  'Tess',
  'Yara',
];
const LAST = [
  'de Vries',
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'El Amrani',
  'Yılmaz',
];
const EMPLOYERS = ['Bakkerij De Gouden Korenaar', 'Transport Rivierenland', 'Zorggroep Van der Linden'];
const TITLES = [
  'Probleemanalyse',
  'Plan van aanpak',
  'Evaluatie',
  'Spreekuur bedrijfsarts',
  'Eerstejaarsevaluatie',
];
const ASSIGNEES = ['Dr. Bakker', 'Dr. El Haddad', 'Case manager Yilmaz', null];
const STATUSES: readonly TaskStatus[] = ['open', 'open', 'open', 'completed', 'cancelled'];

/** Rows that look like the demo's, the same every time for the same count. */
export function makeRows(count: number): TaskBenchRow[] {
  const today = Temporal.PlainDate.from('2026-11-23');
  const pick = <T,>(list: readonly T[], i: number, salt: number) =>
    list[(i * salt + salt) % list.length] as T;
  return Array.from({ length: count }, (_, i) => {
    const dueDate = today.add({ days: ((i * 37) % 120) - 40 });
    const status = pick(STATUSES, i, 7);
    return {
      id: `task-${i}`,
      title: `${pick(TITLES, i, 3)} ${i}`,
      dueDate,
      overdue: status === 'open' && Temporal.PlainDate.compare(dueDate, today) < 0,
      status,
      dossierType: pick(DOSSIER_TYPES, i, 11),
      employeeName: `${pick(FIRST, i, 5)} ${pick(LAST, i, 13)}`,
      employerName: pick(EMPLOYERS, i, 17),
      assignee: pick(ASSIGNEES, i, 19),
    };
  });
}
