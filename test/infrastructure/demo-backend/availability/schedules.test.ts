import { describe, expect, it } from 'vitest';
import {
  AggregatedSchedulesSchema,
  OperationsValidationSchema,
  ScheduleAnswerSchema,
  ScheduleListSchema,
  TimeConstraintAnswerSchema,
} from '../../../../src/infrastructure/availability/availability-schemas';
import { LOCATION_IDS } from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { LocationAnswerSchema } from '../../../../src/infrastructure/locations/location-schemas';
import { exactly, signedIn, userNamed } from '../case-client';
import { LOCATIONS, newLocation, send } from '../locations/locations-client';
import { errorsOf, newSchedule, operationCoded, SCHEDULES, stateOf } from './availability-client';

const doctor = userNamed('doctor');
const casemanager = userNamed('casemanager');

/** The seeded schedule of a person at a place that is not deleted. */
const seeded = (client: Awaited<ReturnType<typeof signedIn>>, userId: string, locationId: string) => {
  const found = stateOf(client).schedules.find(
    (schedule) =>
      schedule.userId === userId && schedule.locationId === locationId && schedule.deletedAt === null,
  );
  if (!found) throw new Error('seed changed');
  return found;
};

describe('the schedules of the demo backend', () => {
  it('lists a person’s schedules, current and ended, the deleted ones only when asked', async () => {
    const planner = await signedIn('planner');
    const list = exactly(ScheduleListSchema, await planner.get(`${SCHEDULES}?filter[user]=${doctor.id}`));
    expect(
      list.data.map((schedule) => [schedule.locationId, schedule.repeat.kind, schedule.validUntil]),
    ).toEqual([
      [LOCATION_IDS.nijmegen, 'every-week', '2025-11-23'],
      [LOCATION_IDS.utrecht, 'every-week', null],
      [LOCATION_IDS.amersfoort, 'even-weeks', null],
    ]);
    const utrecht = list.data[1];
    expect(utrecht?.blocks).toHaveLength(8);
    expect(utrecht?.timeConstraints.map((constraint) => [constraint.date, constraint.kind])).toEqual([
      ['2026-03-09', 'shorter'],
      ['2026-03-11', 'day-off'],
      ['2026-03-13', 'extra'],
    ]);
    const current = exactly(
      ScheduleListSchema,
      await planner.get(`${SCHEDULES}?filter[user]=${casemanager.id}`),
    );
    expect(current.data.map((schedule) => schedule.deleted)).toEqual([false]);
    const all = exactly(
      ScheduleListSchema,
      await planner.get(`${SCHEDULES}?filter[user]=${casemanager.id}&filter[withDeleted]=true`),
    );
    expect(all.data.map((schedule) => schedule.deleted).sort()).toEqual([false, true]);
    expect(all.data.find((schedule) => schedule.deleted)?.deletedAt).toBe('2026-02-16T08:00:00.000Z');
    const one = exactly(ScheduleAnswerSchema, await planner.get(`${SCHEDULES}/${utrecht?.id}`));
    expect(one.data).toEqual(utrecht);
    expect((await planner.get(`${SCHEDULES}/nope`)).status).toBe(404);
    const bad = await planner.get(`${SCHEDULES}?filter[user]=nope&filter[withDeleted]=maybe&filter[x]=1`);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['filter[user]', 'filter[withDeleted]', 'filter[x]']);
  });

  it('answers a professional his own schedules without filter[user], and nobody else’s', async () => {
    const client = await signedIn('doctor');
    const own = exactly(ScheduleListSchema, await client.get(SCHEDULES));
    expect(own.data.every((schedule) => schedule.userId === doctor.id)).toBe(true);
    expect(own.data).toHaveLength(3);
    expect((await client.get(`${SCHEDULES}?filter[user]=${casemanager.id}`)).status).toBe(403);
    const other = seeded(client, casemanager.id, LOCATION_IDS.utrecht);
    expect((await client.get(`${SCHEDULES}/${other.id}`)).status).toBe(403);
  });

  it('creates a schedule, then changes it through the same POST with its id, and logs both', async () => {
    const planner = await signedIn('planner');
    const created = await send(planner, 'POST', SCHEDULES, newSchedule(planner, doctor.id));
    expect(created.status).toBe(201);
    const schedule = exactly(ScheduleAnswerSchema, created).data;
    expect(schedule).toMatchObject({
      userId: doctor.id,
      blocks: [{ weekday: 6, start: '09:00', end: '12:00' }],
      deleted: false,
      deletedAt: null,
      timeConstraints: [],
    });
    const changed = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, {
        id: schedule.id,
        blocks: [
          { weekday: 7, start: '10:00', end: '12:00' },
          { weekday: 6, start: '13:00', end: '15:00' },
        ],
        repeat: { kind: 'every-n-weeks', weeks: 3 },
        validUntil: '2026-12-31',
      }),
    );
    expect(changed.status).toBe(200);
    expect(exactly(ScheduleAnswerSchema, changed).data).toMatchObject({
      id: schedule.id,
      blocks: [
        { weekday: 6, start: '13:00', end: '15:00' },
        { weekday: 7, start: '10:00', end: '12:00' },
      ],
      repeat: { kind: 'every-n-weeks', weeks: 3 },
      validUntil: '2026-12-31',
    });
    expect(stateOf(planner).auditLog.slice(-2)).toMatchObject([
      { entityType: 'schedule', entityId: schedule.id, action: 'created', userName: 'Petra Planning' },
      {
        entityType: 'schedule',
        action: 'updated',
        entityLabel: 'Dr. Marieke van Dam, Arbo Agenda Utrecht',
        changes: [
          { field: 'blocks', from: ['6 09:00-12:00'], to: ['6 13:00-15:00', '7 10:00-12:00'] },
          { field: 'repeat', from: 'every-week', to: 'every-3-weeks' },
          { field: 'validUntil', from: null, to: '2026-12-31' },
        ],
      },
    ]);
    // The person of a schedule stays; an id that is not there is a 404.
    const moved = await send(planner, 'POST', SCHEDULES, {
      ...newSchedule(planner, casemanager.id),
      id: schedule.id,
    });
    expect(errorsOf(moved)).toEqual({ userId: ['De persoon van een rooster kan niet veranderen.'] });
    expect(
      (await send(planner, 'POST', SCHEDULES, { ...newSchedule(planner, doctor.id), id: 'nope' })).status,
    ).toBe(404);
  });

  it('refuses a bad schedule with each field’s message in the request’s language', async () => {
    const planner = await signedIn('planner');
    const body = {
      userId: doctor.id,
      locationId: '',
      operationIds: [],
      blocks: [{ weekday: 1, start: '12:00', end: '09:00' }],
      repeat: { kind: 'every-n-weeks', weeks: 12 },
      validFrom: '2026-04-01',
      validUntil: '2026-03-31',
    };
    const dutch = await send(planner, 'POST', SCHEDULES, body, 'nl');
    expect(dutch.status).toBe(422);
    expect(exactly(ErrorBodySchema, dutch).code).toBe('validation_failed');
    expect(errorsOf(dutch)).toEqual({
      locationId: ['Het veld locatie is verplicht.'],
      operationIds: ['Het veld verrichtingen is verplicht.'],
      blocks: ['Elk blok moet na zijn begintijd eindigen.'],
      repeat: ['Herhaal om de 2 tot 8 weken.'],
      validUntil: ['De einddatum moet na de begindatum liggen.'],
    });
    const english = await send(planner, 'POST', SCHEDULES, { ...body, userId: undefined, blocks: [] }, 'en');
    expect(errorsOf(english)).toMatchObject({
      userId: ['The person field is required.'],
      blocks: ['Add at least one block of time.'],
      repeat: ['Repeat every 2 to 8 weeks.'],
    });
    const overlapping = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, {
        blocks: [
          { weekday: 6, start: '09:00', end: '12:00' },
          { weekday: 6, start: '11:00', end: '13:00' },
        ],
        validFrom: '2026-02-30',
      }),
      'en',
    );
    expect(errorsOf(overlapping)).toEqual({
      blocks: ['Two blocks on the same day overlap.'],
      validFrom: ['Enter a valid date (YYYY-MM-DD).'],
    });
    const employee = userNamed('employee');
    expect(errorsOf(await send(planner, 'POST', SCHEDULES, newSchedule(planner, employee.id)))).toEqual({
      userId: ['Deze gebruiker heeft geen agenda.'],
    });
    expect(stateOf(planner).auditLog).toEqual([]);
  });

  it('refuses a schedule that overlaps another of the same person, naming the first date they clash', async () => {
    const planner = await signedIn('planner');
    const clash = newSchedule(planner, doctor.id, {
      locationId: LOCATION_IDS.nijmegen,
      blocks: [{ weekday: 2, start: '10:00', end: '11:00' }],
      validFrom: '2026-03-10',
    });
    const dutch = await send(planner, 'POST', SCHEDULES, clash, 'nl');
    expect(errorsOf(dutch)).toEqual({
      blocks: [
        'Dit rooster overlapt op 10 maart 2026 met een ander rooster van deze persoon (Arbo Agenda Utrecht).',
      ],
    });
    expect(exactly(ErrorBodySchema, dutch).message).toBe(errorsOf(dutch)['blocks']?.[0]);
    const english = await send(planner, 'POST', SCHEDULES, clash, 'en');
    expect(errorsOf(english)['blocks']).toEqual([
      'This schedule overlaps on 10 March 2026 with another schedule of this person (Arbo Agenda Utrecht).',
    ]);
    // Fridays every week meet the even-week Fridays in Amersfoort first on the next even week's Friday.
    const fridays = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, {
        locationId: LOCATION_IDS.nijmegen,
        blocks: [{ weekday: 5, start: '12:00', end: '14:00' }],
        validFrom: '2026-03-09',
      }),
    );
    expect(errorsOf(fridays)['blocks']?.[0]).toContain('op 20 maart 2026');
    // Touching is no overlap, and another person's hours are no clash.
    const after = newSchedule(planner, doctor.id, {
      locationId: LOCATION_IDS.nijmegen,
      blocks: [{ weekday: 5, start: '13:00', end: '15:00' }],
      validFrom: '2026-03-09',
    });
    expect((await send(planner, 'POST', SCHEDULES, after)).status).toBe(201);
    expect(
      (await send(planner, 'POST', SCHEDULES, { ...clash, userId: userNamed('planner').id })).status,
    ).toBe(201);
  });

  it('refuses operations the location does not offer, and days the location is not active', async () => {
    // An administrator opens Zwolle for part of the year; then the planner, on the same backend, plans.
    const planner = await signedIn('admin');
    const zwolle = exactly(
      LocationAnswerSchema,
      await send(
        planner,
        'POST',
        LOCATIONS,
        newLocation({ activeFrom: '2026-04-01', activeUntil: '2026-12-31' }),
      ),
    ).data;
    await send(planner, 'PATCH', `${LOCATIONS}/${zwolle.id}/operations?validateOnly=false`, {
      operationIds: [operationCoded(planner, 'SPR-BA')],
    });
    await planner.signIn('planner');
    const offered = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, {
        locationId: LOCATION_IDS.amersfoort,
        operationIds: [
          operationCoded(planner, 'SPR-BA'),
          operationCoded(planner, 'LONGF'),
          operationCoded(planner, 'VACC-HEPB'),
        ],
      }),
    );
    expect(errorsOf(offered)).toEqual({
      operationIds: [
        'De locatie biedt deze verrichtingen niet aan: Longfunctieonderzoek, Vaccinatie hepatitis B.',
      ],
    });
    const unknown = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, { operationIds: ['nope'], locationId: 'nope' }),
    );
    expect(errorsOf(unknown)).toEqual({
      locationId: ['Deze locatie bestaat niet.'],
      operationIds: ['Een of meer verrichtingen bestaan niet.'],
    });
    const outside = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, { locationId: zwolle.id, validFrom: '2026-03-07', validUntil: null }),
    );
    expect(errorsOf(outside)).toEqual({
      validFrom: ['De locatie is pas actief vanaf 1 april 2026.'],
      validUntil: ['De locatie is actief tot en met 31 december 2026; het rooster moet dan geëindigd zijn.'],
    });
    const within = newSchedule(planner, doctor.id, {
      locationId: zwolle.id,
      validFrom: '2026-04-04',
      validUntil: '2026-12-31',
    });
    expect((await send(planner, 'POST', SCHEDULES, within)).status).toBe(201);
  });

  it('deletes a schedule softly and restores it; a deleted one takes no changes, a clashing one no restore', async () => {
    const planner = await signedIn('planner');
    const amersfoort = seeded(planner, doctor.id, LOCATION_IDS.amersfoort);
    const path = `${SCHEDULES}/${amersfoort.id}`;
    const deleted = await send(planner, 'DELETE', path);
    expect([deleted.status, deleted.json]).toEqual([204, null]);
    expect(exactly(ScheduleAnswerSchema, await planner.get(path)).data).toMatchObject({
      deleted: true,
      deletedAt: '2026-03-02T08:00:00.000Z',
    });
    const entries = stateOf(planner).auditLog.length;
    expect((await send(planner, 'DELETE', path)).status).toBe(204);
    expect(stateOf(planner).auditLog).toHaveLength(entries);
    expect(stateOf(planner).auditLog.at(-1)).toMatchObject({
      action: 'deleted',
      changes: [{ field: 'deletedAt', from: null, to: '2026-03-02T08:00:00.000Z' }],
    });
    const changed = await send(planner, 'POST', SCHEDULES, {
      ...newSchedule(planner, doctor.id),
      id: amersfoort.id,
    });
    expect([changed.status, exactly(ErrorBodySchema, changed).code]).toEqual([409, 'schedule_deleted']);
    const exception = await send(planner, 'POST', `${path}/time-constraints`, {
      date: '2026-03-13',
      kind: 'day-off',
    });
    expect(exception.status).toBe(409);

    // Its Friday mornings are free now, and someone takes them; the restore is then refused.
    const nijmegen = await send(
      planner,
      'POST',
      SCHEDULES,
      newSchedule(planner, doctor.id, {
        locationId: LOCATION_IDS.nijmegen,
        blocks: [{ weekday: 5, start: '09:00', end: '12:00' }],
        validFrom: '2026-03-09',
      }),
    );
    expect(nijmegen.status).toBe(201);
    const refused = await send(planner, 'PUT', `${path}/restore`, undefined, 'en');
    expect(errorsOf(refused)).toEqual({
      blocks: [
        'This schedule overlaps on 20 March 2026 with another schedule of this person (Arbo Agenda Nijmegen).',
      ],
    });
    const taken = exactly(ScheduleAnswerSchema, nijmegen).data;
    expect((await send(planner, 'DELETE', `${SCHEDULES}/${taken.id}`)).status).toBe(204);
    const restored = await send(planner, 'PUT', `${path}/restore`);
    expect(exactly(ScheduleAnswerSchema, restored).data).toMatchObject({ deleted: false, deletedAt: null });
    expect(stateOf(planner).auditLog.at(-1)).toMatchObject({
      entityId: amersfoort.id,
      action: 'updated',
      changes: [{ field: 'deletedAt', from: '2026-03-02T08:00:00.000Z', to: null }],
    });
    // Restoring what is not deleted changes nothing.
    expect((await send(planner, 'PUT', `${path}/restore`)).status).toBe(200);
    expect((await send(planner, 'PUT', `${SCHEDULES}/nope/restore`)).status).toBe(404);
  });

  it('adds exceptions on dates the schedule runs, and removes one by its id and date', async () => {
    const planner = await signedIn('planner');
    const utrecht = seeded(planner, doctor.id, LOCATION_IDS.utrecht);
    const path = `${SCHEDULES}/${utrecht.id}/time-constraints`;
    const dayOff = await send(planner, 'POST', path, {
      date: '2026-03-18',
      kind: 'day-off',
      start: '09:00',
      end: '10:00',
    });
    expect(dayOff.status).toBe(201);
    const made = exactly(TimeConstraintAnswerSchema, dayOff).data;
    expect(made).toMatchObject({
      scheduleId: utrecht.id,
      date: '2026-03-18',
      kind: 'day-off',
      start: null,
      end: null,
    });
    const shorter = await send(planner, 'POST', path, {
      date: '2026-03-17',
      kind: 'shorter',
      start: '08:30',
      end: '10:00',
    });
    expect(exactly(TimeConstraintAnswerSchema, shorter).data).toMatchObject({ start: '08:30', end: '10:00' });
    const listed = exactly(ScheduleAnswerSchema, await planner.get(`${SCHEDULES}/${utrecht.id}`)).data;
    expect(listed.timeConstraints.map((constraint) => constraint.date)).toEqual([
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
      '2026-03-17',
      '2026-03-18',
    ]);

    const refusals = [
      [
        { date: '2026-03-21', kind: 'shorter', start: '09:00', end: '10:00' },
        { date: ['Het rooster heeft op deze datum geen uren.'] },
      ],
      [{ date: '2025-11-30', kind: 'day-off' }, { date: ['Het rooster geldt niet op deze datum.'] }],
      [
        { date: '2026-03-20', kind: 'extra', start: '10:00', end: '11:00' },
        { start: ['Dit extra blok overlapt met een ander rooster van deze persoon.'] },
      ],
      [
        { date: '2026-03-27', kind: 'extra', start: '11:00', end: '10:00' },
        { end: ['De eindtijd moet na de begintijd liggen.'] },
      ],
      [
        { kind: 'later', start: '9:00' },
        { date: ['Het veld datum is verplicht.'], kind: ['Het veld soort is niet geldig.'] },
      ],
      [
        { date: '2026-03-27', kind: 'extra', start: '9:00' },
        { start: ['Vul een tijd in als UU:MM.'], end: ['Het veld eindtijd is verplicht.'] },
      ],
    ] as const;
    for (const [body, errors] of refusals) {
      expect([body, errorsOf(await send(planner, 'POST', path, body))]).toEqual([body, errors]);
    }
    // An extra Friday afternoon in a week the Amersfoort mornings run is fine: it only touches them.
    expect(
      (await send(planner, 'POST', path, { date: '2026-03-20', kind: 'extra', start: '13:00', end: '15:00' }))
        .status,
    ).toBe(201);

    const remove = (query: string) => send(planner, 'DELETE', `${path}?${query}`);
    expect(errorsOf(await remove(''))).toEqual({
      timeConstraintUuid: ['Het veld uitzondering is verplicht.'],
      selectedDate: ['Het veld gekozen datum is verplicht.'],
    });
    expect(errorsOf(await remove(`timeConstraintUuid=${made.id}&selectedDate=2026-03-19`))).toEqual({
      selectedDate: ['Deze uitzondering valt niet op deze datum.'],
    });
    expect((await remove(`timeConstraintUuid=nope&selectedDate=2026-03-18`)).status).toBe(404);
    const removed = await remove(`timeConstraintUuid=${made.id}&selectedDate=2026-03-18`);
    expect([removed.status, removed.json]).toEqual([204, null]);
    expect(stateOf(planner).timeConstraints.some((constraint) => constraint.id === made.id)).toBe(false);
    expect(stateOf(planner).auditLog.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['time_constraint', 'created'],
      ['time_constraint', 'created'],
      ['time_constraint', 'created'],
      ['time_constraint', 'deleted'],
    ]);
  });

  it('aggregates every agenda user’s schedules and the national holidays, by kind and period', async () => {
    const planner = await signedIn('planner');
    const holidays = exactly(
      AggregatedSchedulesSchema,
      await planner.get(`${SCHEDULES}/all?filter[schedulableType]=national_holiday&filter[year]=2026`),
    ).data;
    expect(holidays.map((entry) => entry.schedulableType === 'national_holiday' && entry.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-04-27',
      '2026-05-05',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
    const march = exactly(
      AggregatedSchedulesSchema,
      await planner.get(`${SCHEDULES}/all?filter[from]=2026-03-01&filter[until]=2026-03-31`),
    ).data;
    const schedules = march.filter((entry) => entry.schedulableType === 'agenda_user');
    const inForce = stateOf(planner).schedules.filter(
      (schedule) =>
        schedule.deletedAt === null && (schedule.validUntil === null || schedule.validUntil >= '2026-03-01'),
    );
    expect(schedules).toHaveLength(inForce.length);
    expect(march.filter((entry) => entry.schedulableType === 'national_holiday')).toEqual([]);
    const bad = await planner.get(
      `${SCHEDULES}/all?filter[schedulableType]=room&filter[year]=26&filter[from]=x`,
    );
    expect(Object.keys(errorsOf(bad)).sort()).toEqual([
      'filter[from]',
      'filter[schedulableType]',
      'filter[year]',
    ]);
    const both = await planner.get(`${SCHEDULES}/all?filter[year]=2026&filter[from]=2026-01-01`);
    expect(errorsOf(both)['filter[year]']).toEqual([
      'Gebruik filter[year] of filter[from] en filter[until], niet beide.',
    ]);
    // A professional sees the holidays, not everyone's schedules.
    const professional = await signedIn('casemanager');
    const own = exactly(
      AggregatedSchedulesSchema,
      await professional.get(`${SCHEDULES}/all?filter[year]=2027`),
    ).data;
    expect(own.every((entry) => entry.schedulableType === 'national_holiday')).toBe(true);
    expect(own).toHaveLength(11);
    expect((await professional.get(`${SCHEDULES}/all?filter[schedulableType]=agenda_user`)).status).toBe(403);
  });

  it('says which chosen operations a location does not offer', async () => {
    const planner = await signedIn('planner');
    const [consult, lung] = [operationCoded(planner, 'SPR-BA'), operationCoded(planner, 'LONGF')];
    const answer = exactly(
      OperationsValidationSchema,
      await planner.get(
        `${SCHEDULES}/operations/validate?filter[location]=${LOCATION_IDS.amersfoort}&filter[operations]=${consult},${lung},nope`,
      ),
    );
    expect(answer.data).toEqual({ locationId: LOCATION_IDS.amersfoort, notOffered: [lung, 'nope'] });
    const none = exactly(
      OperationsValidationSchema,
      await planner.get(
        `${SCHEDULES}/operations/validate?filter[location]=${LOCATION_IDS.utrecht}&filter[operations]=${lung}`,
      ),
    );
    expect(none.data.notOffered).toEqual([]);
    expect(errorsOf(await planner.get(`${SCHEDULES}/operations/validate`))).toEqual({
      'filter[location]': ['Dit veld is verplicht.'],
    });
    expect(errorsOf(await planner.get(`${SCHEDULES}/operations/validate?filter[location]=nope`))).toEqual({
      'filter[location]': ['Deze locatie bestaat niet.'],
    });
  });
});
