import { describe, expect, it } from 'vitest';
import { MAX_AGENDA_COLUMNS } from '../../../../src/infrastructure/demo-backend/access/preference-rules';
import { demoClient, errorBody } from '../demo-client';

const PATH = '/api/external/v2/users/me/preferences';
const id = (n: number) => `e2000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('user preferences in the demo backend', () => {
  it('answers every preference, a default for those never set, and merges each change', async () => {
    const client = demoClient();
    await client.signIn('planner');
    expect(await client.get(PATH)).toMatchObject({
      status: 200,
      json: {
        data: {
          preferences: {
            agenda_columns: [],
            agenda_view: null,
            tables: {},
            language: null,
            task_assignee: null,
            saved_views: {},
          },
        },
      },
    });
    await client.patch(PATH, { preferences: { agenda_columns: [id(1), id(2)] } });
    const changed = await client.patch(PATH, { preferences: { agenda_view: 'workweek' } });
    expect(changed).toMatchObject({
      status: 200,
      json: {
        data: {
          preferences: {
            agenda_columns: [id(1), id(2)],
            agenda_view: 'workweek',
            tables: {},
            language: null,
          },
        },
      },
    });
    expect((await client.get(PATH)).json).toEqual(changed.json);
    await client.patch(PATH, { preferences: { agenda_view: null, agenda_columns: [] } });
    expect((await client.get(PATH)).json).toEqual({
      data: {
        preferences: {
          agenda_columns: [],
          agenda_view: null,
          tables: {},
          language: null,
          task_assignee: null,
          saved_views: {},
        },
      },
    });
  });

  it('refuses keys it does not keep and values of the wrong kind, each under its field, changing nothing', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const refused = await client.patch(PATH, {
      preferences: {
        agendaView: 'week',
        agenda_view: 'month',
        agenda_columns: [id(1), 7],
        task_assignee: 'someone',
      },
    });
    expect(refused.status).toBe(422);
    expect(errorBody(refused)).toMatchObject({
      code: 'validation_failed',
      errors: {
        'preferences.agendaView': ['De voorkeur agendaView bestaat niet.'],
        'preferences.agenda_view': ['Het veld agendaweergave is niet geldig.'],
        'preferences.agenda_columns': ['Het veld agendakolommen is niet geldig.'],
        'preferences.task_assignee': [expect.stringMatching(/niet geldig/)],
      },
    });
    expect((await client.get(PATH)).json).toEqual({
      data: {
        preferences: {
          agenda_columns: [],
          agenda_view: null,
          tables: {},
          language: null,
          task_assignee: null,
          saved_views: {},
        },
      },
    });
  });

  it('refuses the same column twice, an empty id, and more columns than the limit', async () => {
    const client = demoClient();
    await client.signIn('planner');
    for (const columns of [[id(1), id(1)], [''], 'all']) {
      const refused = await client.patch(PATH, { preferences: { agenda_columns: columns } });
      expect([columns, refused.status]).toEqual([columns, 422]);
    }
    const many = Array.from({ length: MAX_AGENDA_COLUMNS + 1 }, (_, n) => id(n));
    const tooMany = await client.patch(PATH, { preferences: { agenda_columns: many } }, 'en');
    expect(errorBody(tooMany).errors).toEqual({
      'preferences.agenda_columns': [
        `The agenda columns may not have more than ${MAX_AGENDA_COLUMNS} items.`,
      ],
    });
    const enough = await client.patch(PATH, { preferences: { agenda_columns: many.slice(1) } });
    expect(enough.status).toBe(200);
  });

  it('wants the preferences in the body, and a signed-in user', async () => {
    const client = demoClient();
    expect((await client.get(PATH)).status).toBe(401);
    expect((await client.patch(PATH, { preferences: {} })).status).toBe(401);
    await client.signIn('planner');
    for (const body of [{}, { preferences: [] }, { agenda_view: 'day' }]) {
      const refused = await client.patch(PATH, body, 'en');
      expect(errorBody(refused).errors).toEqual({ preferences: ['The preferences field is required.'] });
    }
  });
});
