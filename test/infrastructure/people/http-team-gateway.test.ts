import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { AGENDA_USERS } from '../../../src/infrastructure/demo-backend/availability/availability-access';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { HttpTeamGateway } from '../../../src/infrastructure/people/http-team-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');

async function signedIn(username: string | null) {
  const backend = inProcessBackend({ now: () => START });
  const http = httpClientFor(backend);
  if (username) {
    const answer = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
    expect(answer.ok).toBe(true);
  }
  return { backend, teams: new HttpTeamGateway(http) };
}

describe('the team gateway against the demo backend', () => {
  it('reads every team by name, its members agenda users', async () => {
    const { backend, teams } = await signedIn('planner');
    const answer = await teams.teams();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    expect(answer.value.map((team) => team.name)).toEqual([
      'Casemanagement',
      'Preventie',
      'Team Noord',
      'Team Zuid',
    ]);
    const agendaUserIds = new Set(AGENDA_USERS.map((user) => user.id));
    for (const team of answer.value) {
      expect(team.memberIds.length, team.name).toBeGreaterThan(0);
      expect(
        team.memberIds.every((id) => agendaUserIds.has(id)),
        team.name,
      ).toBe(true);
    }
    expect(answer.value).toEqual(
      [...backend.store.state.teams].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    );
  });

  it('answers anyone signed in, and nobody else', async () => {
    const employee = await signedIn('employee');
    expect((await employee.teams.teams()).ok).toBe(true);
    const nobody = await signedIn(null);
    expect(await nobody.teams.teams()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('takes an answer of the wrong shape for a malformed one', async () => {
    const notifier = new RecordingNotifier();
    const http = new HttpClient({
      fetch: async () =>
        new Response(JSON.stringify({ data: [{ id: 't1', name: 'Team Noord', memberIds: 'all' }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      origin: 'http://portal.test',
      locale: () => 'nl',
      portal: () => 'arbo',
      csrfToken: () => 'token',
      notifier,
      onUnauthorized: () => undefined,
      backoffMs: 1,
    });
    expect(await new HttpTeamGateway(http).teams()).toEqual({
      ok: false,
      error: { kind: 'malformed', told: true },
    });
  });
});
