import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { DemoUser } from './seed';
import { EMPLOYERS } from './seed';
import { signedInUser, startSession } from './session-kit';
import { userOf } from './users';

const linkedUsersOf = (user: DemoUser): DemoUser[] =>
  user.linkedUserIds.map(userOf).filter((candidate): candidate is DemoUser => candidate !== null);

/** Accounts linked to the signed-in one (one person, several employers), and switching between them. */
export function linkedAccountRoutes(kit: Kit): Hono<Env> {
  const routes = new Hono<Env>();

  routes.get('/api/external/v2/users/linked-users', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    return c.json({
      data: linkedUsersOf(user).map((candidate) => ({
        id: candidate.id,
        username: candidate.username,
        displayName: candidate.displayName,
        employerName: EMPLOYERS.find((employer) => employer.id === candidate.employerId)?.name ?? null,
        hasRole: candidate.roles.length > 0,
      })),
      onlyShowRoleLinkedUsers: user.onlyShowRoleLinkedUsers,
    });
  });

  // The person already proved who they are, so the linked account's second factor counts as done.
  routes.post('/api/auth/switchUser/:id', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const target = linkedUsersOf(user).find((candidate) => candidate.id === c.req.param('id'));
    if (!target) return refuse(c, 403, 'notLinked', { code: 'not_linked' });
    return startSession(c, kit, target, true);
  });

  return routes;
}
