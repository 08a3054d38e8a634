import { Hono } from 'hono';
import { CASE_TASKS_DUE } from '../../../domain/dossiers/case-list';
import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DemoEmployer } from '../access/seed';
import { addDays, amsterdamDate, mondayOf } from '../platform/amsterdam-time';
import { employeeName } from '../access/seed';
import { employeeOf, employerOf } from '../access/users';
import type { ListSpec, SortField } from '../platform/list-kit';
import {
  filterSet,
  fold,
  pageOf,
  positiveInteger,
  Problems,
  readList,
  searchText,
  sortRows,
} from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import { caseAccess, dossierRef } from './case-kit';
import { canSee, visibleTypes } from './case-scope';
import type { DossierStatus, StoredDossier } from './case-seed';

const BASE = '/api/external/v2/dossier';
export const DOSSIER_STATUSES: readonly DossierStatus[] = ['open', 'closed'];
export const RECENTLY_VIEWED_LIMIT = 5;
export const MAX_RECENTLY_VIEWED = 20;

export const DOSSIER_LIST: ListSpec = {
  filters: ['status', 'search', 'dossierType', 'tasksDue'],
  sorts: ['startDate', 'employeeName', 'dossierType', 'status', 'employer', 'openTasks'],
};

interface DossierRow {
  readonly dossier: StoredDossier;
  readonly employeeName: string;
  readonly employer: DemoEmployer;
  readonly openTasks: number;
}

const DOSSIER_SORTS: Readonly<Record<string, SortField<DossierRow>>> = {
  startDate: { value: (row) => row.dossier.startDate },
  employeeName: { value: (row) => row.employeeName, text: true },
  dossierType: { value: (row) => row.dossier.type },
  status: { value: (row) => row.dossier.status },
  employer: { value: (row) => row.employer.name, text: true },
  openTasks: { value: (row) => row.openTasks },
};

/**
 * The dossier calls of the dashboard and the dossier list (spec section 7): the list, the caller's
 * recently viewed dossiers, the open cases per type and the types the caller may see. Every answer
 * holds only dossiers in the caller's scope (case-scope.ts).
 */
export function dossierRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.get(BASE, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, DOSSIER_LIST, problems);
    const statuses = filterSet(list, 'status', DOSSIER_STATUSES, problems);
    const types = filterSet(list, 'dossierType', DOSSIER_TYPE_CODES, problems);
    const due = filterSet(list, 'tasksDue', CASE_TASKS_DUE, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const openTasks = new Map<string, number>();
    // The dossiers with an open task due in a chosen range, as the dashboard's task figures count them
    // (dossier-task-count): overdue before today, due today, due from today to Sunday.
    const withDue = new Set<string>();
    const day = amsterdamDate(now());
    const sunday = addDays(mondayOf(day), 6);
    for (const task of store.state.tasks) {
      if (task.status !== 'open') continue;
      openTasks.set(task.dossierId, (openTasks.get(task.dossierId) ?? 0) + 1);
      const dueDate = task.dueDate;
      if (
        (due?.has('overdue') && dueDate < day) ||
        (due?.has('today') && dueDate === day) ||
        (due?.has('this-week') && dueDate >= day && dueDate <= sunday)
      )
        withDue.add(task.dossierId);
    }
    const rows: DossierRow[] = [];
    for (const dossier of store.state.dossiers) {
      if (!canSee(access.viewer, dossier)) continue;
      if (statuses && !statuses.has(dossier.status)) continue;
      if (types && !types.has(dossier.type)) continue;
      if (due && !withDue.has(dossier.id)) continue;
      const employee = employeeOf(dossier.employeeId);
      const name = employeeName(employee);
      if (search && !fold(name).includes(search)) continue;
      rows.push({
        dossier,
        employeeName: name,
        employer: employerOf(employee.employerId),
        openTasks: openTasks.get(dossier.id) ?? 0,
      });
    }
    const sort = list.sort.length > 0 ? list.sort : [{ field: 'startDate', direction: 'desc' as const }];
    const sorted = sortRows(rows, sort, DOSSIER_SORTS, (row) => Number(row.dossier.id));
    return c.json(
      pageOf(sorted, list, (row) => ({
        id: row.dossier.id,
        type: row.dossier.type,
        status: row.dossier.status,
        employeeName: row.employeeName,
        employerId: row.employer.id,
        employerName: row.employer.name,
        startDate: row.dossier.startDate,
        openTasks: row.openTasks,
      })),
    );
  });

  routes.get(`${BASE}/recently-viewed`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const limit = Math.min(positiveInteger(c, 'limit', RECENTLY_VIEWED_LIMIT, problems), MAX_RECENTLY_VIEWED);
    if (problems.any) return refuseFields(c, problems.errors);
    const dossiers = new Map(store.state.dossiers.map((dossier) => [dossier.id, dossier]));
    const views = (store.state.recentlyViewed[access.viewer.user.id] ?? []).flatMap((view) => {
      const dossier = dossiers.get(view.dossierId);
      return dossier && canSee(access.viewer, dossier)
        ? [{ ...dossierRef(dossier), viewedAt: view.viewedAt }]
        : [];
    });
    views.sort((a, b) => Date.parse(b.viewedAt) - Date.parse(a.viewedAt));
    return c.json({ data: views.slice(0, limit) });
  });

  routes.get(`${BASE}/active-cases-count`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const byType: Record<string, number> = {};
    let total = 0;
    for (const dossier of store.state.dossiers) {
      if (dossier.status !== 'open' || !canSee(access.viewer, dossier)) continue;
      total += 1;
      byType[dossier.type] = (byType[dossier.type] ?? 0) + 1;
    }
    return c.json({ data: { total, byType } });
  });

  routes.get(`${BASE}/available-dossier-types`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    return c.json({ data: visibleTypes(access.viewer) });
  });

  return routes;
}
