import { describe, expect, it } from 'vitest';
import { createDemoBackend, DemoStore } from '../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoState } from '../../../src/infrastructure/demo-backend/demo-backend';
import { storeClient } from './case-client';
import { START } from './demo-client';

/**
 * Every call of the demo backend, as three kinds of signed-in user, with bodies a hostile or careless
 * client sends (the wrong shape, dates in year 1 or 9999, huge strings, prototype keys): whatever it
 * is, the answer is an answer (a 4xx with a message, or a success), never a 500.
 */

const DATES = ['0001-01-01', '9999-12-31', '10000-01-01', '2026-02-30'];
const DATE_FIELDS = [
  'date',
  'startDate',
  'endDate',
  'dateStart',
  'dateFrom',
  'activeFrom',
  'activeUntil',
  'from',
  'until',
  'untilDate',
  'newDate',
  'selectedDate',
  'firstDate',
];

const BODIES: unknown[] = [
  {},
  [],
  'text',
  null,
  ...DATES.map((date) => Object.fromEntries(DATE_FIELDS.map((field) => [field, date]))),
  {
    name: 'x'.repeat(100_000),
    title: 1,
    description: [],
    nameNl: {},
    nameEn: null,
    street: 'y'.repeat(50_000),
  },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": "a", "id": "__proto__"}'),
];

/** A record of the seed for a path parameter, by the segment before it. */
function parameterFor(state: DemoState, segment: string): string {
  const future = state.appointments.find(
    (appointment) => appointment.status === 'planned' && appointment.start > '2026-03-10',
  );
  const withEmployee = state.appointments.find((appointment) => appointment.employeeId !== null);
  const ids: Record<string, string | undefined> = {
    locations: state.locations[0]?.id,
    rooms: state.rooms[0]?.id,
    resources: state.resources[0]?.id,
    'resource-types': state.resourceTypes[0]?.id,
    operations: state.operations[0]?.id,
    schedules: state.schedules[0]?.id,
    'personal-days-off': state.personalDaysOff[0]?.id,
    'national-holidays': state.nationalHolidays[0]?.id,
    users: state.appointments[0]?.userId,
    agenda: state.appointments[0]?.userId,
    employee: withEmployee?.employeeId ?? undefined,
    'latest-open-absence-dossier': withEmployee?.employeeId ?? undefined,
    appointments: future?.id,
    recurring: state.appointments.find((appointment) => appointment.seriesId !== null)?.seriesId ?? undefined,
    association: state.wizardRuns[0]?.id,
    wizards: state.wizards[0]?.id,
    dossier: state.dossiers[0]?.id,
    'dossier-task': state.tasks[0]?.id,
  };
  return ids[segment] ?? '1';
}

describe('the demo backend under hostile calls', () => {
  it('answers every call with a refusal or a success, never a 500', async () => {
    const store = new DemoStore(null, () => START);
    const app = createDemoBackend({ store, now: () => START, random: () => 0 });
    // Signing in and out, passwords and second factors have tests of their own (access/), and so has the
    // agenda's change stream, which answers with a stream that stays open (agenda/; its poll is here).
    const routes = app.routes.filter(
      (route) =>
        route.path.startsWith('/api/') &&
        route.path !== '/api/*' &&
        route.method !== 'ALL' &&
        !route.path.includes('__demo') &&
        !route.path.startsWith('/api/auth/') &&
        !route.path.includes('password') &&
        !route.path.includes('two-factor') &&
        !route.path.endsWith('/stream'),
    );
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const username of ['admin', 'planner', 'bedrijfsarts.bakker']) {
      const client = storeClient(store, () => START);
      expect((await client.signIn(username)).status).toBe(200);
      for (const route of routes) {
        const segments = route.path.split('/');
        const path = segments
          .map((segment, index) =>
            segment.startsWith(':id{')
              ? parameterFor(store.state, 'dossier')
              : segment.startsWith(':')
                ? parameterFor(store.state, segments[index - 1] ?? '')
                : segment,
          )
          .join('/');
        const bodies = route.method === 'GET' ? [undefined] : BODIES;
        for (const body of bodies) {
          const answer =
            route.method === 'GET'
              ? await client.get(`${path}?filter[from]=9999-12-31&filter[until]=9999-12-31&page[size]=-1`)
              : await client.request(route.method, path, body);
          if (answer.status >= 500)
            failures.push(`${username} ${route.method} ${route.path} ${JSON.stringify(body)?.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
