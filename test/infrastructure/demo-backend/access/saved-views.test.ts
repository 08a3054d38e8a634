import { describe, expect, it } from 'vitest';
import { demoClient, errorBody } from '../demo-client';

const PATH = '/api/external/v2/users/me/preferences';

const view = (id: string, name: string) => ({
  id,
  name,
  filters: [{ name: 'status', value: 'planned' }],
  sort: '-start',
  hidden_columns: ['place'],
  page_size: 25,
});

const savedViews = (answer: { json: unknown }) =>
  (answer.json as { data: { preferences: { saved_views: unknown } } }).data.preferences.saved_views;

describe('saved views in the demo backend', () => {
  it('keeps each user’s views of each list with their preferences, and never answers them to another user', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const kept = await client.patch(PATH, {
      preferences: { saved_views: { appointments: [view('v-1', 'Gepland')] } },
    });
    expect(kept.status).toBe(200);
    expect(savedViews(kept)).toEqual({ appointments: [view('v-1', 'Gepland')] });
    expect(savedViews(await client.get(PATH))).toEqual({ appointments: [view('v-1', 'Gepland')] });

    await client.post('/api/auth/logout');
    await client.signIn('casemanager');
    expect(savedViews(await client.get(PATH))).toEqual({});
    await client.patch(PATH, { preferences: { saved_views: { tasks: [view('v-2', 'Mijn taken')] } } });

    await client.post('/api/auth/logout');
    await client.signIn('planner');
    expect(savedViews(await client.get(PATH))).toEqual({ appointments: [view('v-1', 'Gepland')] });
  });

  it('asks who is signed in', async () => {
    const client = demoClient();
    expect((await client.get(PATH)).status).toBe(401);
  });

  it('refuses two views of one name whatever its case, an unknown list, a malformed view and more than twenty, changing nothing', async () => {
    const client = demoClient();
    await client.signIn('planner');
    for (const saved_views of [
      { tasks: [view('a', 'Week'), view('b', 'week')] },
      { tasks: [view('a', 'Week'), view('a', 'Maand')] },
      { agenda: [view('a', 'Week')] },
      { tasks: [{ ...view('a', 'Week'), name: '' }] },
      { tasks: [{ ...view('a', 'Week'), name: ' Week' }] },
      { tasks: [{ ...view('a/b', 'Week') }] },
      { tasks: [{ ...view('a', 'Week'), filters: [{ name: 'status' }] }] },
      { tasks: [{ ...view('a', 'Week'), secret: 'x' }] },
      { tasks: [{ ...view('a', 'Week'), page_size: 0 }] },
    ]) {
      const refused = await client.patch(PATH, { preferences: { saved_views } });
      expect(refused.status).toBe(422);
      expect(errorBody(refused).errors).toEqual({
        'preferences.saved_views': ['Het veld opgeslagen weergaven is niet geldig.'],
      });
    }
    const tooMany = await client.patch(PATH, {
      preferences: {
        saved_views: { tasks: Array.from({ length: 21 }, (_, n) => view(`v${n}`, `View ${n}`)) },
      },
    });
    expect(errorBody(tooMany).errors).toEqual({
      'preferences.saved_views': ['Het veld opgeslagen weergaven mag niet meer dan 20 items bevatten.'],
    });
    expect(savedViews(await client.get(PATH))).toEqual({});
  });
});
