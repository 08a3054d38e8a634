import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AgendaChangeSchema,
  ChangeStreamReadySchema,
  ChangesSinceSchema,
} from '../../../../src/infrastructure/agenda/agenda-change-schemas';
import { DEMO_PASSWORD, EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import { KEPT_CHANGES, openStreams } from '../../../../src/infrastructure/demo-backend/agenda/agenda-changes';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import {
  CSRF_COOKIE,
  createDemoBackend,
  DemoStore,
} from '../../../../src/infrastructure/demo-backend/demo-backend';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { START } from '../demo-client';
import { userNamed } from '../case-client';

const APPOINTMENTS = '/api/external/v3/agenda/appointments';
const CHANGES = '/api/external/v3/agenda/changes';
const STREAM = '/api/external/v3/agenda/changes/stream';

/** One demo backend and any number of browsers on it, each with its own cookie jar. */
function office() {
  const store = new DemoStore(null);
  let time = START;
  const app = createDemoBackend({ store, now: () => time, random: () => 0 });
  const browser = () => {
    const jar = new Map<string, string>();
    const send = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await app.fetch(new Request(`${TEST_ORIGIN}${path}`, { ...init, headers }));
      for (const header of response.headers.getSetCookie()) {
        const [name, ...value] = (header.split(';')[0] ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      return response;
    };
    const call = async (method: string, path: string, body?: unknown) => {
      if (!jar.has(CSRF_COOKIE)) await send('/api/auth/csrf');
      const response = await send(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'csrf-token': jar.get(CSRF_COOKIE) ?? '' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
    };
    return { send, call };
  };
  const signedIn = async (username: string) => {
    const one = browser();
    const answer = await one.call('POST', '/api/auth/user', { username, password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    return one;
  };
  return { store, signedIn, browser, advance: (ms: number) => (time += ms) };
}
type Browser = Awaited<ReturnType<ReturnType<typeof office>['signedIn']>>;

const since = async (reader: Browser, sequence: number | null) => {
  const answer = await reader.call('GET', sequence === null ? CHANGES : `${CHANGES}?since=${sequence}`);
  expect(answer.status).toBe(200);
  return v.parse(ChangesSinceSchema, answer.json);
};

const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const formLike = (appointment: StoredAppointment, changes: Record<string, unknown> = {}) => ({
  userId: appointment.userId,
  operationId: appointment.operationId,
  employeeId: appointment.employeeId,
  locationId: appointment.locationId,
  roomId: appointment.roomId,
  resourceIds: appointment.resourceIds,
  date: amsterdam(appointment.start).toPlainDate().toString(),
  startTime: amsterdam(appointment.start).toPlainTime().toString({ smallestUnit: 'minute' }),
  endTime: amsterdam(appointment.end).toPlainTime().toString({ smallestUnit: 'minute' }),
  channel: appointment.channel,
  note: null,
  ...changes,
});

/** A planned appointment a fortnight or more ahead, of an employee of the given employer if named. */
function anAppointment(
  store: DemoStore,
  test: (appointment: StoredAppointment) => boolean = () => true,
): StoredAppointment {
  const found = store.state.appointments.find(
    (appointment) =>
      appointment.status === 'planned' &&
      Date.parse(appointment.start) > START + 14 * 86_400_000 &&
      test(appointment),
  );
  if (!found) throw new Error('seed changed');
  return found;
}

/** The events of a stream as they come, until `count` have arrived. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: { event: string; id: string; data: string }[] = [];
  while (events.length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2))
          .join('\n');
      if (field('event')) events.push({ event: field('event'), id: field('id'), data: field('data') });
    }
  }
  return { events, reader };
}

describe('the agenda’s change feed on the demo backend', () => {
  it('tells another planner of a move, with who moved it, and nothing to someone without a session', async () => {
    const demo = office();
    const petra = await demo.signedIn('planner');
    const lars = await demo.signedIn('linked');
    const { meta } = await since(lars, null);
    const appointment = anAppointment(demo.store);
    // The stored appointment itself changes with the move: where it was, noted before.
    const startedAt = Date.parse(appointment.start);
    const moved = await petra.call(
      'POST',
      `${APPOINTMENTS}/${appointment.id}`,
      formLike(appointment, { startTime: '07:00', endTime: '07:30' }),
    );
    expect(moved.status).toBe(200);
    const answer = await since(lars, meta.last);
    expect(answer.meta).toEqual({ last: meta.last + 1, reset: false });
    expect(answer.data).toHaveLength(1);
    const [change] = answer.data;
    expect(change?.kind).toBe('moved');
    expect(change?.appointmentId).toBe(appointment.id);
    expect(change?.by).toEqual({ id: userNamed('planner').id, name: 'Petra Planning' });
    expect(Date.parse(change?.previous?.start ?? '')).toBe(startedAt);
    expect(amsterdam(change?.appointment.start ?? '').hour).toBe(7);
    expect((await demo.browser().call('GET', `${CHANGES}?since=0`)).status).toBe(401);
  });

  it('names every kind of write: a booking, a status move, an edit and a deletion', async () => {
    const demo = office();
    const petra = await demo.signedIn('planner');
    const { meta } = await since(petra, null);
    const appointment = anAppointment(demo.store);
    const booked = await petra.call(
      'POST',
      APPOINTMENTS,
      formLike(appointment, { startTime: '06:00', endTime: '06:30' }),
    );
    expect(booked.status).toBe(201);
    const id = (booked.json as { data: { id: string } }).data.id;
    await petra.call('PATCH', '/api/external/v2/agenda/appointment/update-status', {
      uuid: id,
      status: 'confirmed',
    });
    await petra.call(
      'POST',
      `${APPOINTMENTS}/${id}`,
      formLike(appointment, {
        startTime: '06:00',
        endTime: '06:30',
        employeeId: EMPLOYEES.find((employee) => employee.id !== appointment.employeeId)?.id,
      }),
    );
    await petra.call('POST', `${APPOINTMENTS}/${id}/delete`, {});
    const answer = await since(petra, meta.last);
    expect(answer.data.map((change) => [change.kind, change.appointmentId])).toEqual([
      ['booked', id],
      ['status', id],
      ['changed', id],
      ['deleted', id],
    ]);
  });

  it('never hands an employer another employer’s appointment', async () => {
    const demo = office();
    const petra = await demo.signedIn('planner');
    const employer = await demo.signedIn('employer');
    const ownEmployer = userNamed('employer').employerId;
    const employerOf = (appointment: StoredAppointment) =>
      EMPLOYEES.find((employee) => employee.id === appointment.employeeId)?.employerId ?? null;
    const theirs = anAppointment(demo.store, (appointment) => employerOf(appointment) === ownEmployer);
    const others = anAppointment(
      demo.store,
      (appointment) => appointment.employeeId !== null && employerOf(appointment) !== ownEmployer,
    );
    const { meta } = await since(employer, null);
    for (const appointment of [others, theirs])
      expect(
        (
          await petra.call(
            'POST',
            `${APPOINTMENTS}/${appointment.id}`,
            formLike(appointment, { startTime: '07:00', endTime: '07:30' }),
          )
        ).status,
      ).toBe(200);
    const answer = await since(employer, meta.last);
    expect(answer.meta.last).toBe(meta.last + 2);
    expect(answer.data.map((change) => change.appointmentId)).toEqual([theirs.id]);
  });

  it('withholds a medical operation’s name and the note from a reader who is not medical', async () => {
    const demo = office();
    const bakker = await demo.signedIn('bedrijfsarts.bakker');
    const petra = await demo.signedIn('planner');
    const medical = demo.store.state.operations.find((operation) => operation.medical);
    if (!medical) throw new Error('seed changed');
    const own = anAppointment(
      demo.store,
      (appointment) => appointment.userId === userNamed('bedrijfsarts.bakker').id,
    );
    const { meta } = await since(petra, null);
    const note = 'Vertrouwelijk: knieklachten sinds de val';
    const booked = await bakker.call(
      'POST',
      APPOINTMENTS,
      formLike(own, { operationId: medical.id, startTime: '06:00', endTime: '06:30', note }),
    );
    expect(booked.status).toBe(201);
    const answer = await since(petra, meta.last);
    const [change] = answer.data;
    expect(change?.kind).toBe('booked');
    expect(change?.appointment.detailsHidden).toBe(true);
    expect(change?.appointment.operation).toBeNull();
    expect(change?.appointment.note).toBeNull();
    const text = JSON.stringify(answer);
    for (const secret of [medical.nameNl, medical.nameEn, medical.id, medical.colour, note])
      expect(text).not.toContain(secret);
    // The stream carries the same as the poll.
    const stream = await petra.send(STREAM, { headers: { 'Last-Event-ID': String(meta.last) } });
    const { events, reader } = await readEvents(stream.body as ReadableStream<Uint8Array>, 2);
    expect(events.map((event) => event.data).join('\n')).not.toContain(note);
    expect(events.map((event) => event.data).join('\n')).not.toContain(medical.nameNl);
    await reader.cancel();
  });

  it('streams changes as they happen, resumes from Last-Event-ID and lets a closed stream go', async () => {
    const demo = office();
    const petra = await demo.signedIn('planner');
    const lars = await demo.signedIn('linked');
    const response = await lars.send(STREAM);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    const appointment = anAppointment(demo.store);
    const reading = readEvents(response.body as ReadableStream<Uint8Array>, 2);
    await petra.call(
      'POST',
      `${APPOINTMENTS}/${appointment.id}`,
      formLike(appointment, { startTime: '07:00', endTime: '07:30' }),
    );
    const { events, reader } = await reading;
    expect(events[0]?.event).toBe('ready');
    const ready = v.parse(ChangeStreamReadySchema, JSON.parse(events[0]?.data ?? ''));
    expect(ready.reset).toBe(false);
    expect(events[1]?.event).toBe('change');
    const change = v.parse(AgendaChangeSchema, JSON.parse(events[1]?.data ?? ''));
    expect(events[1]?.id).toBe(String(change.sequence));
    expect(change.sequence).toBe(ready.last + 1);
    expect(openStreams(demo.store)).toBe(1);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openStreams(demo.store)).toBe(0);

    // Meanwhile another change; the reconnection names the last event it had and gets only what followed.
    await petra.call(
      'POST',
      `${APPOINTMENTS}/${appointment.id}`,
      formLike(appointment, { startTime: '07:30', endTime: '08:00' }),
    );
    const again = await lars.send(STREAM, { headers: { 'Last-Event-ID': String(change.sequence) } });
    const resumed = await readEvents(again.body as ReadableStream<Uint8Array>, 2);
    expect(resumed.events.map((event) => [event.event, event.id])).toEqual([
      ['ready', String(change.sequence)],
      ['change', String(change.sequence + 1)],
    ]);
    await resumed.reader.cancel();
  });

  it('tells a reader too far behind, or of a log since reset, to load afresh', async () => {
    const demo = office();
    const petra = await demo.signedIn('planner');
    const appointment = anAppointment(demo.store);
    for (let index = 0; index <= KEPT_CHANGES; index += 1) {
      const minute = 6 * 60 + (index % 2) * 30;
      const start = `0${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
      const end = `0${Math.floor((minute + 15) / 60)}:${String((minute + 15) % 60).padStart(2, '0')}`;
      await petra.call(
        'POST',
        `${APPOINTMENTS}/${appointment.id}`,
        formLike(appointment, { startTime: start, endTime: end }),
      );
    }
    expect(demo.store.state.agendaChanges).toHaveLength(KEPT_CHANGES);
    expect((await since(petra, 0)).meta.reset).toBe(true);
    expect((await since(petra, demo.store.state.lastAgendaChange - 3)).data).toHaveLength(3);
    expect((await since(petra, demo.store.state.lastAgendaChange + 10)).meta).toEqual({
      last: demo.store.state.lastAgendaChange,
      reset: true,
    });
  });
});
