import { Hono } from 'hono';
import { employerOf } from '../access/users';
import type { ListSpec, SortField } from '../platform/list-kit';
import { pageOf, Problems, readList, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import { dossierRefJson, PeopleIndex } from './people-json';
import { employeeInReach, forbidden, notFound, peopleAccess, seededEmployee, V2 } from './people-kit';
import { isOpenAbsence, reaches } from './people-scope';
import type { StoredEmployment } from './people-state';

export const EMPLOYMENT_LIST: ListSpec = { filters: ['employee'], sorts: ['startDate'] };

const SORTS: Readonly<Record<string, SortField<StoredEmployment>>> = {
  startDate: { value: (employment) => employment.startDate },
};

const employmentJson = (employment: StoredEmployment) => ({
  id: employment.id,
  employeeId: employment.employeeId,
  employerId: employment.employerId,
  employerName: employerOf(employment.employerId).name,
  jobTitle: employment.jobTitle,
  startDate: employment.startDate,
  endDate: employment.endDate,
  hoursPerWeek: employment.hoursPerWeek,
  contract: employment.contract,
});

/**
 * Employments (spec section 7): the list, by employee, newest first, and the newest open dossier of
 * the absence group of an employment's employee (spec: v2/employments/latest-open-absence-dossier).
 * Both open employees, so they need what opening one needs.
 */
export function employmentRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/employments`, (c) => {
    const access = peopleAccess(c, 'open');
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const problems = new Problems(c);
    const list = readList(c, EMPLOYMENT_LIST, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const { employee } = list.filter;
    const { employments } = store.state;
    const position = new Map(employments.map((employment, index) => [employment.id, index]));
    const rows = employments.filter((employment) => {
      if (employee !== undefined && employment.employeeId !== employee) return false;
      const person = seededEmployee(employment.employeeId);
      return person !== null && reaches(viewer, person);
    });
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'startDate', direction: 'desc' }],
      SORTS,
      (employment) => position.get(employment.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, employmentJson));
  });

  // 404 for an unknown employment, 403 for another employer's or for a caller who sees no dossiers;
  // null when the employee has no open absence dossier the caller may see.
  routes.get(`${V2}/employments/latest-open-absence-dossier/:id`, (c) => {
    const access = peopleAccess(c, 'open');
    if ('refusal' in access) return access.refusal;
    const { viewer } = access;
    const employment = store.state.employments.find((candidate) => candidate.id === c.req.param('id'));
    if (!employment) return notFound(c);
    const found = employeeInReach(c, viewer, employment.employeeId);
    if ('refusal' in found) return found.refusal;
    if (!viewer.cases) return forbidden(c);
    const latest = new PeopleIndex(store.state).visibleDossiersOf(viewer, found.employee).find(isOpenAbsence);
    return c.json({ data: latest ? dossierRefJson(latest) : null });
  });

  return routes;
}
