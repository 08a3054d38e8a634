import { Hono } from 'hono';
import { dossierTypeEn, dossierTypeNl } from '../../../i18n/dossier-types';
import type { SearchGroupJson, SearchHitJson } from '../../search/search-schemas';
import { SEARCH_PAGE_SIZE_MAX } from '../../search/search-schemas';
import { EMPLOYEES, employeeName } from '../access/seed';
import { signedInUser } from '../access/session-kit';
import { employeeOf, employerOf } from '../access/users';
import { mayRead } from '../agenda/agenda-viewer';
import { visibleTitle } from '../agenda/appointment-json';
import type { DemoState } from '../demo-backend';
import { reaches } from '../people/people-scope';
import { amsterdamDate } from '../platform/amsterdam-time';
import { positiveInteger, Problems } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { languageFor, refuse, refuseFields } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { canSee } from '../tasks/case-scope';
import type { SearchQuery } from './search-query';
import { matchesAll, readSearchQuery, startRank } from './search-query';
import type { AppointmentPage, SearchScope } from './search-scope';
import { searchScopeOf } from './search-scope';

const MIN_QUERY = 2;
const MAX_QUERY = 100;
const DEFAULT_SIZE = 5;

interface Ranked {
  readonly hit: SearchHitJson;
  readonly rank: number;
  readonly order: string | number;
}

const hitOf = (
  kind: SearchHitJson['kind'],
  fields: Pick<SearchHitJson, 'id' | 'label' | 'description' | 'route'> & Partial<SearchHitJson>,
): SearchHitJson => ({ kind, startsAt: null, dossierType: null, ...fields });

function groupOf(kind: SearchHitJson['kind'], ranked: Ranked[], size: number): SearchGroupJson | null {
  if (ranked.length === 0) return null;
  ranked.sort((a, b) =>
    a.rank !== b.rank
      ? a.rank - b.rank
      : typeof a.order === 'number' && typeof b.order === 'number'
        ? a.order - b.order
        : String(a.order).localeCompare(String(b.order), 'nl'),
  );
  return { kind, total: ranked.length, hits: ranked.slice(0, size).map((entry) => entry.hit) };
}

/** What is typed must name something: a date alone finds only appointments. */
const wordsGiven = (query: SearchQuery) => query.words.length > 0;

function employeeHits(state: DemoState, scope: SearchScope, query: SearchQuery): Ranked[] {
  const viewer = scope.employees;
  if (!viewer || !wordsGiven(query)) return [];
  const numbers = new Map(state.personnel.map((record) => [record.employeeId, record.personnelNumber]));
  return EMPLOYEES.flatMap((employee) => {
    if (!reaches(viewer, employee)) return [];
    const name = employeeName(employee);
    const number = numbers.get(employee.id) ?? '';
    if (!matchesAll(query.words, [name, number])) return [];
    const employer = employerOf(employee.employerId).name;
    return [
      {
        hit: hitOf('employee', {
          id: employee.id,
          label: name,
          description: number ? `${number} · ${employer}` : employer,
          route: `/employee-list/${encodeURIComponent(employee.id)}`,
        }),
        rank: number === query.words.join(' ') ? 0 : startRank(query.words, name) + 1,
        order: `${employee.lastName} ${employee.firstName}`,
      },
    ];
  });
}

function dossierHits(state: DemoState, scope: SearchScope, query: SearchQuery): Ranked[] {
  const viewer = scope.dossiers;
  if (!viewer || !wordsGiven(query)) return [];
  return state.dossiers.flatMap((dossier) => {
    if (!canSee(viewer, dossier)) return [];
    const name = employeeName(employeeOf(dossier.employeeId));
    const texts = [dossier.id, name, dossierTypeNl[dossier.type], dossierTypeEn[dossier.type]];
    if (!matchesAll(query.words, texts)) return [];
    return [
      {
        hit: hitOf('dossier', {
          id: dossier.id,
          label: name,
          description: dossier.id,
          route: `/dossiers/${encodeURIComponent(dossier.id)}`,
          dossierType: dossier.type,
        }),
        // The number typed exactly first, then open cases, then the newest.
        rank: (query.words.join(' ') === dossier.id ? 0 : 2) + (dossier.status === 'open' ? 0 : 1),
        order: dossier.startDate === '' ? 0 : -Date.parse(dossier.startDate),
      },
    ];
  });
}

const PAGE_PATHS: Readonly<Record<Exclude<AppointmentPage, 'agenda'>, string>> = {
  appointments: '/appointments',
  employerAppointments: '/employer-appointments',
};

function appointmentHits(
  state: DemoState,
  scope: SearchScope,
  query: SearchQuery,
  now: number,
  language: ServerLanguage,
): Ranked[] {
  const reading = scope.appointments;
  if (!reading || (!wordsGiven(query) && query.date === null)) return [];
  return state.appointments.flatMap((appointment) => {
    if (appointment.employeeId === null || !mayRead(reading.viewer, appointment)) return [];
    const start = Date.parse(appointment.start);
    const day = amsterdamDate(start);
    if (query.date !== null && day !== query.date) return [];
    const name = employeeName(employeeOf(appointment.employeeId));
    if (!matchesAll(query.words, [name])) return [];
    const route =
      reading.page === 'agenda'
        ? `/agenda?${new URLSearchParams({ date: day, view: 'day', columns: appointment.userId }).toString()}`
        : PAGE_PATHS[reading.page];
    return [
      {
        hit: hitOf('appointment', {
          id: appointment.id,
          label: name,
          // The operation only as the medical rule lets this reader see it (appointment-json's visibleTitle).
          description: visibleTitle(state, appointment, reading.viewer, language),
          route,
          startsAt: new Date(start).toISOString(),
        }),
        // Upcoming first, the nearest first; then the past, the latest first.
        rank: start >= now ? 0 : 1,
        order: start >= now ? start - now : now - start,
      },
    ];
  });
}

function locationHits(state: DemoState, scope: SearchScope, query: SearchQuery): Ranked[] {
  if (!scope.locations || !wordsGiven(query)) return [];
  return state.locations.flatMap((location) =>
    matchesAll(query.words, [location.name, location.city])
      ? [
          {
            hit: hitOf('location', {
              id: location.id,
              label: location.name,
              description: `${location.street} ${location.houseNumber}, ${location.city}`,
              route: `/admin/locations/${encodeURIComponent(location.id)}`,
            }),
            rank: startRank(query.words, location.name),
            order: location.name,
          },
        ]
      : [],
  );
}

function roomHits(state: DemoState, scope: SearchScope, query: SearchQuery): Ranked[] {
  if (!scope.rooms || !wordsGiven(query)) return [];
  const locations = new Map(state.locations.map((location) => [location.id, location]));
  return state.rooms.flatMap((room) => {
    const location = locations.get(room.locationId);
    const where = location?.name ?? '';
    if (!matchesAll(query.words, [room.name, where])) return [];
    return [
      {
        hit: hitOf('room', {
          id: room.id,
          label: room.name,
          description: where || null,
          route: scope.locations
            ? `/admin/locations/${encodeURIComponent(room.locationId)}/rooms/${encodeURIComponent(room.id)}`
            : '/rooms',
        }),
        rank: startRank(query.words, room.name),
        order: `${room.name} ${where}`,
      },
    ];
  });
}

/**
 * The one search (GET v2/search; the contract is src/infrastructure/search/search-schemas.ts): the
 * caller's employees, dossiers, appointments, locations and rooms matching the text, each by the rules
 * of its own list and the medical rule, best first, at most `page[size]` of each.
 */
export function searchRoutes(kit: Kit): Hono<Env> {
  const routes = new Hono<Env>();
  routes.get('/api/external/v2/search', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const problems = new Problems(c);
    const text = (new URL(c.req.url).searchParams.get('filter[query]') ?? '').trim();
    if (text.length < MIN_QUERY || text.length > MAX_QUERY)
      problems.add('filter[query]', 'fieldBetween', {
        field: 'filter[query]',
        min: MIN_QUERY,
        max: MAX_QUERY,
      });
    const size = positiveInteger(c, 'page[size]', DEFAULT_SIZE, problems);
    if (size > SEARCH_PAGE_SIZE_MAX)
      problems.add('page[size]', 'fieldBetween', { field: 'page[size]', min: 1, max: SEARCH_PAGE_SIZE_MAX });
    if (problems.any) return refuseFields(c, problems.errors);

    const state = kit.store.state;
    const now = kit.now();
    const scope = searchScopeOf(user);
    const query = readSearchQuery(text, amsterdamDate(now));
    const groups = [
      groupOf('employee', employeeHits(state, scope, query), size),
      groupOf('dossier', dossierHits(state, scope, query), size),
      groupOf('appointment', appointmentHits(state, scope, query, now, languageFor(c)), size),
      groupOf('location', locationHits(state, scope, query), size),
      groupOf('room', roomHits(state, scope, query), size),
    ];
    return c.json({ data: groups.filter((group) => group !== null) });
  });
  return routes;
}
