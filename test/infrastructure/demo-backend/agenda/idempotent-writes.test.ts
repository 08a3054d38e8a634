import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAgendaGateway } from '../../../../src/infrastructure/agenda/http-agenda-gateway';
import * as v from 'valibot';
import { DEMO_PASSWORD } from '../../../../src/infrastructure/demo-backend/access/seed';
import {
  createDemoBackend,
  CSRF_COOKIE,
  DemoStore,
} from '../../../../src/infrastructure/demo-backend/demo-backend';
import { HttpClient } from '../../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../../support/fakes';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { APPOINTMENTS, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';
import { START } from '../demo-client';

/** A planner's booking form for a Sunday morning three weeks ahead, when nobody is booked. */
function aBooking(client: DemoClient) {
  const professional = stateOf(client).appointments.find((appointment) => appointment.roomId !== null);
  if (!professional) throw new Error('seed changed');
  const sunday = Temporal.Instant.fromEpochMilliseconds(client.now())
    .toZonedDateTimeISO('Europe/Amsterdam')
    .toPlainDate()
    .add({ weeks: 3 });
  const date = sunday.add({ days: 7 - sunday.dayOfWeek });
  return {
    userId: professional.userId,
    operationId: professional.operationId,
    employeeId: professional.employeeId,
    locationId: professional.locationId,
    roomId: professional.roomId,
    resourceIds: [],
    date: date.toString(),
    startTime: '07:00',
    endTime: '07:30',
    channel: 'on_site',
    note: null,
  };
}

const post = (client: DemoClient, body: unknown, key: string) =>
  client.backend.fetch(`${TEST_ORIGIN}${APPOINTMENTS}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'csrf-token': client.backend.cookie(CSRF_COOKIE) ?? '',
      'Idempotency-Key': key,
    },
    body: JSON.stringify(body),
  });

const countAt = (client: DemoClient, booking: ReturnType<typeof aBooking>) =>
  stateOf(client).appointments.filter(
    (appointment) => appointment.userId === booking.userId && appointment.start.startsWith(booking.date),
  ).length;

describe('writes retried safely on the demo backend', () => {
  it('books once for the same key sent twice, and answers the repeat with the first answer', async () => {
    const planner = await signedIn('planner');
    const booking = aBooking(planner);
    const first = await post(planner, booking, 'action-1');
    expect(first.status).toBe(201);
    const again = await post(planner, booking, 'action-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(countAt(planner, booking)).toBe(1);
    // The same key for another write is a mistake, not a repeat.
    expect(
      (await post(planner, { ...booking, startTime: '07:30', endTime: '08:00' }, 'action-1')).status,
    ).toBe(422);
    // A new action with a new key books again (and meets the clash, as a second booking should).
    expect((await post(planner, booking, 'action-2')).status).toBe(409);
  });

  it('books once when the answer to a booking is lost on the way and the portal tries again', async () => {
    const planner = await signedIn('planner');
    const booking = aBooking(planner);
    let lost = 0;
    // The first write reaches the back office, but its answer never reaches the portal.
    const losingFetch: typeof globalThis.fetch = async (input, init) => {
      const answer = await planner.backend.fetch(input, init);
      if (init?.method === 'POST' && lost === 0) {
        lost += 1;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    };
    const http = new HttpClient({
      fetch: losingFetch,
      origin: TEST_ORIGIN,
      locale: () => 'nl',
      portal: () => 'arbo',
      csrfToken: () => planner.backend.cookie(CSRF_COOKIE),
      notifier: new RecordingNotifier(),
      onUnauthorized: () => undefined,
      backoffMs: 1,
    });
    const gateway = new HttpAgendaGateway(http);
    const made = await gateway.create(
      {
        ...booking,
        date: Temporal.PlainDate.from(booking.date),
        startTime: Temporal.PlainTime.from(booking.startTime),
        endTime: Temporal.PlainTime.from(booking.endTime),
        channel: 'on_site',
        operationId: booking.operationId ?? '',
      },
      null,
    );
    expect(lost).toBe(1);
    expect(made.ok).toBe(true);
    expect(countAt(planner, booking)).toBe(1);
  });
});

describe('a booking under the demo backend’s fault mode', () => {
  it('is tried again after a 503 with the same key and exists once', async () => {
    const store = new DemoStore(null);
    const rolls: number[] = [];
    const app = createDemoBackend({ store, now: () => START, random: () => rolls.shift() ?? 0.99 });
    const jar = new Map<string, string>();
    const keys: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(new URL(String(input), TEST_ORIGIN), init);
      request.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      if (request.method === 'POST' && request.url.endsWith(APPOINTMENTS))
        keys.push(request.headers.get('Idempotency-Key'));
      const response = await app.fetch(request);
      for (const header of response.headers.getSetCookie()) {
        const [name, ...value] = (header.split(';')[0] ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      return response;
    };
    const http = new HttpClient({
      fetch,
      origin: TEST_ORIGIN,
      locale: () => 'nl',
      portal: () => 'arbo',
      csrfToken: () => jar.get(CSRF_COOKIE) ?? null,
      notifier: new RecordingNotifier(),
      onUnauthorized: () => undefined,
      backoffMs: 1,
    });
    expect(
      (
        await http.request(v.unknown(), {
          method: 'POST',
          api: 'auth',
          path: '/auth/user',
          body: { username: 'planner', password: DEMO_PASSWORD },
        })
      ).ok,
    ).toBe(true);
    // One call in two fails with 503; the booking's first try is one of them.
    store.change((state) => (state.faults.errorRate = 0.5));
    rolls.push(0.1);
    const client = { now: () => START, backend: { store } } as unknown as DemoClient;
    const booking = aBooking(client);
    const made = await new HttpAgendaGateway(http).create(
      {
        ...booking,
        date: Temporal.PlainDate.from(booking.date),
        startTime: Temporal.PlainTime.from(booking.startTime),
        endTime: Temporal.PlainTime.from(booking.endTime),
        channel: 'on_site',
        operationId: booking.operationId ?? '',
      },
      null,
    );
    expect(made.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(countAt(client, booking)).toBe(1);
  });
});
