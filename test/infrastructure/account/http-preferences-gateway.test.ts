import { describe, expect, it } from 'vitest';
import { NO_PREFERENCES } from '../../../src/domain/account/user-preferences';
import { HttpPreferencesGateway } from '../../../src/infrastructure/account/http-preferences-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, USERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const idOf = (username: string) => USERS.find((user) => user.username === username)?.id ?? '';
const ROOM = 'e2000000-0000-4000-8000-000000000001';

function setUp() {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const auth = new HttpAuthGateway(http);
  const signIn = async (username: string) => {
    const answer = await auth.signIn({ username, password: DEMO_PASSWORD });
    expect(answer.ok).toBe(true);
  };
  return { backend, notifier, signIn, preferences: new HttpPreferencesGateway(http) };
}

/** The gateway over a server that answers every call with this body. */
function answering(body: unknown) {
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    origin: 'http://portal.test',
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => 'token',
    notifier,
    onUnauthorized: () => undefined,
    backoffMs: 1,
  });
  return { notifier, preferences: new HttpPreferencesGateway(http) };
}

describe('the preferences gateway against the demo backend', () => {
  it('gives a user who never chose anything the defaults', async () => {
    const { signIn, preferences } = setUp();
    await signIn('planner');
    expect(await preferences.load()).toEqual({ ok: true, value: NO_PREFERENCES });
  });

  it('keeps what the user chose, sent in snake_case, and merges each save into the rest', async () => {
    const { backend, signIn, preferences } = setUp();
    await signIn('planner');
    const columns = [idOf('doctor'), ROOM];

    const first = await preferences.save({ agendaColumns: columns, agendaView: 'workweek' });
    expect(first).toEqual({
      ok: true,
      value: {
        agendaColumns: columns,
        agendaView: 'workweek',
        tables: {},
        language: null,
        savedViews: {},
        taskAssignee: null,
      },
    });
    const sent = backend.requests.find((request) => request.method === 'PATCH');
    expect(await sent?.json()).toEqual({ preferences: { agenda_columns: columns, agenda_view: 'workweek' } });

    const second = await preferences.save({ agendaView: 'day' });
    expect(second).toEqual({
      ok: true,
      value: {
        agendaColumns: columns,
        agendaView: 'day',
        tables: {},
        language: null,
        savedViews: {},
        taskAssignee: null,
      },
    });
    expect(await preferences.load()).toEqual(second);
    expect(backend.store.state.preferences[idOf('planner')]).toEqual({
      agenda_columns: columns,
      agenda_view: 'day',
    });
  });

  it('keeps each user’s preferences apart', async () => {
    const { signIn, preferences } = setUp();
    await signIn('planner');
    await preferences.save({ agendaView: 'week' });
    await signIn('casemanager');
    expect(await preferences.load()).toEqual({ ok: true, value: NO_PREFERENCES });
  });

  it('tells a refused value under the preference’s own name, without a toast of its own', async () => {
    const { signIn, preferences, notifier } = setUp();
    await signIn('planner');
    const answer = await preferences.save({ agendaView: 'month' as never, agendaColumns: [ROOM, ROOM] });
    expect(answer.ok).toBe(false);
    if (answer.ok || answer.error.kind !== 'rejected') throw new Error('expected a refusal');
    expect(answer.error.status).toBe(422);
    expect(answer.error.told).toBe(false);
    expect(answer.error.fieldErrors).toEqual({
      agendaView: ['Het veld agendaweergave is niet geldig.'],
      agendaColumns: ['Het veld agendakolommen is niet geldig.'],
    });
    expect(notifier.notices).toEqual([]);
    expect(await preferences.load()).toEqual({ ok: true, value: NO_PREFERENCES });
  });

  it('needs a signed-in user', async () => {
    const { preferences } = setUp();
    expect(await preferences.load()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(await preferences.save({ agendaView: 'day' })).toEqual({
      ok: false,
      error: { kind: 'unauthorized' },
    });
  });
});

describe('the preferences gateway reading an answer', () => {
  it('drops preferences the portal does not know and fills in those the server left out', async () => {
    const { preferences } = answering({
      data: { preferences: { agenda_view: 'week', colour_scheme: 'dark', agenda_zoom: { hour_height: 40 } } },
    });
    expect(await preferences.load()).toEqual({
      ok: true,
      value: {
        agendaColumns: [],
        agendaView: 'week',
        tables: {},
        language: null,
        savedViews: {},
        taskAssignee: null,
      },
    });
  });

  it('takes an answer of the wrong shape for a malformed one, told once', async () => {
    for (const body of [
      { data: { preferences: { agenda_columns: 'not a list' } } },
      { data: { preferences: { agenda_view: 'month' } } },
      { data: { preferences: [] } },
      { preferences: {} },
    ]) {
      const { preferences, notifier } = answering(body);
      expect(await preferences.load(), JSON.stringify(body)).toEqual({
        ok: false,
        error: { kind: 'malformed', told: true },
      });
      expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
    }
  });
});
