import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { resourceVerdicts } from './field-rules';
import { MAY } from './locations-access';
import { audit } from './locations-audit';
import { resourceJson } from './locations-json';
import { FieldErrors, flag, merged, notFound, optionalText, permitted, text, V3 } from './locations-kit';
import type { StoredResource, StoredResourceType } from './locations-state';
import { refuseWhileInUse, resourceUsage } from './usage';

const BASE = `${V3}/agenda/resources`;

interface ResourceRow {
  readonly resource: StoredResource;
  readonly type: StoredResourceType | null;
}

const SORTS: Readonly<Record<string, SortField<ResourceRow>>> = {
  name: { value: (row) => row.resource.name, text: true },
  assetNumber: { value: (row) => row.resource.assetNumber, text: true },
  resourceType: { value: (row) => row.type?.name ?? null, text: true },
};

const resourceFrom = (
  body: Readonly<Record<string, unknown>>,
  id: string,
  locationId: string,
): StoredResource => ({
  id,
  locationId,
  name: text(body['name']),
  resourceTypeId: text(body['resourceTypeId']),
  assetNumber: optionalText(body['assetNumber']),
  roomId: optionalText(body['roomId']),
  active: flag(body['active'], true),
});

/** Resources (spec section 7): a location's equipment, managed with manage_locations. */
export function resourceRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.resources.find((resource) => resource.id === id);

  /** The references a resource body makes: its type exists, its room stands at its location. */
  const checkReferences = (
    errors: FieldErrors,
    body: Readonly<Record<string, unknown>>,
    locationId: string,
  ) => {
    const typeId = text(body['resourceTypeId']);
    if (typeId && !store.state.resourceTypes.some((type) => type.id === typeId)) {
      errors.refuse('resourceType', 'unknownResourceType');
    }
    const roomId = optionalText(body['roomId']);
    if (roomId && !store.state.rooms.some((room) => room.id === roomId && room.locationId === locationId)) {
      errors.refuse('roomId', 'roomElsewhere');
    }
  };

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(
      c,
      { filters: ['location', 'resourceType', 'search', 'active'], sorts: Object.keys(SORTS) },
      problems,
    );
    const { state } = store;
    const locationId = list.filter['location'];
    if (locationId !== undefined && !state.locations.some((location) => location.id === locationId)) {
      problems.add('filter[location]', 'invalidFilter', { value: locationId });
    }
    const types = filterSet(
      list,
      'resourceType',
      state.resourceTypes.map((type) => type.id),
      problems,
    );
    const active = filterSet(list, 'active', ['true', 'false'], problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const typeById = new Map(state.resourceTypes.map((type) => [type.id, type]));
    const rows: ResourceRow[] = state.resources
      .filter((resource) => locationId === undefined || resource.locationId === locationId)
      .filter((resource) => !types || types.has(resource.resourceTypeId))
      .filter((resource) => !active || active.has(String(resource.active) as 'true' | 'false'))
      .filter(
        (resource) => !search || fold(`${resource.name} ${resource.assetNumber ?? ''}`).includes(search),
      )
      .map((resource) => ({ resource, type: typeById.get(resource.resourceTypeId) ?? null }));
    const position = new Map(state.resources.map((resource, index) => [resource.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (row) => position.get(row.resource.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (row) => resourceJson(row.resource)));
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const resource = find(c.req.param('id'));
    return resource ? c.json({ data: resourceJson(resource) }) : notFound(c);
  });

  routes.post(BASE, async (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const errors = new FieldErrors(c).verdicts(resourceVerdicts(body));
    const locationId = text(body['locationId']);
    if (!locationId) errors.verdicts({ locationId: 'required' });
    else if (!store.state.locations.some((location) => location.id === locationId)) {
      errors.refuse('locationId', 'unknownLocation');
    }
    checkReferences(errors, body, locationId);
    if (errors.any) return errors.answer();
    const resource = resourceFrom(body, randomUUID(), locationId);
    store.change((state) => {
      state.resources.push(resource);
      audit(
        kit,
        state,
        access.user,
        { type: 'resource', id: resource.id, label: resource.name },
        'created',
        null,
        resource,
      );
    });
    return c.json({ data: resourceJson(resource) }, 201);
  });

  routes.patch(`${BASE}/:id`, async (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const current = find(c.req.param('id'));
    if (!current) return notFound(c);
    // A resource stays at its location: a locationId in the body is ignored.
    const { locationId: _ignored, ...sent } = await readJson(c);
    const body = merged(resourceJson(current), sent);
    const errors = new FieldErrors(c).verdicts(resourceVerdicts(body));
    checkReferences(errors, body, current.locationId);
    if (errors.any) return errors.answer();
    const before = structuredClone(current);
    const after = resourceFrom(body, current.id, current.locationId);
    store.change((state) => {
      Object.assign(current, after);
      audit(
        kit,
        state,
        access.user,
        { type: 'resource', id: current.id, label: after.name },
        'updated',
        before,
        after,
      );
    });
    return c.json({ data: resourceJson(current) });
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const resource = find(c.req.param('id'));
    if (!resource) return notFound(c);
    const refusal = refuseWhileInUse(
      c,
      'resource',
      resource.name,
      resourceUsage(store.state, resource.id, now()),
    );
    if (refusal) return refusal;
    store.change((state) => {
      state.resources = state.resources.filter((candidate) => candidate.id !== resource.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'resource', id: resource.id, label: resource.name },
        'deleted',
        resource,
        null,
      );
    });
    return c.body(null, 204);
  });

  return routes;
}
