import { describe, expect, it } from 'vitest';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { signedIn, START_DAY } from '../case-client';
import { demoClient } from '../demo-client';
import type { DemoClient } from '../demo-client';
import {
  areaOf,
  LOCATIONS,
  newLocation,
  newOperation,
  OPERATIONS,
  PLACES,
  RESOURCE_TYPES,
  RESOURCES,
  ROOMS,
  send,
} from './locations-client';

type Call = readonly [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown];

/** One call of each kind, harmless to repeat: writes that pass the permission check fail on validation. */
const CALLS: Readonly<Record<string, Call>> = {
  'read locations': ['GET', LOCATIONS],
  'write locations': ['POST', LOCATIONS, {}],
  'change operations offered': [
    'PATCH',
    `${LOCATIONS}/${LOCATION_IDS.utrecht}/operations?validateOnly=true`,
    {},
  ],
  'read rooms': ['GET', `${ROOMS}?filter[location]=${LOCATION_IDS.utrecht}`],
  'room overview': ['GET', `${ROOMS}?include=location,bookings&filter[date]=${START_DAY}`],
  'write rooms': ['POST', ROOMS, {}],
  'read resources': ['GET', RESOURCES],
  'write resources': ['POST', RESOURCES, {}],
  'read resource types': ['GET', RESOURCE_TYPES],
  'write resource types': ['POST', RESOURCE_TYPES, {}],
  'read operations': ['GET', OPERATIONS],
  'planning engine': ['GET', `${OPERATIONS}/engine`],
  'write operations': ['POST', OPERATIONS, {}],
  'address lookup': ['GET', `${PLACES}/suggestions/?input=utrecht`],
};

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  admin: Object.keys(CALLS),
  facility: ['read rooms', 'room overview', 'write rooms', 'read resource types'],
  planner: ['read locations', 'read rooms', 'room overview', 'read operations', 'planning engine'],
  doctor: ['read locations', 'read operations', 'planning engine'],
  casemanager: ['read locations', 'read operations', 'planning engine'],
  // An employer's planner searches at the locations open to employers.
  employer: ['read locations', 'read operations', 'planning engine'],
  employee: [],
};

async function statuses(client: DemoClient): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [name, [method, path, body]] of Object.entries(CALLS)) {
    answers[name] = (await send(client, method, path, body)).status;
  }
  return answers;
}

describe('who may call the locations area', () => {
  for (const [username, allowed] of Object.entries(ALLOWED)) {
    it(`lets ${username} make exactly the calls their permissions allow`, async () => {
      const client = await signedIn(username);
      const answers = await statuses(client);
      const refused = Object.keys(CALLS).filter((name) => answers[name] === 403);
      expect(refused).toEqual(Object.keys(CALLS).filter((name) => !allowed.includes(name)));
      for (const name of allowed)
        expect([name, [200, 422].includes(answers[name] ?? 0)]).toEqual([name, true]);
      expect(areaOf(client).auditLog).toEqual([]);
    });
  }

  it('answers 401 to a visitor who is not signed in, and leaves nothing changed', async () => {
    const visitor = demoClient();
    const answers = await statuses(visitor);
    expect(Object.values(answers).every((status) => status === 401)).toBe(true);
    expect((await send(visitor, 'POST', LOCATIONS, newLocation())).status).toBe(401);
    expect((await send(visitor, 'POST', OPERATIONS, newOperation())).status).toBe(401);
    expect(areaOf(visitor).locations).toHaveLength(3);
  });

  it('refuses every write of a facility manager but the rooms’, whatever the body', async () => {
    const facility = await signedIn('facility');
    const room = areaOf(facility).rooms[0];
    const resource = areaOf(facility).resources[0];
    expect((await send(facility, 'PATCH', `${ROOMS}/${room?.id}`, { capacity: 5 })).status).toBe(200);
    expect((await send(facility, 'DELETE', `${LOCATIONS}/${LOCATION_IDS.nijmegen}`)).status).toBe(403);
    expect((await send(facility, 'PATCH', `${RESOURCES}/${resource?.id}`, { name: 'x' })).status).toBe(403);
    expect((await send(facility, 'DELETE', `${RESOURCE_TYPES}/${resource?.resourceTypeId}`)).status).toBe(
      403,
    );
    expect((await send(facility, 'GET', `${PLACES}/details/ChIJdemoNL0001`)).status).toBe(403);
    expect(areaOf(facility).auditLog.map((entry) => entry.entityType)).toEqual(['room']);
  });
});
