import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import { addDays, isIsoDate, startOfAmsterdamDay } from '../platform/amsterdam-time';
import type { SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuseFields } from '../platform/route-kit';
import { roomVerdicts, wholeNumber } from './field-rules';
import { MAY, seesMedicalLabels } from './locations-access';
import { audit } from './locations-audit';
import { roomJson } from './locations-json';
import { FieldErrors, flag, ids, merged, notFound, optionalText, permitted, text, V3 } from './locations-kit';
import type { StoredLocation, StoredRoom } from './locations-state';
import { refuseWhileInUse, roomUsage } from './usage';

const BASE = `${V3}/agenda/rooms`;

interface RoomRow {
  readonly room: StoredRoom;
  readonly location: StoredLocation | null;
}

const SORTS: Readonly<Record<string, SortField<RoomRow>>> = {
  name: { value: (row) => row.room.name, text: true },
  floor: { value: (row) => row.room.floor, text: true },
  capacity: { value: (row) => row.room.capacity },
  location: { value: (row) => row.location?.name ?? null, text: true },
};

interface Booking {
  readonly start: string;
  readonly end: string;
  readonly label: string | null;
}

/**
 * The appointments of each room on an Amsterdam day, by start. A booking names its operation in the
 * request's language, except a medical one to anyone who is not a medical professional.
 */
function bookingsOn(c: Ctx, state: DemoState, date: string, user: DemoUser): Map<string, Booking[]> {
  const from = startOfAmsterdamDay(date);
  const to = startOfAmsterdamDay(addDays(date, 1));
  const language = languageFor(c);
  const byRoom = new Map<string, Booking[]>();
  for (const appointment of state.appointments) {
    const placement = appointment;
    const start = Date.parse(appointment.start);
    if (!placement.roomId || appointment.status === 'cancelled' || start < from || start >= to) continue;
    const operation = state.operations.find((candidate) => candidate.id === placement.operationId);
    const hidden = !operation || (operation.medical && !seesMedicalLabels(user));
    const label = hidden ? null : language === 'en' ? operation.nameEn : operation.nameNl;
    byRoom.set(placement.roomId, [
      ...(byRoom.get(placement.roomId) ?? []),
      { start: appointment.start, end: appointment.end, label },
    ]);
  }
  for (const bookings of byRoom.values()) bookings.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return byRoom;
}

/** A room as the body describes it, the body having passed the rules. */
const roomFrom = (body: Readonly<Record<string, unknown>>, id: string, locationId: string): StoredRoom => ({
  id,
  locationId,
  name: text(body['name']),
  floor: optionalText(body['floor']),
  capacity: wholeNumber(body['capacity']),
  wheelchairAccessible: flag(body['wheelchairAccessible'], false),
  resourceTypeIds: ids(body['resourceTypeIds']),
  active: flag(body['active'], true),
});

/**
 * Rooms (spec section 7): read by whoever sees rooms (view_rooms) or manages them or the locations;
 * changed only with manage_rooms. The list doubles as the room overview of /rooms with
 * include=location,bookings and filter[date].
 */
export function roomRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const find = (id: string) => store.state.rooms.find((room) => room.id === id);
  const unknownTypes = (typeIds: readonly string[]) =>
    typeIds.some((typeId) => !store.state.resourceTypes.some((type) => type.id === typeId));

  routes.get(BASE, (c) => {
    const access = permitted(c, MAY.readRooms);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(
      c,
      {
        filters: ['location', 'search', 'active', 'date'],
        sorts: Object.keys(SORTS),
        includes: ['location', 'bookings'],
      },
      problems,
    );
    const { state } = store;
    const locationId = list.filter['location'];
    if (locationId !== undefined && !state.locations.some((location) => location.id === locationId)) {
      problems.add('filter[location]', 'invalidFilter', { value: locationId });
    }
    const active = filterSet(list, 'active', ['true', 'false'], problems);
    const date = list.filter['date'];
    const include = new Set(new URL(c.req.url).searchParams.get('include')?.split(',') ?? []);
    if ((date !== undefined || include.has('bookings')) && !isIsoDate(date))
      problems.add('filter[date]', 'invalidDate');
    if (problems.any) return refuseFields(c, problems.errors);
    const search = searchText(list);
    const locations = new Map(state.locations.map((location) => [location.id, location]));
    const rows: RoomRow[] = state.rooms
      .filter((room) => locationId === undefined || room.locationId === locationId)
      .filter((room) => !active || active.has(String(room.active) as 'true' | 'false'))
      .filter((room) => !search || fold(`${room.name} ${room.floor ?? ''}`).includes(search))
      .map((room) => ({ room, location: locations.get(room.locationId) ?? null }));
    const position = new Map(state.rooms.map((room, index) => [room.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0
        ? list.sort
        : [
            { field: 'location', direction: 'asc' },
            { field: 'name', direction: 'asc' },
          ],
      SORTS,
      (row) => position.get(row.room.id) ?? 0,
    );
    const bookings =
      include.has('bookings') && isIsoDate(date) ? bookingsOn(c, state, date, access.user) : null;
    return c.json(
      pageOf(sorted, list, (row) => ({
        ...roomJson(row.room),
        ...(include.has('location')
          ? { location: { id: row.room.locationId, name: row.location?.name ?? '' } }
          : {}),
        ...(bookings ? { bookings: bookings.get(row.room.id) ?? [] } : {}),
      })),
    );
  });

  routes.get(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.readRooms);
    if ('refusal' in access) return access.refusal;
    const room = find(c.req.param('id'));
    return room ? c.json({ data: roomJson(room) }) : notFound(c);
  });

  routes.post(BASE, async (c) => {
    const access = permitted(c, MAY.manageRooms);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const errors = new FieldErrors(c).verdicts(roomVerdicts(body));
    const locationId = text(body['locationId']);
    if (!locationId) errors.verdicts({ locationId: 'required' });
    else if (!store.state.locations.some((location) => location.id === locationId)) {
      errors.refuse('locationId', 'unknownLocation');
    }
    if (unknownTypes(ids(body['resourceTypeIds']))) errors.refuse('resourceTypeIds', 'unknownResourceTypes');
    if (errors.any) return errors.answer();
    const room = roomFrom(body, randomUUID(), locationId);
    store.change((state) => {
      state.rooms.push(room);
      audit(kit, state, access.user, { type: 'room', id: room.id, label: room.name }, 'created', null, room);
    });
    return c.json({ data: roomJson(room) }, 201);
  });

  routes.patch(`${BASE}/:id`, async (c) => {
    const access = permitted(c, MAY.manageRooms);
    if ('refusal' in access) return access.refusal;
    const current = find(c.req.param('id'));
    if (!current) return notFound(c);
    // A room stays at its location: a locationId in the body is ignored.
    const { locationId: _ignored, ...sent } = await readJson(c);
    const body = merged(roomJson(current), sent);
    const errors = new FieldErrors(c).verdicts(roomVerdicts(body));
    if (unknownTypes(ids(body['resourceTypeIds']))) errors.refuse('resourceTypeIds', 'unknownResourceTypes');
    if (errors.any) return errors.answer();
    const before = structuredClone(current);
    const after = roomFrom(body, current.id, current.locationId);
    store.change((state) => {
      Object.assign(current, after);
      audit(
        kit,
        state,
        access.user,
        { type: 'room', id: current.id, label: after.name },
        'updated',
        before,
        after,
      );
    });
    return c.json({ data: roomJson(current) });
  });

  // A room with appointments ahead stays; resources that usually stood in it no longer have a room.
  routes.delete(`${BASE}/:id`, (c) => {
    const access = permitted(c, MAY.manageRooms);
    if ('refusal' in access) return access.refusal;
    const room = find(c.req.param('id'));
    if (!room) return notFound(c);
    const refusal = refuseWhileInUse(c, 'room', room.name, roomUsage(store.state, room.id, now()));
    if (refusal) return refusal;
    store.change((state) => {
      state.rooms = state.rooms.filter((candidate) => candidate.id !== room.id);
      audit(kit, state, access.user, { type: 'room', id: room.id, label: room.name }, 'deleted', room, null);
      for (const resource of state.resources.filter((candidate) => candidate.roomId === room.id)) {
        resource.roomId = null;
        audit(
          kit,
          state,
          access.user,
          { type: 'resource', id: resource.id, label: resource.name },
          'updated',
          { roomId: room.id },
          {
            roomId: null,
          },
        );
      }
    });
    return c.body(null, 204);
  });

  return routes;
}
