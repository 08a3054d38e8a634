import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import {
  CaseDeadlineSchema,
  FreedTimeMatchesSchema,
  WaitingAnswerSchema,
  WaitlistPageSchema,
} from '../../../../src/infrastructure/waitlist/waitlist-schemas';
import { addDays, amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

/** A DELETE as the portal sends it, with the csrf header from its cookie. */
const remove = async (client: DemoClient, path: string) =>
  client.backend.fetch(`${TEST_ORIGIN}${path}`, {
    method: 'DELETE',
    headers: { 'csrf-token': client.backend.cookie(CSRF_COOKIE) ?? '' },
  });

const LIST = '/api/external/v3/waitlist';
const STATUS = '/api/external/v2/agenda/appointment/update-status';
const employer = USERS.find((user) => user.username === 'employer');

/** The seed's waiting employees, each with the appointment whose time, freed, fits them. */
function seededPairs(client: DemoClient) {
  const { waitlist, appointments } = client.backend.store.state;
  return waitlist.map((entry) => {
    const appointment = appointments.find(
      (candidate) =>
        candidate.userId === entry.userIds[0] &&
        candidate.operationId === entry.operationId &&
        candidate.status === 'planned' &&
        addDays(amsterdamDate(Date.parse(candidate.start)), 7) === entry.latestDate,
    );
    if (!appointment) throw new Error(`no appointment fits entry ${entry.id}`);
    return { entry, appointment };
  });
}

const matchesOf = async (client: DemoClient, appointment: { start: string; end: string; userId: string }) => {
  const query = new URLSearchParams({
    start: appointment.start,
    end: appointment.end,
    userId: appointment.userId,
  });
  const answer = await client.get(`${LIST}/matches?${query.toString()}`);
  expect(answer.status).toBe(200);
  return v.parse(FreedTimeMatchesSchema, answer.json).data;
};

const cancel = (client: DemoClient, appointment: { id: string; version: number }) =>
  client.patch(STATUS, { uuid: appointment.id, status: 'cancelled', version: appointment.version });

describe('the waitlist calls', () => {
  it('answer the planner the seeded waiting employees, soonest latest date first, in the contract', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const answer = await client.get(LIST);
    expect(answer.status).toBe(200);
    const page = v.parse(WaitlistPageSchema, answer.json);
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    const dates = page.data.map((entry) => entry.latestDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuse whoever does not plan, and one not signed in', async () => {
    const client = demoClient();
    expect((await client.get(LIST)).status).toBe(401);
    await client.signIn('employee');
    expect((await client.get(LIST)).status).toBe(403);
    expect((await client.post(LIST, {})).status).toBe(403);
  });

  it('withhold a medical operation from a planner who is not medical: no id, a neutral title', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const page = v.parse(WaitlistPageSchema, (await client.get(LIST)).json);
    const { operations, waitlist } = client.backend.store.state;
    const medicalIds = new Set(operations.filter((operation) => operation.medical).map((o) => o.id));
    const medical = waitlist.filter((entry) => medicalIds.has(entry.operationId)).map((entry) => entry.id);
    expect(medical.length).toBeGreaterThan(0);
    for (const entry of page.data.filter((row) => medical.includes(row.id))) {
      expect(entry.operation).toBeNull();
      expect(entry.detailsHidden).toBe(true);
      expect(JSON.stringify(entry)).not.toMatch(/[A-Z][a-z]+metrie|onderzoek \(/);
    }
    // Nor is an entry found by a medical operation's id.
    for (const id of medicalIds) {
      const found = v.parse(WaitlistPageSchema, (await client.get(`${LIST}?filter[operation]=${id}`)).json);
      expect(found.data).toEqual([]);
    }
  });

  it('show an employer’s planner only its own employees, and refuse it another employer’s', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const stranger = EMPLOYEES.find((employee) => employee.employerId !== employer?.employerId);
    const own = EMPLOYEES.find(
      (employee) =>
        employee.employerId === employer?.employerId &&
        !client.backend.store.state.waitlist.some((entry) => entry.employeeId === employee.id),
    );
    const bookable = client.backend.store.state.operations.find((operation) => operation.employerBookable);
    if (!stranger || !own || !bookable) throw new Error('the seed lacks an employee or an operation');
    const body = (employeeId: string) => ({
      employeeId,
      operationId: bookable.id,
      channel: 'on_site',
      locationIds: [],
      userIds: [],
      latestDate: '2026-03-20',
      purpose: 'appointment',
    });
    expect((await client.post(LIST, body(stranger.id))).status).toBe(201);
    const employerClient = demoClient();
    await employerClient.signIn('employer');
    expect((await employerClient.post(LIST, body(stranger.id))).status).toBe(403);
    const added = await employerClient.post(LIST, body(own.id));
    expect(added.status).toBe(201);
    const page = v.parse(WaitlistPageSchema, (await employerClient.get(LIST)).json);
    const ids = new Set(
      EMPLOYEES.filter((employee) => employee.employerId === employer?.employerId).map(
        (employee) => employee.id,
      ),
    );
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((entry) => ids.has(entry.employee.id))).toBe(true);
  });

  it('put an employee on the list once, and refuse a latest date in the past next to its field', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const employee = EMPLOYEES.at(-1);
    const operation = client.backend.store.state.operations[0];
    if (!employee || !operation) throw new Error('the seed lacks an employee or an operation');
    const body = {
      employeeId: employee.id,
      operationId: operation.id,
      channel: 'on_site',
      locationIds: [],
      userIds: [],
      latestDate: '2026-01-05',
      purpose: 'appointment',
    };
    const past = await client.post(LIST, body);
    expect(past.status).toBe(422);
    expect(Object.keys((past.json as { errors: object }).errors)).toEqual(['latestDate']);
    const added = await client.post(LIST, { ...body, latestDate: '2026-03-31' });
    expect(added.status).toBe(201);
    expect(v.parse(WaitingAnswerSchema, added.json).data.latestDate).toBe('2026-03-31');
    expect((await client.post(LIST, { ...body, latestDate: '2026-03-31' })).status).toBe(422);
    expect((await client.post(LIST, { ...body, diagnosis: 'x' })).status).toBe(422);
  });

  it('take an entry off the list by hand; another employer’s is not found', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const foreign = client.backend.store.state.waitlist.find(
      (entry) =>
        EMPLOYEES.find((employee) => employee.id === entry.employeeId)?.employerId !== employer?.employerId,
    );
    if (!foreign) throw new Error('the seed has no entry of another employer');
    expect((await remove(client, `${LIST}/${foreign.id}`)).status).toBe(404);
    const planner = demoClient();
    await planner.signIn('planner');
    expect((await remove(planner, `${LIST}/${foreign.id}`)).status).toBe(204);
    expect(planner.backend.store.state.waitlist.some((entry) => entry.id === foreign.id)).toBe(false);
  });

  it('offer a seeded appointment’s time, once cancelled, to the employee who waits for it', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const [pair] = seededPairs(client);
    if (!pair) throw new Error('the seed has no waiting employee');
    expect((await matchesOf(client, pair.appointment)).map((match) => match.entry.id)).not.toContain(
      pair.entry.id,
    );
    expect((await cancel(client, pair.appointment)).status).toBe(200);
    const matches = await matchesOf(client, pair.appointment);
    const match = matches.find((candidate) => candidate.entry.id === pair.entry.id);
    expect(match?.slot.userId).toBe(pair.appointment.userId);
    const dates = matches.map((candidate) => candidate.entry.latestDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('end the wait of an employee booked for the operation, and leave the others waiting', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const [pair, other] = seededPairs(client);
    if (!pair || !other) throw new Error('the seed has too few waiting employees');
    await cancel(client, pair.appointment);
    const [match] = (await matchesOf(client, pair.appointment)).filter((m) => m.entry.id === pair.entry.id);
    if (!match) throw new Error('the freed time fits nobody');
    const start = new Date(match.slot.start);
    const time = (date: Date) =>
      date.toLocaleTimeString('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit' });
    const booked = await client.post('/api/external/v3/agenda/appointments', {
      userId: match.slot.userId,
      operationId: pair.entry.operationId,
      employeeId: pair.entry.employeeId,
      locationId: match.slot.locationId,
      roomId: match.slot.roomId,
      resourceIds: match.slot.resourceIds,
      date: start.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }),
      startTime: time(start),
      endTime: time(new Date(match.slot.end)),
      channel: pair.entry.channel,
      note: null,
    });
    expect(booked.status).toBe(201);
    const page = v.parse(WaitlistPageSchema, (await client.get(LIST)).json);
    expect(page.data.map((entry) => entry.id)).not.toContain(pair.entry.id);
    expect(page.data.map((entry) => entry.id)).toContain(other.entry.id);
  });

  it('answer no probleemanalyse deadline for an employee without an open case', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const healthy = EMPLOYEES.find(
      (employee) =>
        !client.backend.store.state.dossiers.some((dossier) => dossier.employeeId === employee.id),
    );
    if (!healthy) throw new Error('the seed has no healthy employee');
    const answer = await client.get(`${LIST}/case-deadline?employeeId=${healthy.id}`);
    expect(v.parse(CaseDeadlineSchema, answer.json).data.problemAnalysisBy).toBeNull();
  });
});
