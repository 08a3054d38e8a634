import { Hono } from 'hono';
import { EMPLOYEES } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employerOf } from '../access/users';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { forbidden, V2, viewerOf } from './agenda-kit';

/** Spec section 9: an employee search shows at most 15. */
const SEARCH_SIZE = 15;

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * GET v2/employee?filter[search]=: the employees an appointment can be booked for (EmployeeChoicesSchema),
 * matched on first name, last name or employer, at most 15, by last name; with their open dossier, the
 * newest, when they have one. Only for whoever books: `see_agenda_users_calendars` or `has_calendar`;
 * an employer's planner (`employer_use_planning_functionality`) finds only the employer's own.
 */
export function employeeSearchRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/employee`, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const viewer = viewerOf(user);
    if (!viewer.writeAll && !viewer.writeOwn && viewer.booksForEmployer === null) return forbidden(c);
    // An employer's planner finds only the employer's own employees.
    const ownEmployer = viewer.writeAll || viewer.writeOwn ? null : viewer.booksForEmployer;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['search'], sorts: [] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const words = normal(list.filter['search'] ?? '')
      .split(/\s+/)
      .filter((word) => word !== '');
    const openDossier = new Map<string, { id: string; startDate: string }>();
    for (const dossier of store.state.dossiers) {
      if (dossier.status !== 'open') continue;
      const known = openDossier.get(dossier.employeeId);
      if (!known || known.startDate < dossier.startDate) openDossier.set(dossier.employeeId, dossier);
    }
    const found = EMPLOYEES.filter((employee) => ownEmployer === null || employee.employerId === ownEmployer)
      .map((employee) => ({ employee, employer: employerOf(employee.employerId) }))
      .filter(({ employee, employer }) => {
        const text = normal(`${employee.firstName} ${employee.lastName} ${employer.name}`);
        return words.every((word) => text.includes(word));
      })
      .sort(
        (a, b) =>
          a.employee.lastName.localeCompare(b.employee.lastName, 'nl') ||
          a.employee.firstName.localeCompare(b.employee.firstName, 'nl'),
      )
      .slice(0, SEARCH_SIZE)
      .map(({ employee, employer }) => ({
        id: employee.id,
        name: `${employee.firstName} ${employee.lastName}`,
        employerId: employer.id,
        employerName: employer.name,
        openDossierId: openDossier.get(employee.id)?.id ?? null,
      }));
    return c.json({ data: found });
  });

  return routes;
}
