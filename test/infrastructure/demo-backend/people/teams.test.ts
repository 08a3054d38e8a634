import { describe, expect, it } from 'vitest';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { AGENDA_USERS } from '../../../../src/infrastructure/demo-backend/availability/availability-access';
import { seedPeople, TEAM_IDS } from '../../../../src/infrastructure/demo-backend/people/people-seed';
import { demoClient, errorBody } from '../demo-client';

const usernamesOf = (ids: readonly string[]) =>
  ids.map((id) => USERS.find((user) => user.id === id)?.username);

describe('teams in the demo backend', () => {
  it('seeds teams of professionals with an agenda, some in more than one team', () => {
    const { teams } = seedPeople();
    const agendaUserIds = new Set(AGENDA_USERS.map((user) => user.id));
    expect(teams.map((team) => team.id)).toEqual(Object.values(TEAM_IDS));
    for (const team of teams) {
      expect(team.memberIds.every((id) => agendaUserIds.has(id))).toBe(true);
      expect(new Set(team.memberIds).size).toBe(team.memberIds.length);
    }
    expect(usernamesOf(teams.find((team) => team.name === 'Team Zuid')?.memberIds ?? [])).toEqual([
      'bedrijfsarts.elhaddad',
      'casemanager.yilmaz',
      'verpleegkundige.dekker',
    ]);
  });

  it('lists them by name, or the other way round when asked, paged like every list', async () => {
    const client = demoClient();
    await client.signIn('casemanager');
    const names = (json: unknown) => (json as { data: { name: string }[] }).data.map((team) => team.name);
    const byName = await client.get('/api/external/v2/teams');
    expect(byName.status).toBe(200);
    expect(names(byName.json)).toEqual(['Casemanagement', 'Preventie', 'Team Noord', 'Team Zuid']);
    expect(byName.json).toMatchObject({ meta: { total: 4, page: 1, pageSize: 100 } });
    const backwards = await client.get('/api/external/v2/teams?sort=-name&page[number]=1&page[size]=2');
    expect(names(backwards.json)).toEqual(['Team Zuid', 'Team Noord']);
  });

  it('refuses what it cannot sort or filter on, and anyone not signed in', async () => {
    const client = demoClient();
    expect((await client.get('/api/external/v2/teams')).status).toBe(401);
    await client.signIn('planner');
    const refused = await client.get('/api/external/v2/teams?sort=size&filter[city]=Utrecht');
    expect(refused.status).toBe(422);
    expect(Object.keys(errorBody(refused).errors ?? {}).sort()).toEqual(['filter[city]', 'sort']);
  });
});
