import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { availabilityOn } from '../../../../src/domain/availability/availability';
import type { Schedule } from '../../../../src/domain/availability/schedule';
import {
  AvailabilityPatternSchema,
  AvailableAgendaUsersSchema,
  AvailableResourcesSchema,
  AvailableRoomsSchema,
  ScheduleAnswerSchema,
} from '../../../../src/infrastructure/availability/availability-schemas';
import type {
  StoredDayOff,
  StoredSchedule,
  StoredTimeConstraint,
} from '../../../../src/infrastructure/demo-backend/availability/availability-state';
import { PROFESSIONALS } from '../../../../src/infrastructure/demo-backend/tasks/case-scope';
import {
  LOCATION_IDS,
  RESOURCE_TYPE_IDS,
} from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { exactly, signedIn, userNamed } from '../case-client';
import { send } from '../locations/locations-client';
import {
  AVAILABILITIES,
  errorsOf,
  newSchedule,
  operationCoded,
  patternsOf,
  SCHEDULES,
  stateOf,
} from './availability-client';

const time = (text: string) => Temporal.PlainTime.from(text);

// The demo backend's records as the domain's values, to hold the answers to the domain's computation.
const scheduleOf = (stored: StoredSchedule): Schedule => ({
  id: stored.id,
  userId: stored.userId,
  locationId: stored.locationId,
  operationIds: stored.operationIds,
  blocks: stored.blocks.map((block) => ({
    weekday: block.weekday,
    start: time(block.start),
    end: time(block.end),
  })),
  repeat:
    stored.repeat === 'every-n-weeks'
      ? { kind: stored.repeat, weeks: stored.repeatWeeks ?? 2 }
      : { kind: stored.repeat },
  validFrom: Temporal.PlainDate.from(stored.validFrom),
  validUntil: stored.validUntil === null ? null : Temporal.PlainDate.from(stored.validUntil),
  deleted: stored.deletedAt !== null,
});
const constraintOf = (stored: StoredTimeConstraint) => ({
  ...stored,
  date: Temporal.PlainDate.from(stored.date),
  start: stored.start === null ? null : time(stored.start),
  end: stored.end === null ? null : time(stored.end),
});
const dayOffOf = (stored: StoredDayOff) => ({
  ...stored,
  start: Temporal.PlainDateTime.from(`${stored.startDate}T${stored.startTime}`),
  end: Temporal.PlainDateTime.from(`${stored.endDate}T${stored.endTime}`),
});

type Answer = Awaited<ReturnType<Awaited<ReturnType<typeof signedIn>>['get']>>;
const stretchesOf = (answer: Answer) =>
  (answer.json as { data: { free: { start: string; end: string }[] }[] }).data.flatMap((entry) => entry.free);
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

describe('a person’s availability pattern', () => {
  it('is what the domain computes, for every professional over six weeks of the seed', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    for (const user of PROFESSIONALS) {
      const answer = exactly(
        AvailabilityPatternSchema,
        await planner.get(`${patternsOf(user.id)}?filter[date]=2026-03-04&filter[weeks]=6`),
      ).data;
      expect([answer.from, answer.until, answer.days.length]).toEqual(['2026-03-02', '2026-04-12', 42]);
      const sources = {
        schedules: state.schedules.filter((schedule) => schedule.userId === user.id).map(scheduleOf),
        constraints: state.timeConstraints.map(constraintOf),
        daysOff: state.personalDaysOff.filter((dayOff) => dayOff.userId === user.id).map(dayOffOf),
        holidays: state.nationalHolidays.map((holiday) => ({
          ...holiday,
          kind: null,
          date: Temporal.PlainDate.from(holiday.date),
        })),
      };
      for (const day of answer.days) {
        const expected = availabilityOn(Temporal.PlainDate.from(day.date), sources).map((block) => [
          block.scheduleId,
          block.start.toString({ smallestUnit: 'minute' }),
          block.end.toString({ smallestUnit: 'minute' }),
        ]);
        expect([
          user.username,
          day.date,
          day.available.map((block) => [block.scheduleId, block.start, block.end]),
        ]).toEqual([user.username, day.date, expected]);
      }
    }
  });

  it('shows what the schedules plan, and what an exception, a day off or a holiday takes out', async () => {
    const planner = await signedIn('planner');
    const doctor = userNamed('doctor');
    const days = exactly(
      AvailabilityPatternSchema,
      await planner.get(`${patternsOf(doctor.id)}?filter[date]=2026-03-09&filter[weeks]=2`),
    ).data.days;
    const on = (date: string) => days.find((day) => day.date === date);
    const spans = (blocks: readonly { start: string; end: string }[]) =>
      blocks.map((block) => `${block.start}-${block.end}`);
    // Monday: only the morning (a shorter day).
    expect(spans(on('2026-03-09')?.planned ?? [])).toEqual(['08:30-12:30', '13:00-17:00']);
    expect(spans(on('2026-03-09')?.available ?? [])).toEqual(['08:30-12:30']);
    expect(on('2026-03-09')?.timeConstraints.map((constraint) => constraint.kind)).toEqual(['shorter']);
    // Wednesday off; Friday an extra afternoon besides nothing planned (week 11 is odd: no Amersfoort).
    expect(on('2026-03-11')?.available).toEqual([]);
    expect(spans(on('2026-03-13')?.planned ?? [])).toEqual([]);
    expect(spans(on('2026-03-13')?.available ?? [])).toEqual(['13:00-16:00']);
    // Week 12 is even: Friday morning in Amersfoort; Thursday a whole day off.
    expect(on('2026-03-20')?.available.map((block) => block.locationId)).toEqual([LOCATION_IDS.amersfoort]);
    expect(on('2026-03-19')?.personalDaysOff).toEqual([
      { id: expect.any(String), start: '00:00', end: '24:00', reason: 'Nascholing arbeidsgeneeskunde' },
    ]);
    expect(on('2026-03-19')?.available).toEqual([]);
    expect(on('2026-03-19')?.planned).toHaveLength(2);

    const holidays = exactly(
      AvailabilityPatternSchema,
      await planner.get(`${patternsOf(doctor.id)}?filter[date]=2026-04-06&filter[weeks]=1`),
    ).data.days;
    expect(holidays[0]).toMatchObject({
      date: '2026-04-06',
      holiday: { kind: 'easter-monday' },
      available: [],
    });
    expect(holidays[0]?.planned).toHaveLength(2);
  });

  it('keeps wall-clock hours across the daylight-saving weekends, and gives each its real moment', async () => {
    const planner = await signedIn('planner');
    const me = userNamed('planner');
    const schedule = exactly(
      ScheduleAnswerSchema,
      await send(
        planner,
        'POST',
        SCHEDULES,
        newSchedule(planner, me.id, {
          blocks: [6, 7, 1].flatMap((weekday) => [
            { weekday, start: '09:00', end: '17:00' },
            ...(weekday === 7 ? [{ weekday, start: '01:30', end: '03:30' }] : []),
          ]),
          validFrom: '2026-03-02',
        }),
      ),
    ).data;
    const moments = async (date: string) =>
      exactly(
        AvailabilityPatternSchema,
        await planner.get(
          `${patternsOf(me.id)}?filter[date]=${date}&filter[weeks]=2&filter[schedule]=${schedule.id}`,
        ),
      ).data.days.flatMap((day) =>
        day.available.map((block) => [day.date, block.start, block.end, block.startsAt, block.endsAt]),
      );
    // Spring: the clocks go from 02:00 to 03:00 on Sunday 29 March; 01:30-03:30 lasts an hour.
    expect(
      (await moments('2026-03-23')).filter(([date]) => date! >= '2026-03-28' && date! <= '2026-03-30'),
    ).toEqual([
      ['2026-03-28', '09:00', '17:00', '2026-03-28T08:00:00Z', '2026-03-28T16:00:00Z'],
      ['2026-03-29', '01:30', '03:30', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'],
      ['2026-03-29', '09:00', '17:00', '2026-03-29T07:00:00Z', '2026-03-29T15:00:00Z'],
      ['2026-03-30', '09:00', '17:00', '2026-03-30T07:00:00Z', '2026-03-30T15:00:00Z'],
    ]);
    // Autumn: from 03:00 back to 02:00 on Sunday 25 October; 01:30-03:30 lasts three hours.
    expect(
      (await moments('2026-10-19')).filter(([date]) => date! >= '2026-10-24' && date! <= '2026-10-26'),
    ).toEqual([
      ['2026-10-24', '09:00', '17:00', '2026-10-24T07:00:00Z', '2026-10-24T15:00:00Z'],
      ['2026-10-25', '01:30', '03:30', '2026-10-24T23:30:00Z', '2026-10-25T02:30:00Z'],
      ['2026-10-25', '09:00', '17:00', '2026-10-25T08:00:00Z', '2026-10-25T16:00:00Z'],
      ['2026-10-26', '09:00', '17:00', '2026-10-26T08:00:00Z', '2026-10-26T16:00:00Z'],
    ]);
  });

  it('refuses a bad date, number of weeks or schedule, and an unknown person', async () => {
    const planner = await signedIn('planner');
    const doctor = userNamed('doctor');
    const other = stateOf(planner).schedules.find((schedule) => schedule.userId !== doctor.id);
    const bad = await planner.get(`${patternsOf(doctor.id)}?filter[weeks]=27&filter[schedule]=${other?.id}`);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['filter[date]', 'filter[schedule]', 'filter[weeks]']);
    expect(errorsOf(await planner.get(`${patternsOf(doctor.id)}?filter[date]=2026-02-29`))).toEqual({
      'filter[date]': ['Vul een geldige datum in (JJJJ-MM-DD).'],
    });
    expect((await planner.get(`${patternsOf('nope')}?filter[date]=2026-03-02`)).status).toBe(404);
  });
});

describe('who and what is free in a period', () => {
  const monday = 'filter[from]=2026-03-02T00:00:00%2B01:00&filter[until]=2026-03-03T00:00:00%2B01:00';

  it('answers the agenda users free within their availability and outside their appointments', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const answer = exactly(
      AvailableAgendaUsersSchema,
      await planner.get(`${AVAILABILITIES}/agenda-users?${monday}`),
    );
    const doctor = userNamed('doctor');
    const free = answer.data.find((user) => user.userId === doctor.id)?.free ?? [];
    expect(free.length).toBeGreaterThan(0);
    const busy = state.appointments
      .filter((appointment) => appointment.userId === doctor.id && appointment.status !== 'cancelled')
      .map((appointment) => ({ start: Date.parse(appointment.start), end: Date.parse(appointment.end) }));
    for (const stretch of free) {
      const span = { start: Date.parse(stretch.start), end: Date.parse(stretch.end) };
      expect(busy.some((appointment) => overlaps(appointment, span))).toBe(false);
      // Within 08:30-12:30 or 13:00-17:00 Amsterdam (07:30-11:30Z, 12:00-16:00Z in winter).
      const within = [
        ['2026-03-02T07:30:00Z', '2026-03-02T11:30:00Z'],
        ['2026-03-02T12:00:00Z', '2026-03-02T16:00:00Z'],
      ].some(([from, until]) => span.start >= Date.parse(from!) && span.end <= Date.parse(until!));
      expect(within).toBe(true);
      expect(stretch.locationId).toBe(LOCATION_IDS.utrecht);
    }
    // Nobody works on the Sunday.
    const sunday = 'filter[from]=2026-03-01T00:00:00Z&filter[until]=2026-03-01T22:00:00Z';
    expect(
      exactly(AvailableAgendaUsersSchema, await planner.get(`${AVAILABILITIES}/agenda-users?${sunday}`)).data,
    ).toEqual([]);
  });

  it('frees the time of a cancelled appointment', async () => {
    const planner = await signedIn('planner');
    const doctor = userNamed('doctor');
    const taken = stateOf(planner).appointments.find(
      (appointment) =>
        appointment.userId === doctor.id &&
        appointment.status === 'planned' &&
        appointment.start.startsWith('2026-03-02'),
    );
    if (!taken) throw new Error('the seed has no appointment of the doctor that Monday');
    const freeAt = async () =>
      (
        exactly(
          AvailableAgendaUsersSchema,
          await planner.get(`${AVAILABILITIES}/agenda-users?${monday}`),
        ).data.find((user) => user.userId === doctor.id)?.free ?? []
      ).some(
        (stretch) =>
          Date.parse(stretch.start) <= Date.parse(taken.start) &&
          Date.parse(stretch.end) >= Date.parse(taken.end),
      );
    expect(await freeAt()).toBe(false);
    const cancelled = await planner.patch('/api/external/v2/agenda/appointment/update-status', {
      uuid: taken.id,
      status: 'cancelled',
      email: false,
    });
    expect(cancelled.status).toBe(200);
    expect(await freeAt()).toBe(true);
  });

  it('narrows to a location, an operation (not for who may not be booked for it) and people', async () => {
    const planner = await signedIn('planner');
    const pmo = operationCoded(planner, 'PMO');
    const week = 'filter[from]=2026-03-02T00:00:00Z&filter[until]=2026-03-09T00:00:00Z';
    const withPmo = exactly(
      AvailableAgendaUsersSchema,
      await planner.get(`${AVAILABILITIES}/agenda-users?${week}&filter[operation]=${pmo}`),
    ).data.map((user) => user.userId);
    // De Jong may not be booked for it (his schedules leave it out too); case managers never do it.
    expect(withPmo).not.toContain(userNamed('bedrijfsarts.dejong').id);
    expect(withPmo).not.toContain(userNamed('casemanager').id);
    expect(withPmo).toContain(userNamed('doctor').id);
    const amersfoort = exactly(
      AvailableAgendaUsersSchema,
      await planner.get(`${AVAILABILITIES}/agenda-users?${week}&filter[location]=${LOCATION_IDS.amersfoort}`),
    ).data;
    expect(
      amersfoort.every((user) =>
        user.free.every((stretch) => stretch.locationId === LOCATION_IDS.amersfoort),
      ),
    ).toBe(true);
    const two = [userNamed('doctor').id, userNamed('casemanager').id];
    const chosen = exactly(
      AvailableAgendaUsersSchema,
      await planner.get(`${AVAILABILITIES}/agenda-users?${week}&filter[user]=${two.join(',')}`),
    ).data;
    expect(chosen.map((user) => user.displayName)).toEqual(['Dr. Marieke van Dam', 'Linda Hoekstra']);
  });

  it('answers the rooms and resources not in use, and refuses a bad period', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const rooms = await planner.get(
      `${AVAILABILITIES}/rooms?${monday}&filter[location]=${LOCATION_IDS.utrecht}`,
    );
    const roomList = exactly(AvailableRoomsSchema, rooms).data;
    expect(roomList.map((room) => room.name)).toEqual([
      'Onderzoeksruimte 0.04',
      'Onderzoeksruimte 0.05',
      'Spreekkamer 1.01',
      'Spreekkamer 1.02',
      'Spreekkamer 1.03',
      'Vergaderzaal 2.01',
    ]);
    for (const room of roomList) {
      const booked = state.appointments
        .filter((appointment) => appointment.status !== 'cancelled')
        .map((appointment) => [appointment.id, appointment] as const)
        .filter(([, placement]) => placement.roomId === room.roomId)
        .flatMap(([id]) => state.appointments.filter((appointment) => appointment.id === id))
        .map((appointment) => ({ start: Date.parse(appointment.start), end: Date.parse(appointment.end) }));
      for (const stretch of room.free)
        expect(
          booked.some((span) =>
            overlaps(span, { start: Date.parse(stretch.start), end: Date.parse(stretch.end) }),
          ),
        ).toBe(false);
    }
    expect(stretchesOf(rooms).length).toBeGreaterThanOrEqual(roomList.length);
    const audiometers = exactly(
      AvailableResourcesSchema,
      await planner.get(
        `${AVAILABILITIES}/resources?${monday}&filter[resourceType]=${RESOURCE_TYPE_IDS.audiometer}`,
      ),
    ).data;
    expect(audiometers.every((resource) => resource.resourceTypeId === RESOURCE_TYPE_IDS.audiometer)).toBe(
      true,
    );
    // The one in repair is not active.
    expect(audiometers.map((resource) => resource.name)).not.toContain('Audiometer reserve (in reparatie)');
    expect(audiometers).toHaveLength(5);

    const refusals = [
      ['', { 'filter[from]': ['Dit veld is verplicht.'], 'filter[until]': ['Dit veld is verplicht.'] }],
      [
        'filter[from]=2026-03-02T10:00&filter[until]=2026-03-02T09:00:00Z',
        { 'filter[from]': ['Vul een geldig tijdstip in, met tijdzone (ISO 8601).'] },
      ],
      [
        'filter[from]=2026-03-02T10:00:00Z&filter[until]=2026-03-02T09:00:00Z',
        { 'filter[until]': ['Het einde van de periode moet na het begin liggen.'] },
      ],
      [
        'filter[from]=2026-03-02T10:00:00Z&filter[until]=2026-04-03T10:00:00Z',
        { 'filter[until]': ['De periode mag hoogstens 31 dagen lang zijn.'] },
      ],
    ] as const;
    for (const [query, errors] of refusals) {
      expect([query, errorsOf(await planner.get(`${AVAILABILITIES}/rooms?${query}`))]).toEqual([
        query,
        errors,
      ]);
    }
  });
});
