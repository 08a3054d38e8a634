import { describe, expect, it } from 'vitest';
import type { DemoUser } from '../../../../src/infrastructure/demo-backend/access/seed';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { signedIn, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';
import { send } from '../locations/locations-client';
import {
  AGENDA_USERS,
  AVAILABILITIES,
  DAYS_OFF,
  HOLIDAYS,
  patternsOf,
  SCHEDULES,
  stateOf,
} from './availability-client';

type Call = readonly [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown];

/** Someone else with an agenda, whose things the calls below read and try to change. */
const other = userNamed('verpleegkundige.dekker');
const PERIOD = 'filter[from]=2026-03-02T07:00:00Z&filter[until]=2026-03-02T17:00:00Z';

/** One call of each kind, harmless to repeat: writes that pass the permission check fail on validation. */
const CALLS: Readonly<Record<string, (me: DemoUser) => Call>> = {
  'read own schedules': () => ['GET', SCHEDULES],
  'read another’s schedules': () => ['GET', `${SCHEDULES}?filter[user]=${other.id}`],
  'write own schedule': (me) => ['POST', SCHEDULES, { userId: me.id }],
  'write another’s schedule': () => ['POST', SCHEDULES, { userId: other.id }],
  'aggregated holidays': () => ['GET', `${SCHEDULES}/all?filter[schedulableType]=national_holiday`],
  'aggregated schedules': () => ['GET', `${SCHEDULES}/all?filter[schedulableType]=agenda_user`],
  'validate operations': () => [
    'GET',
    `${SCHEDULES}/operations/validate?filter[location]=${LOCATION_IDS.utrecht}`,
  ],
  'read another’s days off': () => ['GET', `${DAYS_OFF}?filter[user]=${other.id}`],
  'write own day off': (me) => ['POST', DAYS_OFF, { userId: me.id }],
  'write another’s day off': () => ['POST', DAYS_OFF, { userId: other.id }],
  'manage holidays': () => ['POST', `${HOLIDAYS}/year`, {}],
  'read agenda users': () => ['GET', AGENDA_USERS],
  'change an agenda user': () => ['POST', `${AGENDA_USERS}/${other.id}`, {}],
  'own availability pattern': (me) => ['GET', `${patternsOf(me.id)}?filter[date]=2026-03-02`],
  'another’s availability pattern': () => ['GET', `${patternsOf(other.id)}?filter[date]=2026-03-02`],
  'free agenda users': () => ['GET', `${AVAILABILITIES}/agenda-users?${PERIOD}`],
  'free rooms': () => ['GET', `${AVAILABILITIES}/rooms?${PERIOD}`],
  'free resources': () => ['GET', `${AVAILABILITIES}/resources?${PERIOD}`],
};
const ALL = Object.keys(CALLS);
const OWN = [
  'read own schedules',
  'write own schedule',
  'aggregated holidays',
  'validate operations',
  'write own day off',
  'read agenda users',
  'own availability pattern',
  'free agenda users',
  'free rooms',
  'free resources',
];

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  planner: ALL.filter((name) => name !== 'manage holidays'),
  admin: ALL.filter((name) => !name.startsWith('write')),
  doctor: OWN,
  casemanager: OWN,
  facility: ['free rooms'],
  employer: ['free agenda users', 'free rooms', 'free resources'],
  employee: [],
};

async function statuses(client: DemoClient, me: DemoUser): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const [name, call] of Object.entries(CALLS)) {
    const [method, path, body] = call(me);
    answers[name] = (await send(client, method, path, body)).status;
  }
  return answers;
}

describe('who may call the availability area', () => {
  for (const [username, allowed] of Object.entries(ALLOWED)) {
    it(`lets ${username} make exactly the calls their permissions allow`, async () => {
      const client = await signedIn(username);
      const answers = await statuses(client, userNamed(username));
      const refused = ALL.filter((name) => answers[name] === 403);
      expect(refused).toEqual(ALL.filter((name) => !allowed.includes(name)));
      for (const name of allowed)
        expect([name, [200, 422].includes(answers[name] ?? 0)]).toEqual([name, true]);
      expect(stateOf(client).auditLog).toEqual([]);
    });
  }

  it('answers 401 to a visitor who is not signed in, and leaves nothing changed', async () => {
    const visitor = demoClient();
    const answers = await statuses(visitor, other);
    expect(Object.values(answers).every((status) => status === 401)).toBe(true);
    expect(stateOf(visitor).auditLog).toEqual([]);
  });

  it('lets a professional change and delete only his own schedules and days off', async () => {
    const doctor = await signedIn('doctor');
    const state = stateOf(doctor);
    const mine = state.schedules.find((schedule) => schedule.userId === userNamed('doctor').id);
    const theirs = state.schedules.find((schedule) => schedule.userId === other.id);
    const theirDayOff = state.personalDaysOff.find((dayOff) => dayOff.userId !== userNamed('doctor').id);
    expect((await send(doctor, 'DELETE', `${SCHEDULES}/${theirs?.id}`)).status).toBe(403);
    expect((await send(doctor, 'PUT', `${SCHEDULES}/${theirs?.id}/restore`)).status).toBe(403);
    expect(
      (await send(doctor, 'POST', `${SCHEDULES}/${theirs?.id}/time-constraints`, { date: '2026-03-03' }))
        .status,
    ).toBe(403);
    expect((await send(doctor, 'DELETE', `${DAYS_OFF}/${theirDayOff?.id}`)).status).toBe(403);
    expect((await send(doctor, 'GET', `${DAYS_OFF}/${theirDayOff?.id}`)).status).toBe(403);
    expect(state.auditLog).toEqual([]);
    expect((await send(doctor, 'DELETE', `${SCHEDULES}/${mine?.id}`)).status).toBe(204);
    expect((await send(doctor, 'PUT', `${SCHEDULES}/${mine?.id}/restore`)).status).toBe(200);
    expect(state.auditLog.map((entry) => [entry.userName, entry.action])).toEqual([
      ['Dr. Marieke van Dam', 'deleted'],
      ['Dr. Marieke van Dam', 'updated'],
    ]);
  });
});
