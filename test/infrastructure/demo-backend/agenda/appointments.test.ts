import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DayAppointmentsSchema } from '../../../../src/infrastructure/dossier/dossier-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { APPOINTMENTS, exactly, query, signedIn, START_DAY } from '../case-client';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const dayOf = (client: DemoClient, date: string, mine = 'true') =>
  client.get(query(APPOINTMENTS, { 'filter[date]': date, 'filter[mine]': mine }));

const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');

describe('the appointments of a day on the demo backend', () => {
  it('answers the doctor’s consultations of today by start, within office hours in Amsterdam', async () => {
    const doctor = await signedIn('doctor');
    const day = exactly(DayAppointmentsSchema, await dayOf(doctor, START_DAY)).data;
    expect(day.length).toBeGreaterThanOrEqual(4);
    const starts = day.map((appointment) => Date.parse(appointment.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const appointment of day) {
      const start = amsterdam(appointment.start);
      const end = amsterdam(appointment.end);
      expect(start.toPlainDate().toString()).toBe(START_DAY);
      expect(start.hour * 60 + start.minute).toBeGreaterThanOrEqual(8 * 60 + 30);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(17 * 60);
      expect(Temporal.Instant.compare(start.toInstant(), end.toInstant())).toBe(-1);
    }
    expect(day.some((appointment) => appointment.employeeName !== null)).toBe(true);
    expect(day.map((appointment) => appointment.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Spreekuur|Telefonisch consult|Driegesprek|Werkplekonderzoek/),
      ]),
    );
  });

  it('gives the doctor appointments today even on a Saturday, and others only on working days', async () => {
    const saturday = '2026-03-07';
    const doctor = await signedIn('doctor', Date.parse(`${saturday}T09:00:00Z`));
    expect(exactly(DayAppointmentsSchema, await dayOf(doctor, saturday)).data.length).toBeGreaterThan(0);
    const caseManager = await signedIn('casemanager', Date.parse(`${saturday}T09:00:00Z`));
    expect(exactly(DayAppointmentsSchema, await dayOf(caseManager, saturday)).data).toEqual([]);
    expect(
      exactly(DayAppointmentsSchema, await dayOf(caseManager, '2026-03-09')).data.length,
    ).toBeGreaterThan(0);
  });

  it('answers an empty day to someone without appointments', async () => {
    for (const username of ['employee', 'employer', 'planner']) {
      const client = await signedIn(username);
      expect(exactly(DayAppointmentsSchema, await dayOf(client, START_DAY)).data).toEqual([]);
    }
  });

  it('shows everyone’s appointments to a planner who asks, and refuses others that', async () => {
    const planner = await signedIn('planner');
    const all = exactly(DayAppointmentsSchema, await dayOf(planner, START_DAY, 'false')).data;
    const doctor = exactly(DayAppointmentsSchema, await dayOf(await signedIn('doctor'), START_DAY)).data;
    expect(all.length).toBeGreaterThan(doctor.length);
    expect(all).toEqual(expect.arrayContaining(doctor));
    const employee = await signedIn('employee');
    const refused = await dayOf(employee, START_DAY, 'false');
    expect([refused.status, exactly(ErrorBodySchema, refused).code]).toEqual([403, 'forbidden']);
  });

  it('needs a session and a real date', async () => {
    expect((await dayOf(demoClient(), START_DAY)).status).toBe(401);
    const doctor = await signedIn('doctor');
    const bad = await doctor.get(
      query(APPOINTMENTS, { 'filter[date]': '2026-13-01', 'filter[mine]': 'yes' }),
      'en',
    );
    expect([bad.status, exactly(ErrorBodySchema, bad).errors]).toEqual([
      422,
      {
        'filter[date]': ['Enter a valid date (YYYY-MM-DD).'],
        'filter[mine]': ['Invalid filter value: yes.'],
      },
    ]);
    const missing = await doctor.get(APPOINTMENTS, 'en');
    expect(exactly(ErrorBodySchema, missing).errors).toEqual({
      'filter[date]': ['Enter a valid date (YYYY-MM-DD).'],
    });
  });
});
