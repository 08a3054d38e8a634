import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { APPOINTMENTS, exactly, query, signedIn, stateOf } from '../case-client';

/**
 * Whatever a caller sends, the agenda answers a refusal it can show next to the field, in the
 * request's language: never a 500, and never an appointment in a year no one means.
 */

async function planner() {
  const client = await signedIn('planner');
  const template = stateOf(client).appointments.find((appointment) => appointment.operationId !== null);
  if (!template) throw new Error('seed changed');
  const form = {
    userId: template.userId,
    operationId: template.operationId,
    employeeId: null,
    locationId: null,
    roomId: null,
    resourceIds: [],
    date: '2026-09-01',
    startTime: '07:00',
    endTime: '07:30',
    channel: 'phone',
    note: null,
  };
  return { client, form, template };
}

const weekly = (untilDate: string | null, count: number | null = null) => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [2],
  untilDate,
  count,
});

describe('hostile appointment input on the demo backend', () => {
  it('refuses impossible dates and series with a field message in either language', async () => {
    const { client, form } = await planner();
    const cases: [string, Record<string, unknown>, string][] = [
      ['a date in year 1', { ...form, date: '0001-01-01' }, 'date'],
      ['a date in year 9999', { ...form, date: '9999-12-31' }, 'date'],
      [
        'a series ending before it starts',
        { ...form, recurrence: weekly('2026-08-01') },
        'recurrence.untilDate',
      ],
      ['a series running to 9999', { ...form, recurrence: weekly('9999-12-31') }, 'recurrence.untilDate'],
      ['a series running past 9999', { ...form, recurrence: weekly('10000-01-01') }, 'recurrence.untilDate'],
      ['a series starting in 9999', { ...form, date: '9999-12-30', recurrence: weekly(null, 5) }, 'date'],
      ['an unknown edit scope', { ...form, scope: 'everything' }, 'scope'],
    ];
    for (const [what, body, field] of cases) {
      for (const language of ['nl', 'en']) {
        const path =
          what === 'an unknown edit scope'
            ? `${APPOINTMENTS}/${stateOf(client).appointments.find((a) => a.status === 'planned' && a.start > '2026-03-10')?.id}`
            : APPOINTMENTS;
        const answer = await client.post(path, body, language);
        expect([what, answer.status]).toEqual([what, 422]);
        expect(Object.keys(exactly(ErrorBodySchema, answer).errors ?? {}), what).toContain(field);
      }
    }
  });

  it('refuses a period or a series deletion outside the plausible years', async () => {
    const { client } = await planner();
    for (const [from, until] of [
      ['0001-01-01', '0001-01-02'],
      ['9999-12-31', '9999-12-31'],
    ] as const) {
      const answer = await client.get(
        query(APPOINTMENTS, { 'filter[from]': from, 'filter[until]': until }),
        'en',
      );
      expect(answer.status).toBe(422);
    }
    const series = stateOf(client).appointments.find((appointment) => appointment.seriesId !== null);
    if (!series?.seriesId) throw new Error('seed changed');
    for (const body of [
      { appointmentId: series.id, dateFrom: '9999-12-31' },
      { appointmentId: 'nope', dateFrom: 'later' },
    ]) {
      const answer = await client.post(`${APPOINTMENTS}/recurring/${series.seriesId}/delete`, body);
      expect(answer.status).toBe(422);
    }
  });
});
