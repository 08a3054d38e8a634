import { Hono } from 'hono';
import type { DemoUser } from '../access/seed';
import { EMPLOYERS } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employerOf, permissionsOf } from '../access/users';
import { MANAGE } from '../admin/admin-kit';
import { divisionJson } from '../admin/branding-routes';
import type { ListSpec, SortField } from '../platform/list-kit';
import { pageOf, Problems, readList, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { caseViewerOf } from '../tasks/case-scope';
import { forbidden, V2 } from './people-kit';
import { peopleViewerOf } from './people-scope';
import type { StoredDivision } from './people-state';

export const DIVISION_LIST: ListSpec = { filters: ['employer', 'branding'], sorts: ['employer', 'name'] };

const SORTS: Readonly<Record<string, SortField<StoredDivision>>> = {
  employer: { value: (division) => employerOf(division.employerId).name, text: true },
  name: { value: (division) => division.name, text: true },
};

/**
 * The employers a caller may pick from: every one for a professional or whoever reaches every
 * employee, their own for an employer user; null for a caller who works with neither cases nor people.
 */
function employerScope(user: DemoUser): { readonly employerId: string | null } | null {
  if (permissionsOf(user).has(MANAGE)) return { employerId: null };
  const cases = caseViewerOf(user);
  const people = peopleViewerOf(user);
  if (!cases && !people) return null;
  const every = cases?.kind === 'professional' || (people !== null && people.employerId === null);
  return { employerId: every ? null : user.employerId };
}

const scopeOf = (c: Ctx): { employerId: string | null } | Response => {
  const user = signedInUser(c);
  if (!user) return refuse(c, 401, 'unauthenticated');
  return employerScope(user) ?? forbidden(c);
};

/**
 * Employers and their divisions (spec section 7): GET v2/employers, the employers in the caller's
 * scope for the filters of the task and employee lists, and GET v2/employer-division, their divisions
 * each with its branding (an administrator reaches every division, to change it: admin/branding-routes.ts).
 */
export function employerRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/employers`, (c) => {
    const scope = scopeOf(c);
    if (scope instanceof Response) return scope;
    const employers = EMPLOYERS.filter(
      (employer) => scope.employerId === null || employer.id === scope.employerId,
    );
    return c.json({ data: employers.map((employer) => ({ id: employer.id, name: employer.name })) });
  });

  routes.get(`${V2}/employer-division`, (c) => {
    const scope = scopeOf(c);
    if (scope instanceof Response) return scope;
    const problems = new Problems(c);
    const list = readList(c, DIVISION_LIST, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const { employer, branding } = list.filter;
    const { divisions } = store.state;
    const position = new Map(divisions.map((division, index) => [division.id, index]));
    const rows = divisions.filter(
      (division) =>
        (scope.employerId === null || division.employerId === scope.employerId) &&
        (employer === undefined || division.employerId === employer) &&
        (branding === undefined || division.branding.id === branding),
    );
    const sorted = sortRows(
      rows,
      list.sort.length > 0
        ? list.sort
        : [
            { field: 'employer', direction: 'asc' },
            { field: 'name', direction: 'asc' },
          ],
      SORTS,
      (division) => position.get(division.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, divisionJson));
  });

  return routes;
}
