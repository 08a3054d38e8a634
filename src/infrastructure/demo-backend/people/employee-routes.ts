import { Hono } from 'hono';
import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DemoEmployee } from '../access/seed';
import { EMPLOYEES } from '../access/seed';
import { employerOf } from '../access/users';
import type { SortKey } from '../../../application/platform/list-query';
import type { ListSpec, SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import type { DossierType } from '../tasks/dossier-types';
import { dossierRefJson, employeeJson, employeeRowJson, PeopleIndex } from './people-json';
import { employeeInReach, forbidden, notFound, peopleAccess, V2 } from './people-kit';
import { hasOpenAbsence, reaches } from './people-scope';

export const EMPLOYEE_LIST: ListSpec = {
  filters: ['search', 'employer', 'team', 'division', 'openAbsence'],
  sorts: ['name', 'employer', 'dateOfBirth'],
};
/** A page of the employee list holds at most this many; a larger size asked for gets this. */
export const MAX_EMPLOYEE_PAGE = 100;

interface EmployeeRow {
  readonly employee: DemoEmployee;
  readonly position: number;
  readonly employerName: string;
}

const SORTS: Readonly<Record<string, SortField<EmployeeRow>>> = {
  lastName: { value: (row) => row.employee.lastName, text: true },
  firstName: { value: (row) => row.employee.firstName, text: true },
  employer: { value: (row) => row.employerName, text: true },
  dateOfBirth: { value: (row) => row.employee.dateOfBirth },
};

/** `name` is the last name, then the first; any other order ends with the names, going up. */
const sortKeysOf = (keys: readonly SortKey[]): SortKey[] => [
  ...keys.flatMap((key): SortKey[] =>
    key.field === 'name'
      ? [
          { field: 'lastName', direction: key.direction },
          { field: 'firstName', direction: key.direction },
        ]
      : [key],
  ),
  { field: 'lastName', direction: 'asc' },
  { field: 'firstName', direction: 'asc' },
];

const isDossierType = (value: string): value is DossierType =>
  (DOSSIER_TYPE_CODES as readonly string[]).includes(value);

/**
 * Employees (spec section 7, "Users, employers, employees, teams"): the paged list, which is also the
 * agenda's employee search, one employee, their dossiers and their newest open dossier of a type. The
 * contract is src/infrastructure/people/employee-schemas.ts.
 */
export function employeeRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/employee`, (c) => {
    const access = peopleAccess(c, 'list');
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const problems = new Problems(c);
    const list = readList(c, EMPLOYEE_LIST, problems);
    const { employer, team, division, openAbsence } = list.filter;
    if (openAbsence !== undefined && openAbsence !== 'true' && openAbsence !== 'false')
      problems.add('filter[openAbsence]', 'notBooleanFilter', { name: 'filter[openAbsence]' });
    if (problems.any) return refuseFields(c, problems.errors);
    const index = new PeopleIndex(store.state);
    const words = searchText(list)?.split(' ') ?? [];
    const rows = EMPLOYEES.flatMap((employee, position): EmployeeRow[] => {
      if (!reaches(viewer, employee)) return [];
      if (employer !== undefined && employee.employerId !== employer) return [];
      if (team !== undefined && index.teamOf(employee)?.id !== team) return [];
      if (division !== undefined && index.divisionOf(employee)?.id !== division) return [];
      const employerName = employerOf(employee.employerId).name;
      if (words.length > 0) {
        const { personnelNumber } = index.recordOf(employee);
        const text = fold(`${employee.firstName} ${employee.lastName} ${personnelNumber} ${employerName}`);
        if (!words.every((word) => text.includes(word))) return [];
      }
      if (
        openAbsence !== undefined &&
        hasOpenAbsence(index.dossiersOf(employee)) !== (openAbsence === 'true')
      )
        return [];
      return [{ employee, position, employerName }];
    });
    const sorted = sortRows(
      rows,
      sortKeysOf(list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }]),
      SORTS,
      (row) => row.position,
    );
    const page = { number: list.page.number, size: Math.min(list.page.size, MAX_EMPLOYEE_PAGE) };
    return c.json(pageOf(sorted, { ...list, page }, (row) => employeeRowJson(index, viewer, row.employee)));
  });

  routes.get(`${V2}/employee/:id`, (c) => {
    const access = peopleAccess(c, 'open');
    if ('refusal' in access) return access.refusal;
    const found = employeeInReach(c, access.viewer, c.req.param('id'));
    if ('refusal' in found) return found.refusal;
    return c.json({ data: employeeJson(new PeopleIndex(store.state), access.viewer, found.employee) });
  });

  // The employee's dossiers the caller may see (never a medical one for an employer or a
  // non-medical professional), newest first; 403 for a caller who sees no dossiers at all.
  routes.get(`${V2}/employee/:id/dossiers`, (c) => {
    const access = peopleAccess(c, 'open');
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const found = employeeInReach(c, viewer, c.req.param('id'));
    if ('refusal' in found) return found.refusal;
    if (!viewer.cases) return forbidden(c);
    const { tasks } = store.state;
    const dossiers = new PeopleIndex(store.state).visibleDossiersOf(viewer, found.employee);
    const ids = new Set(dossiers.map((dossier) => dossier.id));
    const openTasks = new Map<string, number>();
    for (const task of tasks) {
      if (task.status === 'open' && ids.has(task.dossierId))
        openTasks.set(task.dossierId, (openTasks.get(task.dossierId) ?? 0) + 1);
    }
    return c.json({
      data: dossiers.map((dossier) => ({
        ...dossierRefJson(dossier),
        status: dossier.status,
        openTasks: openTasks.get(dossier.id) ?? 0,
      })),
    });
  });

  // Spec section 7: the employee's newest open dossier of a type (to resume it, say from a wizard),
  // or null; 404 for a type that does not exist, 403 for one the caller may not see.
  routes.get(`${V2}/employee/:id/dossiers/:type/last-open`, (c) => {
    const access = peopleAccess(c, 'open');
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const found = employeeInReach(c, viewer, c.req.param('id'));
    if ('refusal' in found) return found.refusal;
    const type = c.req.param('type');
    if (!isDossierType(type)) return notFound(c);
    if (!viewer.cases?.types.has(type)) return forbidden(c);
    const last = new PeopleIndex(store.state)
      .visibleDossiersOf(viewer, found.employee)
      .find((dossier) => dossier.type === type && dossier.status === 'open');
    return c.json({ data: last ? dossierRefJson(last) : null });
  });

  return routes;
}
