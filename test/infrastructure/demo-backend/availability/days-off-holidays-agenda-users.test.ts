import { describe, expect, it } from 'vitest';
import {
  AddedHolidaysSchema,
  AgendaUserAnswerSchema,
  AgendaUserPageSchema,
  AggregatedSchedulesSchema,
  NationalHolidayAnswerSchema,
  PersonalDayOffAnswerSchema,
  PersonalDayOffListSchema,
} from '../../../../src/infrastructure/availability/availability-schemas';
import { exactly, signedIn, userNamed } from '../case-client';
import { send } from '../locations/locations-client';
import {
  AGENDA_USERS,
  DAYS_OFF,
  errorsOf,
  HOLIDAYS,
  operationCoded,
  SCHEDULES,
  stateOf,
} from './availability-client';

const doctor = userNamed('doctor');

describe('personal days off', () => {
  it('lists a person’s days off by start, optionally those touching a period', async () => {
    const planner = await signedIn('planner');
    const casemanager = userNamed('casemanager');
    const all = exactly(
      PersonalDayOffListSchema,
      await planner.get(`${DAYS_OFF}?filter[user]=${casemanager.id}`),
    );
    expect(all.data).toEqual([
      {
        id: expect.any(String),
        userId: casemanager.id,
        startDate: '2026-03-23',
        startTime: '00:00',
        endDate: '2026-03-28',
        endTime: '00:00',
        reason: 'Vakantie',
      },
    ]);
    const touching = (from: string, until: string) =>
      planner.get(`${DAYS_OFF}?filter[user]=${casemanager.id}&filter[from]=${from}&filter[until]=${until}`);
    expect(exactly(PersonalDayOffListSchema, await touching('2026-03-27', '2026-04-30')).data).toHaveLength(
      1,
    );
    // It ends as the 28th begins: the 28th is not off.
    expect(exactly(PersonalDayOffListSchema, await touching('2026-03-28', '2026-04-30')).data).toHaveLength(
      0,
    );
    expect(exactly(PersonalDayOffListSchema, await touching('2026-03-01', '2026-03-22')).data).toHaveLength(
      0,
    );
    const one = exactly(PersonalDayOffAnswerSchema, await planner.get(`${DAYS_OFF}/${all.data[0]?.id}`));
    expect(one.data).toEqual(all.data[0]);
    expect((await planner.get(`${DAYS_OFF}/nope`)).status).toBe(404);
    expect(
      Object.keys(errorsOf(await planner.get(`${DAYS_OFF}?filter[user]=x&filter[from]=2026-13-01`))),
    ).toEqual(['filter[user]', 'filter[from]']);
  });

  it('adds, changes and removes one’s own day off, the end after the start, and logs each', async () => {
    const client = await signedIn('doctor');
    const body = {
      userId: doctor.id,
      startDate: '2026-04-14',
      startTime: '13:00',
      endDate: '2026-04-14',
      endTime: '17:00',
      reason: ' Huisarts ',
    };
    const created = await send(client, 'POST', DAYS_OFF, body);
    expect(created.status).toBe(201);
    const dayOff = exactly(PersonalDayOffAnswerSchema, created).data;
    expect(dayOff).toMatchObject({ ...body, reason: 'Huisarts' });
    const changed = exactly(
      PersonalDayOffAnswerSchema,
      await send(client, 'PATCH', `${DAYS_OFF}/${dayOff.id}`, { endDate: '2026-04-15', endTime: '00:00' }),
    ).data;
    expect(changed).toMatchObject({ startTime: '13:00', endDate: '2026-04-15', endTime: '00:00' });

    const refused = await send(client, 'PATCH', `${DAYS_OFF}/${dayOff.id}`, { endDate: '2026-04-13' }, 'nl');
    expect(errorsOf(refused)).toEqual({ endDate: ['De einddatum moet na de begindatum liggen.'] });
    const sameDay = await send(
      client,
      'POST',
      DAYS_OFF,
      { ...body, endTime: '13:00', reason: 'x'.repeat(201) },
      'en',
    );
    expect(errorsOf(sameDay)).toEqual({
      endTime: ['The end time must be after the start time.'],
      reason: ['The reason may not be longer than 200 characters.'],
    });
    const empty = await send(client, 'POST', DAYS_OFF, { userId: doctor.id, startTime: '9:00' }, 'en');
    expect(errorsOf(empty)).toEqual({
      startDate: ['The start date field is required.'],
      startTime: ['Enter a time as HH:MM.'],
      endDate: ['The end date field is required.'],
      endTime: ['The end time field is required.'],
    });
    const moved = await send(client, 'PATCH', `${DAYS_OFF}/${dayOff.id}`, {
      userId: userNamed('casemanager').id,
    });
    expect(Object.keys(errorsOf(moved))).toEqual(['userId']);

    const deleted = await send(client, 'DELETE', `${DAYS_OFF}/${dayOff.id}`);
    expect([deleted.status, deleted.json]).toEqual([204, null]);
    expect((await client.get(`${DAYS_OFF}/${dayOff.id}`)).status).toBe(404);
    expect(stateOf(client).auditLog.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['personal_day_off', 'created'],
      ['personal_day_off', 'updated'],
      ['personal_day_off', 'deleted'],
    ]);
    expect(stateOf(client).auditLog[1]?.changes).toEqual([
      { field: 'endDate', from: '2026-04-14', to: '2026-04-15' },
      { field: 'endTime', from: '17:00', to: '00:00' },
    ]);
  });
});

describe('national holidays', () => {
  it('adds a year’s Dutch holidays in one call, and a second call adds none', async () => {
    const admin = await signedIn('admin');
    const first = await send(admin, 'POST', `${HOLIDAYS}/year`, { year: 2028 });
    expect(first.status).toBe(201);
    const added = exactly(AddedHolidaysSchema, first).data;
    expect(added.added).toBe(11);
    expect(added.holidays.map((holiday) => [holiday.date, holiday.kind, holiday.name])).toEqual([
      ['2028-01-01', 'new-year', 'Nieuwjaarsdag'],
      ['2028-04-14', 'good-friday', 'Goede Vrijdag'],
      ['2028-04-16', 'easter-sunday', 'Eerste paasdag'],
      ['2028-04-17', 'easter-monday', 'Tweede paasdag'],
      ['2028-04-27', 'kings-day', 'Koningsdag'],
      ['2028-05-05', 'liberation-day', 'Bevrijdingsdag'],
      ['2028-05-25', 'ascension-day', 'Hemelvaartsdag'],
      ['2028-06-04', 'whit-sunday', 'Eerste pinksterdag'],
      ['2028-06-05', 'whit-monday', 'Tweede pinksterdag'],
      ['2028-12-25', 'christmas-day', 'Eerste kerstdag'],
      ['2028-12-26', 'boxing-day', 'Tweede kerstdag'],
    ]);
    const again = await send(admin, 'POST', `${HOLIDAYS}/year`, { year: 2028 });
    expect([again.status, exactly(AddedHolidaysSchema, again).data.added]).toEqual([200, 0]);
    const read = exactly(
      AggregatedSchedulesSchema,
      await admin.get(`${SCHEDULES}/all?filter[schedulableType]=national_holiday&filter[year]=2028`),
    );
    expect(read.data).toHaveLength(11);
    expect(stateOf(admin).auditLog.filter((entry) => entry.entityType === 'national_holiday')).toHaveLength(
      11,
    );
    for (const year of [1949, 2201, '2028', 2028.5]) {
      expect(errorsOf(await send(admin, 'POST', `${HOLIDAYS}/year`, { year }))).toEqual({
        year: ['Het veld jaar moet tussen 1950 en 2200 liggen.'],
      });
    }
  });

  it('moves, renames and removes a single day; a moved one stays when the year is added again', async () => {
    const admin = await signedIn('admin');
    const liberation = stateOf(admin).nationalHolidays.find((holiday) => holiday.date === '2026-05-05');
    const path = `${HOLIDAYS}/${liberation?.id}`;
    const moved = exactly(
      NationalHolidayAnswerSchema,
      await send(admin, 'PATCH', path, { date: '2026-05-04', name: 'Bevrijdingsdag (verschoven)' }),
    ).data;
    expect(moved).toMatchObject({
      date: '2026-05-04',
      kind: 'liberation-day',
      name: 'Bevrijdingsdag (verschoven)',
    });
    expect(errorsOf(await send(admin, 'PATCH', path, { date: '2026-04-27', name: ' ' }, 'en'))).toEqual({
      date: ['There is already a holiday on 27 April 2026.'],
      name: ['The name field is required.'],
    });
    expect(
      exactly(AddedHolidaysSchema, await send(admin, 'POST', `${HOLIDAYS}/year`, { year: 2026 })).data.added,
    ).toBe(0);
    const whitMonday = stateOf(admin).nationalHolidays.find((holiday) => holiday.date === '2026-05-25');
    expect((await send(admin, 'DELETE', `${HOLIDAYS}/${whitMonday?.id}`)).status).toBe(204);
    expect((await send(admin, 'DELETE', `${HOLIDAYS}/${whitMonday?.id}`)).status).toBe(404);
    // Adding the year again brings back only the removed one.
    const readded = exactly(
      AddedHolidaysSchema,
      await send(admin, 'POST', `${HOLIDAYS}/year`, { year: 2026 }),
    ).data;
    expect(readded.added).toBe(1);
    expect(readded.holidays.find((holiday) => holiday.kind === 'liberation-day')?.date).toBe('2026-05-04');
    expect((await send(admin, 'PATCH', `${HOLIDAYS}/nope`, { name: 'x' })).status).toBe(404);
  });
});

describe('agenda users', () => {
  it('lists the people with an agenda, searches them, and keeps what they may not be booked for', async () => {
    const planner = await signedIn('planner');
    const list = exactly(AgendaUserPageSchema, await planner.get(AGENDA_USERS));
    expect(list.data.map((user) => user.displayName)).toEqual([
      'Anouk Verbeek',
      'Dr. Joost Bakker',
      'Dr. Marieke van Dam',
      'Dr. Pieter de Jong',
      'Dr. Yasmina El Haddad',
      'Esra Yilmaz',
      'Kevin van Leeuwen',
      'Lars Koppeling',
      'Linda Hoekstra',
      'Petra Planning',
      'Tom Dekker',
    ]);
    expect(list.meta).toEqual({ total: 11, page: 1, pageSize: 100 });
    const found = exactly(AgendaUserPageSchema, await planner.get(`${AGENDA_USERS}?filter[search]=yılmaz`));
    expect(found.data).toEqual([
      {
        id: userNamed('casemanager.yilmaz').id,
        displayName: 'Esra Yilmaz',
        isMedical: false,
        disallowedOperationIds: [operationCoded(planner, 'DRIE')],
      },
    ]);
    const one = exactly(AgendaUserAnswerSchema, await planner.get(`${AGENDA_USERS}/${doctor.id}`));
    expect(one.data).toMatchObject({
      displayName: 'Dr. Marieke van Dam',
      isMedical: true,
      disallowedOperationIds: [],
    });
    expect((await planner.get(`${AGENDA_USERS}/${userNamed('admin').id}`)).status).toBe(404);

    const audio = operationCoded(planner, 'AUDIO');
    const set = exactly(
      AgendaUserAnswerSchema,
      await send(planner, 'POST', `${AGENDA_USERS}/${doctor.id}`, { disallowedOperationIds: [audio, audio] }),
    );
    expect(set.data.disallowedOperationIds).toEqual([audio]);
    expect(stateOf(planner).auditLog.at(-1)).toMatchObject({
      entityType: 'agenda_user',
      entityId: doctor.id,
      changes: [{ field: 'disallowedOperationIds', from: [], to: [audio] }],
    });
    expect(
      errorsOf(
        await send(planner, 'POST', `${AGENDA_USERS}/${doctor.id}`, { disallowedOperationIds: ['x'] }),
      ),
    ).toEqual({
      disallowedOperationIds: ['Een of meer verrichtingen bestaan niet.'],
    });
    expect(errorsOf(await send(planner, 'POST', `${AGENDA_USERS}/${doctor.id}`, {}))).toEqual({
      disallowedOperationIds: ['Het veld uitgesloten verrichtingen is verplicht.'],
    });
  });
});
