import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { resourceTypeVerdicts } from './field-rules';
import { MAY } from './locations-access';
import { audit } from './locations-audit';
import { resourceTypeJson } from './locations-json';
import { FieldErrors, merged, notFound, optionalText, permitted, text, V3 } from './locations-kit';
import type { StoredResourceType } from './locations-state';
import { refuseWhileInUse, resourceTypeUsage } from './usage';

const BASE = `${V3}/agenda/resource-types`;

const SORTS: Readonly<Record<string, SortField<StoredResourceType>>> = {
  name: { value: (type) => type.name, text: true },
};

/**
 * Resource types (spec section 7): read by the forms that choose them (rooms, resources, operations),
 * created with POST, updated with POST /{id}, deleted while nothing holds, is or needs one.
 */
export function resourceTypeRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.resourceTypes.find((type) => type.id === id);

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.readResourceTypes);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['search'], sorts: Object.keys(SORTS) }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const { resourceTypes } = store.state;
    const rows = search
      ? resourceTypes.filter((type) => fold(`${type.name} ${type.description ?? ''}`).includes(search))
      : resourceTypes;
    const position = new Map(resourceTypes.map((type, index) => [type.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (type) => position.get(type.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, resourceTypeJson));
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.readResourceTypes);
    if ('refusal' in access) return access.refusal;
    const type = find(c.req.param('id'));
    return type ? c.json({ data: resourceTypeJson(type) }) : notFound(c);
  });

  const save = async (c: Ctx, current: StoredResourceType | null) => {
    const access = permitted(c, MAY.manageResourceTypes);
    if ('refusal' in access) return access.refusal;
    const sent = await readJson(c);
    const body = current ? merged(resourceTypeJson(current), sent) : sent;
    const errors = new FieldErrors(c).verdicts(resourceTypeVerdicts(body));
    if (errors.any) return errors.answer();
    const saved: StoredResourceType = {
      id: current?.id ?? randomUUID(),
      name: text(body['name']),
      description: optionalText(body['description']),
    };
    store.change((state) => {
      const entity = { type: 'resource_type' as const, id: saved.id, label: saved.name };
      if (current) {
        const before = structuredClone(current);
        Object.assign(current, saved);
        audit(kit, state, access.user, entity, 'updated', before, saved);
      } else {
        state.resourceTypes.push(saved);
        audit(kit, state, access.user, entity, 'created', null, saved);
      }
    });
    return c.json({ data: resourceTypeJson(saved) }, current ? 200 : 201);
  };

  routes.post(BASE, (c) => save(c, null));

  routes.post(`${BASE}/:id`, (c) => {
    const current = find(c.req.param('id'));
    if (!current) {
      const access = permitted(c, MAY.manageResourceTypes);
      return 'refusal' in access ? access.refusal : notFound(c);
    }
    return save(c, current);
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageResourceTypes);
    if ('refusal' in access) return access.refusal;
    const type = find(c.req.param('id'));
    if (!type) return notFound(c);
    const refusal = refuseWhileInUse(c, 'resourceType', type.name, resourceTypeUsage(store.state, type.id));
    if (refusal) return refusal;
    store.change((state) => {
      state.resourceTypes = state.resourceTypes.filter((candidate) => candidate.id !== type.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'resource_type', id: type.id, label: type.name },
        'deleted',
        type,
        null,
      );
    });
    return c.body(null, 204);
  });

  return routes;
}
