import { Hono } from 'hono';
import { signedInUser } from '../access/session-kit';
import type { SortField } from '../platform/list-kit';
import { pageOf, Problems, readList, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import type { StoredTeam } from './people-state';

const SORTS: Readonly<Record<string, SortField<StoredTeam>>> = {
  name: { value: (team) => team.name, text: true },
};

/** GET v2/teams (spec section 7): every team with its members, for anyone signed in; by name. */
export function teamRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get('/api/external/v2/teams', (c) => {
    if (!signedInUser(c)) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const list = readList(c, { filters: [], sorts: Object.keys(SORTS) }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const { teams } = store.state;
    const position = new Map(teams.map((team, index) => [team.id, index]));
    const sorted = sortRows(
      teams,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (team) => position.get(team.id) ?? 0,
    );
    return c.json(
      pageOf(sorted, list, (team) => ({ id: team.id, name: team.name, memberIds: [...team.memberIds] })),
    );
  });

  return routes;
}
