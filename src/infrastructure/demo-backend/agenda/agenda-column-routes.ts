import { Hono } from 'hono';
import { signedInUser } from '../access/session-kit';
import { permissionsOf } from '../access/users';
import type { DemoUser } from '../access/seed';
import { AGENDA_USERS } from '../availability/availability-access';
import type { ServerLanguage } from '../platform/server-messages';
import { disciplineOf } from '../tasks/case-scope';
import { Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { V2 } from './agenda-kit';

const DISCIPLINES: Readonly<
  Record<ServerLanguage, Record<NonNullable<ReturnType<typeof disciplineOf>>, string>>
> = {
  nl: { physician: 'Bedrijfsarts', case_manager: 'Casemanager', nurse: 'Verpleegkundige' },
  en: { physician: 'Occupational physician', case_manager: 'Case manager', nurse: 'Nurse' },
};

/** A person's discipline in the caller's language, their column's second line; null without one. */
const disciplineText = (person: DemoUser, language: ServerLanguage): string | null => {
  const discipline = disciplineOf(person);
  return discipline ? DISCIPLINES[language][discipline] : null;
};

/**
 * GET v2/agenda?filter[filterByUser]=true: the agendas the caller may look at, as the agenda's columns
 * (AgendaColumnsSchema), a person's with their discipline as its second line: every agenda user, active room and active resource for whoever sees other
 * people's calendars, in that order, people by name and places by location then name; only their own
 * agenda for someone who has one and sees only that; nothing for anyone else.
 */
export function agendaColumnRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(`${V2}/agenda`, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const list = readList(c, { filters: ['filterByUser'], sorts: [] }, problems);
    const byUser = list.filter['filterByUser'] ?? 'true';
    if (byUser !== 'true' && byUser !== 'false')
      problems.add('filter[filterByUser]', 'notBooleanFilter', { name: 'filter[filterByUser]' });
    if (problems.any) return refuseFields(c, problems.errors);
    const { state } = store;
    const permissions = permissionsOf(user);
    const everyone = permissions.has('see_agenda_users_calendars');
    const locationOrder = new Map(state.locations.map((location, index) => [location.id, index]));
    const locationName = (id: string) => state.locations.find((location) => location.id === id)?.name ?? null;
    const people = AGENDA_USERS.filter((person) => everyone || person.id === user.id)
      .map((person) => ({
        id: person.id,
        kind: 'user' as const,
        name: person.displayName,
        locationIds: [
          ...new Set(
            state.schedules
              .filter((schedule) => schedule.userId === person.id && schedule.deletedAt === null)
              .map((schedule) => schedule.locationId),
          ),
        ],
        detail: disciplineText(person, c.get('language')),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
    if (!everyone) return c.json({ data: people });
    const byPlace = <T extends { locationIds: string[]; name: string }>(a: T, b: T) =>
      (locationOrder.get(a.locationIds[0] ?? '') ?? 0) - (locationOrder.get(b.locationIds[0] ?? '') ?? 0) ||
      a.name.localeCompare(b.name, 'nl');
    const rooms = state.rooms
      .filter((room) => room.active)
      .map((room) => ({
        id: room.id,
        kind: 'room' as const,
        name: room.name,
        locationIds: [room.locationId],
        detail: locationName(room.locationId),
      }))
      .sort(byPlace);
    const resources = state.resources
      .filter((resource) => resource.active)
      .map((resource) => ({
        id: resource.id,
        kind: 'resource' as const,
        name: resource.name,
        locationIds: [resource.locationId],
        detail: locationName(resource.locationId),
      }))
      .sort(byPlace);
    return c.json({ data: [...people, ...rooms, ...resources] });
  });

  return routes;
}
