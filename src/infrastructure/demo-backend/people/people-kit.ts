import type { DemoEmployee } from '../access/seed';
import { EMPLOYEES } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import type { Ctx } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { PeopleViewer } from './people-scope';
import { peopleViewerOf, reaches } from './people-scope';

/** What the people routes share: who is asking, the employee of a path, and the refusals. */

export const V2 = '/api/external/v2';

const EMPLOYEE_BY_ID = new Map(EMPLOYEES.map((employee) => [employee.id, employee]));
export const seededEmployee = (id: string): DemoEmployee | null => EMPLOYEE_BY_ID.get(id) ?? null;

export const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
export const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/**
 * The caller of a people call: fully signed in (else 401) and reaching employees (else 403); `open`
 * asks for more than finding them in the list: opening one (see PeopleViewer.opensEmployees).
 */
export function peopleAccess(
  c: Ctx,
  need: 'list' | 'open',
): { viewer: PeopleViewer } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const viewer = peopleViewerOf(user);
  if (!viewer || (need === 'open' && !viewer.opensEmployees)) return { refusal: forbidden(c) };
  return { viewer };
}

/** The employee of a path: 404 when there is none, 403 when it is not the caller's to reach. */
export function employeeInReach(
  c: Ctx,
  viewer: PeopleViewer,
  id: string,
): { employee: DemoEmployee } | { refusal: Response } {
  const employee = seededEmployee(id);
  if (!employee) return { refusal: notFound(c) };
  if (!reaches(viewer, employee)) return { refusal: forbidden(c) };
  return { employee };
}
