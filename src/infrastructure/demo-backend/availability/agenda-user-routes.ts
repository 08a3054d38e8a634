import { Hono } from 'hono';
import type { DemoUser } from '../access/seed';
import type { SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { AGENDA_USERS, agendaUserOf, MAY } from './availability-access';
import { audit } from './availability-audit';
import { isIdList } from './availability-field-rules';
import { agendaUserJson } from './availability-json';
import { FieldErrors, notFound, permitted, V3 } from './availability-kit';

const BASE = `${V3}/agenda/users`;

const SORTS: Readonly<Record<string, SortField<DemoUser>>> = {
  name: { value: (user) => user.displayName, text: true },
};

/**
 * The agenda users and their settings (spec section 7: GET v3/agenda/users, GET and POST
 * v3/agenda/users/{id}): which operations a person may not be booked for.
 */
export function agendaUserRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.readAgendaUsers);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['search'], sorts: Object.keys(SORTS) }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const rows = search
      ? AGENDA_USERS.filter((user) =>
          [user.displayName, user.username].some((field) => fold(field).includes(search)),
        )
      : AGENDA_USERS;
    const position = new Map(AGENDA_USERS.map((user, index) => [user.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (user) => position.get(user.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (user) => agendaUserJson(store.state, user)));
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.readAgendaUsers);
    if ('refusal' in access) return access.refusal;
    const user = agendaUserOf(c.req.param('id'));
    return user ? c.json({ data: agendaUserJson(store.state, user) }) : notFound(c);
  });

  routes.post(`${BASE}/:id`, async (c) => {
    const access = permitted(c, MAY.manageAgendaUsers);
    if ('refusal' in access) return access.refusal;
    const user = agendaUserOf(c.req.param('id'));
    if (!user) return notFound(c);
    const body = await readJson(c);
    const wanted = body['disallowedOperationIds'];
    const errors = new FieldErrors(c);
    if (wanted === undefined || wanted === null) errors.verdicts({ disallowedOperationIds: 'required' });
    else if (!isIdList(wanted)) errors.verdicts({ disallowedOperationIds: 'invalid' });
    else if (!wanted.every((id) => store.state.operations.some((operation) => operation.id === id)))
      errors.refuse('disallowedOperationIds', 'unknownOperations');
    if (errors.any || !isIdList(wanted)) return errors.answer();
    const next = [...new Set(wanted)];
    store.change((state) => {
      const before = [...(state.agendaUserSettings[user.id]?.disallowedOperationIds ?? [])];
      state.agendaUserSettings[user.id] = { disallowedOperationIds: next };
      audit(
        kit,
        state,
        access.user,
        { type: 'agenda_user', id: user.id, label: user.displayName },
        'updated',
        { disallowedOperationIds: before },
        { disallowedOperationIds: next },
      );
    });
    return c.json({ data: agendaUserJson(store.state, user) });
  });

  return routes;
}
