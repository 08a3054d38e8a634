import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CalendarFeedAnswerSchema,
  CreatedCalendarFeedSchema,
} from '../../../../src/infrastructure/agenda/calendar-feed-schemas';
import { SeriesRulesSchema } from '../../../../src/infrastructure/agenda/series-schemas';
import { employeeOf } from '../../../../src/infrastructure/demo-backend/access/users';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { parseCalendar } from '../../../support/ical-expansion';
import { exactly, signedIn, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const FEED = '/api/external/v3/agenda/feed';
const DAY = 86_400_000;

/** A calendar program fetching the address: no cookie, no session, no csrf token. */
async function subscribe(client: DemoClient, url: string) {
  const response = await client.backend.app.fetch(new Request(url));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Turns the subscription off, as the portal does (with its csrf token). */
async function revoke(client: DemoClient): Promise<number> {
  const response = await client.backend.fetch(`${TEST_ORIGIN}${FEED}`, {
    method: 'DELETE',
    headers: { 'csrf-token': client.backend.cookie('csrf_token') ?? '' },
  });
  return response.status;
}

async function feedOf(client: DemoClient): Promise<string> {
  const created = await client.post(FEED);
  expect(created.status).toBe(201);
  return exactly(CreatedCalendarFeedSchema, created).data.url;
}

/** The professional's appointments the feed covers: not cancelled, 30 days back to 180 ahead. */
const inWindow = (client: DemoClient, userId: string): StoredAppointment[] =>
  stateOf(client).appointments.filter(
    (appointment) =>
      appointment.userId === userId &&
      appointment.status !== 'cancelled' &&
      Date.parse(appointment.start) >= client.now() - 31 * DAY &&
      Date.parse(appointment.start) < client.now() + 180 * DAY,
  );

/** The doctor's seeded weekly series, with a date left out (cancelled) and one moved to the afternoon. */
function withExceptions(client: DemoClient): { cancelledStart: string; movedFrom: string; seriesId: string } {
  const doctor = userNamed('doctor');
  const series = stateOf(client).series.find((candidate) => candidate.userId === doctor.id);
  if (!series) throw new Error('the seed has no series of the doctor');
  const ahead = stateOf(client)
    .appointments.filter(
      (appointment) =>
        appointment.seriesId === series.id && Date.parse(appointment.start) > client.now() + 7 * DAY,
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const [, cancelled, , moved] = ahead;
  if (!cancelled || !moved) throw new Error('the doctor’s series is too short');
  const taken = { cancelledStart: cancelled.start, movedFrom: moved.start, seriesId: series.id };
  client.backend.store.change((state) => {
    for (const appointment of state.appointments) {
      if (appointment.id === cancelled.id) appointment.status = 'cancelled';
      if (appointment.id === moved.id) {
        appointment.start = new Date(Date.parse(moved.start) + 2 * 3_600_000).toISOString();
        appointment.end = new Date(Date.parse(moved.end) + 2 * 3_600_000).toISOString();
      }
    }
  });
  return taken;
}

describe('a professional’s calendar subscription on the demo backend', () => {
  it('is off until turned on, and its address is answered once, kept only as the SHA-256 hash of its token', async () => {
    const doctor = await signedIn('doctor');
    expect(exactly(CalendarFeedAnswerSchema, await doctor.get(FEED)).data).toBeNull();
    const url = await feedOf(doctor);
    expect(url.startsWith(`${TEST_ORIGIN}/api/feeds/agenda/`)).toBe(true);
    const token = /\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const stored = stateOf(doctor).calendarFeeds;
    expect(stored).toEqual([
      {
        userId: userNamed('doctor').id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        createdAt: new Date(doctor.now()).toISOString().replace('.000Z', 'Z'),
        lastFetchedAt: null,
      },
    ]);
    expect(JSON.stringify(stateOf(doctor))).not.toContain(token);
    // Read again, it says since when, never the address.
    const again = await doctor.get(FEED);
    expect(exactly(CalendarFeedAnswerSchema, again).data).toEqual({
      createdAt: stored[0]?.createdAt,
      lastFetchedAt: null,
    });
    expect(JSON.stringify(again.json)).not.toContain(token);
  });

  it('serves the feed without a session as text/calendar that asks to be fetched again every hour', async () => {
    const doctor = await signedIn('doctor');
    const url = await feedOf(doctor);
    doctor.advance(60_000);
    const feed = await subscribe(doctor, url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('Set-Cookie')).toBeNull();
    expect(feed.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(feed.text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(feed.text).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam\r\n');
    const read = exactly(CalendarFeedAnswerSchema, await doctor.get(FEED)).data;
    expect(read?.lastFetchedAt).toBe(new Date(doctor.now()).toISOString().replace('.000Z', 'Z'));
  });

  it('holds exactly the professional’s appointments of the window, each series one RRULE event with its EXDATE and RECURRENCE-ID', async () => {
    const doctor = await signedIn('doctor');
    const { cancelledStart, movedFrom, seriesId } = withExceptions(doctor);
    const { recurring, events, occurrences } = parseCalendar(
      (await subscribe(doctor, await feedOf(doctor))).text,
    );
    const own = inWindow(doctor, userNamed('doctor').id);
    expect(occurrences.map((occurrence) => [occurrence.start, occurrence.end])).toEqual(
      own
        .map((appointment) => [Date.parse(appointment.start), Date.parse(appointment.end)])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    expect(recurring).toHaveLength(1);
    const [series] = recurring;
    expect(String(series?.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;/);
    const members = own.filter((appointment) => appointment.seriesId === seriesId);
    expect(occurrences.filter((occurrence) => occurrence.recurring)).toHaveLength(members.length);
    const local = (iso: string) =>
      new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).replace(' ', 'T');
    const exdates = series
      ?.getAllProperties('exdate')
      .flatMap((property) => property.getValues().map(String));
    expect(exdates).toContain(local(cancelledStart));
    const overrides = events.filter((event) => event.hasProperty('recurrence-id'));
    expect(overrides.map((event) => String(event.getFirstPropertyValue('recurrence-id')))).toEqual([
      local(movedFrom),
    ]);
  });

  it('names no employee, no operation, no note and no equipment, nor a room of a medical appointment, even to a medical professional', async () => {
    const doctor = await signedIn('doctor');
    const text = (await subscribe(doctor, await feedOf(doctor))).text;
    const state = stateOf(doctor);
    const own = inWindow(doctor, userNamed('doctor').id);
    const medical = own.filter(
      (appointment) =>
        state.operations.find((operation) => operation.id === appointment.operationId)?.medical,
    );
    expect(medical.length).toBeGreaterThan(0);
    expect(own.some((appointment) => appointment.employeeId !== null)).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    for (const appointment of own) {
      if (appointment.employeeId) {
        const employee = employeeOf(appointment.employeeId);
        expect(unfolded).not.toContain(employee.lastName);
      }
      if (appointment.note) expect(unfolded).not.toContain(appointment.note.slice(0, 20));
      for (const resourceId of appointment.resourceIds) {
        const resource = state.resources.find((candidate) => candidate.id === resourceId);
        if (resource) expect(unfolded).not.toContain(resource.name);
      }
    }
    for (const operation of state.operations.filter((candidate) => candidate.medical)) {
      expect(unfolded).not.toContain(operation.nameNl);
      expect(unfolded).not.toContain(operation.nameEn);
    }
    const { occurrences } = parseCalendar(text);
    for (const appointment of medical) {
      const room = state.rooms.find((candidate) => candidate.id === appointment.roomId);
      const event = occurrences.find((occurrence) => occurrence.start === Date.parse(appointment.start));
      if (room) expect(event?.location ?? '').not.toContain(room.name);
    }
    const summaries = new Set(occurrences.map((occurrence) => occurrence.summary));
    for (const summary of summaries)
      expect([
        'Consult op locatie',
        'Telefonisch consult',
        'Videoconsult',
        'Afspraak op locatie',
        'Telefonische afspraak',
        'Video-afspraak',
      ]).toContain(summary);
  });

  it('speaks the professional’s own language', async () => {
    const doctor = await signedIn('doctor');
    expect(
      (await doctor.patch('/api/external/v2/users/me/preferences', { preferences: { language: 'en' } }))
        .status,
    ).toBe(200);
    const { occurrences } = parseCalendar((await subscribe(doctor, await feedOf(doctor))).text);
    expect(occurrences.length).toBeGreaterThan(0);
    for (const occurrence of occurrences)
      expect(occurrence.summary).toMatch(
        /^(Consultation on site|Phone consultation|Video consultation|Appointment on site|Phone appointment|Video appointment)$/,
      );
  });

  it('answers a revoked, a replaced or an unknown address with an empty 404', async () => {
    const doctor = await signedIn('doctor');
    const first = await feedOf(doctor);
    const second = await feedOf(doctor);
    expect(second).not.toBe(first);
    expect(stateOf(doctor).calendarFeeds).toHaveLength(1);
    const replaced = await subscribe(doctor, first);
    expect([replaced.status, replaced.text]).toEqual([404, '']);
    expect((await subscribe(doctor, second)).status).toBe(200);
    expect(await revoke(doctor)).toBe(204);
    const revoked = await subscribe(doctor, second);
    expect([revoked.status, revoked.text]).toEqual([404, '']);
    expect(exactly(CalendarFeedAnswerSchema, await doctor.get(FEED)).data).toBeNull();
    for (const path of ['A'.repeat(43), 'not-a-token', `${'A'.repeat(43)}.json`, '..%2F..%2Fstate'])
      expect((await subscribe(doctor, `${TEST_ORIGIN}/api/feeds/agenda/${path}.ics`)).status).toBe(404);
  });

  it('is offered only to a signed-in user with an agenda of their own', async () => {
    const employer = await signedIn('employer');
    expect((await employer.get(FEED)).status).toBe(403);
    expect((await employer.post(FEED)).status).toBe(403);
    const nobody = demoClient();
    expect((await nobody.get(FEED)).status).toBe(401);
    expect((await nobody.post(FEED)).status).toBe(401);
  });
});

describe('the rules of recurring series on the demo backend', () => {
  it('answers a series to a reader of its appointments, with its times and exceptions', async () => {
    const doctor = await signedIn('doctor');
    const series = stateOf(doctor).series.find((candidate) => candidate.userId === userNamed('doctor').id);
    if (!series) throw new Error('the seed has no series of the doctor');
    const answer = exactly(
      SeriesRulesSchema,
      await doctor.get(`/api/external/v3/agenda/series?filter[id]=${series.id},unknown`),
    );
    expect(answer.data).toEqual([
      {
        id: series.id,
        frequency: series.frequency,
        interval: series.interval,
        weekdays: series.weekdays,
        firstDate: series.firstDate,
        startTime: series.startTime,
        endTime: series.endTime,
        untilDate: series.untilDate,
        count: series.count,
        exceptDates: [],
        movedDates: [],
      },
    ]);
  });

  it('leaves out a series none of whose appointments the reader may read, and needs ids', async () => {
    const doctor = await signedIn('doctor');
    const series = stateOf(doctor).series.find((candidate) => candidate.userId === userNamed('doctor').id);
    const employer = await signedIn('employer');
    const answer = await employer.get(`/api/external/v3/agenda/series?filter[id]=${series?.id ?? ''}`);
    expect(exactly(SeriesRulesSchema, answer).data).toEqual([]);
    expect((await doctor.get('/api/external/v3/agenda/series')).status).toBe(422);
  });
});
