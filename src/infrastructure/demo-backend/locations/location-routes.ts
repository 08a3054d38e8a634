import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { locationEndProblem } from '../availability/schedule-checks';
import type { SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuseFields } from '../platform/route-kit';
import { idListIsValid, locationVerdicts, storedPostcode } from './field-rules';
import { MAY } from './locations-access';
import { audit } from './locations-audit';
import { locationJson } from './locations-json';
import { FieldErrors, flag, merged, notFound, optionalText, permitted, text, V3 } from './locations-kit';
import type { StoredLocation } from './locations-state';
import { futurePlacements, locationUsage, refuseWhileInUse } from './usage';

const BASE = `${V3}/agenda/locations`;

const SORTS: Readonly<Record<string, SortField<StoredLocation>>> = {
  name: { value: (location) => location.name, text: true },
  city: { value: (location) => location.city, text: true },
  postcode: { value: (location) => location.postcode },
  activeFrom: { value: (location) => location.activeFrom },
  activeUntil: { value: (location) => location.activeUntil },
};

/** A location as the body describes it, the body having passed the rules. */
function locationFrom(
  body: Readonly<Record<string, unknown>>,
  id: string,
  operationIds: string[],
): StoredLocation {
  const address = (body['address'] ?? {}) as Readonly<Record<string, unknown>>;
  const coordinates = body['coordinates'] as { latitude: number; longitude: number } | null | undefined;
  const until = body['activeUntil'];
  return {
    id,
    name: text(body['name']),
    street: text(address['street']),
    houseNumber: text(address['houseNumber']),
    postcode: storedPostcode(text(address['postcode'])),
    city: text(address['city']),
    latitude: coordinates ? coordinates.latitude : null,
    longitude: coordinates ? coordinates.longitude : null,
    phone: optionalText(body['phone']),
    email: optionalText(body['email']),
    activeFrom: text(body['activeFrom']),
    activeUntil: typeof until === 'string' && until !== '' ? until : null,
    employerBookable: flag(body['employerBookable'], false),
    operationIds,
  };
}

/**
 * Locations (spec section 7): the list, one, create, change, delete, and the operations a location
 * offers. Everything needs manage_locations.
 */
export function locationRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.locations.find((location) => location.id === id);

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.readLocations);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['search'], sorts: Object.keys(SORTS) }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const { locations } = store.state;
    const rows = search
      ? locations.filter((location) =>
          [
            location.name,
            location.street,
            location.postcode,
            location.postcode.replace(' ', ''),
            location.city,
          ].some((field) => fold(field).includes(search)),
        )
      : locations;
    const position = new Map(locations.map((location, index) => [location.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      SORTS,
      (location) => position.get(location.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (location) => locationJson(store.state, location)));
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const location = find(c.req.param('id'));
    return location ? c.json({ data: locationJson(store.state, location) }) : notFound(c);
  });

  routes.post(BASE, async (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const errors = new FieldErrors(c).verdicts(locationVerdicts(body));
    if (errors.any) return errors.answer();
    const location = locationFrom(body, randomUUID(), []);
    store.change((state) => {
      state.locations.push(location);
      audit(
        kit,
        state,
        access.user,
        { type: 'location', id: location.id, label: location.name },
        'created',
        null,
        location,
      );
    });
    return c.json({ data: locationJson(store.state, location) }, 201);
  });

  routes.patch(`${BASE}/:id`, async (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const current = find(c.req.param('id'));
    if (!current) return notFound(c);
    const body = merged(locationJson(store.state, current), await readJson(c));
    const errors = new FieldErrors(c).verdicts(locationVerdicts(body));
    if (errors.any) return errors.answer();
    const before = structuredClone(current);
    const after = locationFrom(body, current.id, [...current.operationIds]);
    // Spec section 5: not before the schedules at the location end (the message names the earliest date).
    const ending = locationEndProblem(c, store.state, current.id, after.activeUntil);
    if (ending) return refuseFields(c, { activeUntil: [ending] });
    store.change((state) => {
      Object.assign(current, after);
      audit(
        kit,
        state,
        access.user,
        { type: 'location', id: current.id, label: after.name },
        'updated',
        before,
        after,
      );
    });
    return c.json({ data: locationJson(store.state, current) });
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const location = find(c.req.param('id'));
    if (!location) return notFound(c);
    const refusal = refuseWhileInUse(
      c,
      'location',
      location.name,
      locationUsage(store.state, location.id, now()),
    );
    if (refusal) return refusal;
    store.change((state) => {
      state.locations = state.locations.filter((candidate) => candidate.id !== location.id);
      audit(
        kit,
        state,
        access.user,
        { type: 'location', id: location.id, label: location.name },
        'deleted',
        location,
        null,
      );
    });
    return c.body(null, 204);
  });

  // What the location offers: validateOnly=true answers what the change would break and changes
  // nothing; false makes the change (the appointments it breaks keep their place until replanned).
  routes.patch(`${BASE}/:id/operations`, async (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const location = store.state.locations.find((candidate) => candidate.id === c.req.param('id'));
    if (!location) return notFound(c);
    const errors = new FieldErrors(c);
    const validateOnly = c.req.query('validateOnly') ?? 'false';
    if (!['true', 'false', '1', '0'].includes(validateOnly)) errors.verdicts({ validateOnly: 'invalid' });
    const body = await readJson(c);
    const wanted = body['operationIds'];
    if (!idListIsValid(wanted))
      errors.verdicts({ operationIds: wanted === undefined ? 'required' : 'invalid' });
    else if (!wanted.every((id) => store.state.operations.some((operation) => operation.id === id))) {
      errors.refuse('operationIds', 'unknownOperations');
    }
    if (errors.any || !idListIsValid(wanted)) return errors.answer();
    const next = [...new Set(wanted)];
    const removed = location.operationIds.filter((id) => !next.includes(id));
    const added = next.filter((id) => !location.operationIds.includes(id));
    const affected = futurePlacements(store.state, now()).filter(
      (placement) =>
        placement.locationId === location.id &&
        placement.operationId !== null &&
        removed.includes(placement.operationId),
    ).length;
    const applied = validateOnly === 'false' || validateOnly === '0';
    if (applied) {
      store.change((state) => {
        const before = { operationIds: [...location.operationIds] };
        location.operationIds = next;
        audit(
          kit,
          state,
          access.user,
          { type: 'location', id: location.id, label: location.name },
          'updated',
          before,
          {
            operationIds: next,
          },
        );
      });
    }
    return c.json({
      data: {
        removedOperationIds: removed,
        addedOperationIds: added,
        affectedAppointments: affected,
        applied,
      },
    });
  });

  return routes;
}
