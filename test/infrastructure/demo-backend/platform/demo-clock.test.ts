import { describe, expect, it } from 'vitest';
import { addDays, amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { demoClient, errorBody } from '../demo-client';

const DAY = 86_400_000;

describe('the demo clock', () => {
  it('runs the back office days ahead, says so in every answer’s Date, and keeps who is signed in', async () => {
    const client = demoClient();
    await client.signIn('casemanager');
    const real = client.now();
    const moved = await client.put('/api/__demo/clock', { days: 43 });
    expect(moved.json).toEqual({ data: { now: new Date(real + 43 * DAY).toISOString(), days: 43 } });
    const user = await client.currentUser();
    expect(user?.username).toBe('casemanager');
    const answer = await client.get('/api/external/v2/dossier?filter[status]=open');
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.headers.get('Date') ?? '')).toBe(Math.floor((real + 43 * DAY) / 1000) * 1000);
  });

  it('moves every rule that counts days: a first sick day of the real today is then too far back', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const realToday = amsterdamDate(client.now());
    await client.put('/api/__demo/clock', { days: 20 });
    const employees = (await client.get('/api/external/v2/employee?page[size]=1')).json as {
      data: { id: string }[];
    };
    const id = employees.data[0]?.id ?? '';
    const refused = await client.post(`/api/external/v2/employee/${id}/sick-reports`, {
      firstSickDay: realToday,
      reachablePhone: '06 1234 5678',
      reachableAddress: null,
      expectedDuration: 'unknown',
      handover: null,
      safetyNet: false,
      workAccident: false,
      thirdPartyLiable: false,
    });
    expect(errorBody(refused).errors?.['firstSickDay']).toEqual([
      'Een ziekmelding gaat hooguit 14 dagen terug.',
    ]);
    expect(addDays(realToday, 20)).toBe(amsterdamDate(client.now() + 20 * DAY));
  });

  it('goes to a moment given with its time zone, within the same limits, and refuses one without', async () => {
    const client = demoClient();
    await client.signIn('planner');
    const real = client.now();
    const at = new Date(real + 2 * DAY + 37 * 60_000).toISOString();
    const moved = await client.put('/api/__demo/clock', { at });
    expect((moved.json as { data: { now: string } }).data.now).toBe(at);
    expect((await client.currentUser())?.username).toBe('planner');
    for (const wrong of ['2026-03-04T09:00:00', 'morgen', new Date(real - DAY).toISOString(), 12]) {
      const refused = await client.put('/api/__demo/clock', { at: wrong });
      expect(refused.status).toBe(422);
      expect(errorBody(refused).errors?.['at']?.[0]).toMatch(/tijdzone/);
    }
  });

  it('refuses a move back in time or beyond its limit by name, and a reset puts it back', async () => {
    const client = demoClient();
    for (const days of [-1, 1.5, 801, '3'])
      expect(errorBody(await client.put('/api/__demo/clock', { days }, 'en')).errors).toEqual({
        days: ['Move the clock on a whole number of days, from 0 to 800.'],
      });
    await client.put('/api/__demo/clock', { days: 10 });
    await client.post('/api/__demo/reset');
    expect((await client.get('/api/__demo/clock')).json).toMatchObject({ data: { days: 0 } });
  });
});
