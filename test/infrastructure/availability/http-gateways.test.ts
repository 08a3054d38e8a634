import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '../../../src/application/availability/schedule-gateway';
import { zonedBlock } from '../../../src/domain/availability/availability';
import { ZonedSlot } from '../../../src/domain/shared/zoned-slot';
import { HttpAgendaUserGateway } from '../../../src/infrastructure/availability/http-agenda-user-gateway';
import { HttpAvailabilityGateway } from '../../../src/infrastructure/availability/http-availability-gateway';
import { HttpHolidayGateway } from '../../../src/infrastructure/availability/http-holiday-gateway';
import { HttpPersonalDaysOffGateway } from '../../../src/infrastructure/availability/http-personal-days-off-gateway';
import { HttpScheduleGateway } from '../../../src/infrastructure/availability/http-schedule-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, USERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { LOCATION_IDS } from '../../../src/infrastructure/demo-backend/locations/locations-seed';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

/** A Monday morning in Amsterdam, the day the backend is seeded. */
const START = Date.parse('2026-03-02T08:00:00Z');

const userNamed = (username: string) => {
  const user = USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
};
const doctor = userNamed('doctor');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const signIn = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(signIn.ok).toBe(true);
  const operation = (code: string) => {
    const found = backend.store.state.operations.find((candidate) => candidate.code === code);
    if (!found) throw new Error(`no operation ${code}`);
    return found.id;
  };
  return {
    backend,
    notifier,
    operation,
    schedules: new HttpScheduleGateway(http),
    daysOff: new HttpPersonalDaysOffGateway(http),
    holidays: new HttpHolidayGateway(http),
    agendaUsers: new HttpAgendaUserGateway(http),
    availability: new HttpAvailabilityGateway(http),
  };
}

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};

const time = (text: string) => Temporal.PlainTime.from(text);
const date = (text: string) => Temporal.PlainDate.from(text);

const saturdays = (operationId: string, overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  userId: doctor.id,
  locationId: LOCATION_IDS.utrecht,
  operationIds: [operationId],
  blocks: [{ weekday: 6, start: time('09:00'), end: time('12:00') }],
  repeat: { kind: 'every-n-weeks', weeks: 2 },
  validFrom: date('2026-03-07'),
  validUntil: null,
  ...overrides,
});

describe('the schedule gateway against the demo backend', () => {
  it('reads a person’s schedules as domain values, with their exceptions', async () => {
    const { schedules } = await signedIn('planner');
    const records = valueOf(await schedules.schedules(doctor.id, { withDeleted: false }));
    expect(records.map((record) => record.schedule.repeat.kind)).toEqual([
      'every-week',
      'every-week',
      'even-weeks',
    ]);
    const utrecht = records[1]!;
    expect(utrecht.schedule.validFrom).toBeInstanceOf(Temporal.PlainDate);
    expect(utrecht.schedule.blocks[0]).toEqual({ weekday: 1, start: time('08:30'), end: time('12:30') });
    expect(
      utrecht.timeConstraints.map((constraint) => [constraint.kind, constraint.date.toString()]),
    ).toEqual([
      ['shorter', '2026-03-09'],
      ['day-off', '2026-03-11'],
      ['extra', '2026-03-13'],
    ]);
    expect(utrecht.deletedAt).toBeNull();
    expect(valueOf(await schedules.schedule(utrecht.schedule.id))).toEqual(utrecht);
    const casemanager = userNamed('casemanager');
    const withDeleted = valueOf(await schedules.schedules(casemanager.id, { withDeleted: true }));
    expect(withDeleted.find((record) => record.schedule.deleted)?.deletedAt).toBeInstanceOf(Temporal.Instant);
  });

  it('creates, updates, deletes and restores a schedule; a clash comes back quietly with its date', async () => {
    const { schedules, notifier, operation } = await signedIn('planner');
    const consult = operation('SPR-BA');
    const created = valueOf(await schedules.createSchedule(saturdays(consult)));
    expect(created.schedule.repeat).toEqual({ kind: 'every-n-weeks', weeks: 2 });
    const updated = valueOf(
      await schedules.updateSchedule(
        created.schedule.id,
        saturdays(consult, { validUntil: date('2026-12-31') }),
      ),
    );
    expect([updated.schedule.id, updated.schedule.validUntil?.toString()]).toEqual([
      created.schedule.id,
      '2026-12-31',
    ]);

    const clash = await schedules.createSchedule(
      saturdays(consult, {
        locationId: LOCATION_IDS.nijmegen,
        blocks: [{ weekday: 2, start: time('10:00'), end: time('11:00') }],
        repeat: { kind: 'every-week' },
        validFrom: date('2026-03-10'),
      }),
    );
    if (clash.ok || clash.error.kind !== 'rejected') throw new Error('expected a refusal');
    expect(clash.error).toMatchObject({ status: 422, code: 'validation_failed', told: false });
    expect(clash.error.fieldErrors['blocks']).toEqual([
      'Dit rooster overlapt op 10 maart 2026 met een ander rooster van deze persoon (Arbo Agenda Utrecht).',
    ]);

    expect(valueOf(await schedules.deleteSchedule(created.schedule.id))).toBeUndefined();
    const again = await schedules.updateSchedule(created.schedule.id, saturdays(consult));
    expect(!again.ok && again.error.kind === 'rejected' && [again.error.status, again.error.code]).toEqual([
      409,
      'schedule_deleted',
    ]);
    const restored = valueOf(await schedules.restoreSchedule(created.schedule.id));
    expect([restored.schedule.deleted, restored.deletedAt]).toEqual([false, null]);
    expect(notifier.notices).toEqual([]);
  });

  it('adds and removes an exception, aggregates, and says which operations a location lacks', async () => {
    const { schedules, operation } = await signedIn('planner');
    const [utrecht] = valueOf(await schedules.schedules(doctor.id, { withDeleted: false })).filter(
      (record) => record.schedule.locationId === LOCATION_IDS.utrecht,
    );
    const added = valueOf(
      await schedules.addTimeConstraint(utrecht!.schedule.id, {
        date: date('2026-03-16'),
        kind: 'shorter',
        start: time('13:00'),
        end: time('15:00'),
      }),
    );
    expect(added).toMatchObject({ kind: 'shorter', start: time('13:00'), end: time('15:00') });
    expect(added.date.toString()).toBe('2026-03-16');
    expect(
      valueOf(await schedules.removeTimeConstraint(utrecht!.schedule.id, added.id, date('2026-03-16'))),
    ).toBeUndefined();
    const wrongDay = await schedules.removeTimeConstraint(utrecht!.schedule.id, 'nope', date('2026-03-16'));
    expect(!wrongDay.ok && wrongDay.error.kind === 'rejected' && wrongDay.error.status).toBe(404);

    const entries = valueOf(
      await schedules.aggregated({
        type: null,
        period: { from: date('2026-04-01'), until: date('2026-04-30') },
      }),
    );
    const holidays = entries.flatMap((entry) => (entry.type === 'national_holiday' ? [entry.holiday] : []));
    expect(holidays.map((holiday) => holiday.kind)).toEqual([
      'good-friday',
      'easter-sunday',
      'easter-monday',
      'kings-day',
    ]);
    expect(
      entries.some((entry) => entry.type === 'agenda_user' && entry.record.schedule.userId === doctor.id),
    ).toBe(true);
    const lung = operation('LONGF');
    expect(
      valueOf(await schedules.operationsNotOffered(LOCATION_IDS.amersfoort, [operation('SPR-BA'), lung])),
    ).toEqual([lung]);
    expect(valueOf(await schedules.operationsNotOffered(LOCATION_IDS.utrecht, []))).toEqual([]);
  });

  it('answers an aborted read as aborted, telling nobody', async () => {
    const { schedules, availability, notifier } = await signedIn('planner');
    const controller = new AbortController();
    controller.abort();
    const answer = await schedules.schedules(doctor.id, { withDeleted: false }, controller.signal);
    expect(!answer.ok && answer.error.kind).toBe('aborted');
    const pattern = await availability.pattern(
      doctor.id,
      date('2026-03-02'),
      { weeks: 1, scheduleId: null },
      controller.signal,
    );
    expect(!pattern.ok && pattern.error.kind).toBe('aborted');
    expect(notifier.notices).toEqual([]);
  });
});

describe('the personal days off, holiday and agenda user gateways against the demo backend', () => {
  it('reads, adds, changes and removes a day off; an end before the start is refused quietly', async () => {
    const { daysOff, notifier } = await signedIn('planner');
    const casemanager = userNamed('casemanager');
    const listed = valueOf(
      await daysOff.daysOff(casemanager.id, { from: date('2026-03-01'), until: date('2026-03-31') }),
    );
    expect(listed.map((dayOff) => [dayOff.start.toString(), dayOff.end.toString(), dayOff.reason])).toEqual([
      ['2026-03-23T00:00:00', '2026-03-28T00:00:00', 'Vakantie'],
    ]);
    const input = {
      userId: doctor.id,
      start: Temporal.PlainDateTime.from('2026-05-11T09:00'),
      end: Temporal.PlainDateTime.from('2026-05-11T12:30'),
      reason: 'Rijexamen',
    };
    const created = valueOf(await daysOff.createDayOff(input));
    expect([created.start.equals(input.start), created.end.equals(input.end)]).toEqual([true, true]);
    const changed = valueOf(
      await daysOff.updateDayOff(created.id, {
        ...input,
        end: Temporal.PlainDateTime.from('2026-05-12T00:00'),
      }),
    );
    expect(changed.end.toString()).toBe('2026-05-12T00:00:00');
    expect(valueOf(await daysOff.dayOff(created.id))).toEqual(changed);
    const refused = await daysOff.updateDayOff(created.id, { ...input, end: input.start });
    if (refused.ok || refused.error.kind !== 'rejected') throw new Error('expected a refusal');
    expect(refused.error.fieldErrors).toEqual({ endTime: ['De eindtijd moet na de begintijd liggen.'] });
    expect(valueOf(await daysOff.deleteDayOff(created.id))).toBeUndefined();
    expect(notifier.notices).toEqual([]);
  });

  it('reads a year’s holidays, adds a year, moves and removes a day', async () => {
    const { holidays } = await signedIn('admin');
    const year = valueOf(await holidays.holidays(2026));
    expect(year).toHaveLength(11);
    expect(year[0]).toMatchObject({ kind: 'new-year', name: 'Nieuwjaarsdag' });
    expect(year[0]?.date.equals(date('2026-01-01'))).toBe(true);
    const added = valueOf(await holidays.addYear(2029));
    expect([added.added, added.holidays.length]).toEqual([11, 11]);
    expect(valueOf(await holidays.addYear(2029)).added).toBe(0);
    const kingsDay = added.holidays.find((holiday) => holiday.kind === 'kings-day')!;
    expect(kingsDay.date.toString()).toBe('2029-04-27');
    const moved = valueOf(
      await holidays.updateHoliday(kingsDay.id, { date: date('2029-04-28'), name: 'Koningsdag' }),
    );
    expect(moved.date.toString()).toBe('2029-04-28');
    expect(valueOf(await holidays.deleteHoliday(kingsDay.id))).toBeUndefined();
    expect(valueOf(await holidays.holidays(2029))).toHaveLength(10);
  });

  it('reads the agenda users and sets what one may not be booked for', async () => {
    const { agendaUsers, operation } = await signedIn('admin');
    const all = valueOf(await agendaUsers.agendaUsers(''));
    expect(all).toHaveLength(11);
    expect(valueOf(await agendaUsers.agendaUsers(' bakker ')).map((user) => user.displayName)).toEqual([
      'Dr. Joost Bakker',
    ]);
    const audio = operation('AUDIO');
    const set = valueOf(await agendaUsers.setDisallowedOperations(doctor.id, [audio]));
    expect(set).toEqual({
      id: doctor.id,
      displayName: 'Dr. Marieke van Dam',
      isMedical: true,
      disallowedOperationIds: [audio],
    });
    expect(valueOf(await agendaUsers.agendaUser(doctor.id))).toEqual(set);
  });
});

describe('the availability gateway against the demo backend', () => {
  it('gives a person’s pattern as wall-clock blocks whose moments follow the clock change', async () => {
    const { availability, schedules, operation } = await signedIn('planner');
    const planner = userNamed('planner');
    valueOf(
      await schedules.createSchedule(
        saturdays(operation('SPR-BA'), {
          userId: planner.id,
          blocks: [7, 1].map((weekday) => ({ weekday, start: time('09:00'), end: time('17:00') })),
          repeat: { kind: 'every-week' },
          validFrom: date('2026-03-02'),
        }),
      ),
    );
    const pattern = valueOf(
      await availability.pattern(planner.id, date('2026-03-25'), { weeks: 1, scheduleId: null }),
    );
    expect([pattern.from.toString(), pattern.until.toString(), pattern.days.length]).toEqual([
      '2026-03-23',
      '2026-03-29',
      7,
    ]);
    const sunday = pattern.days[6]!;
    expect(sunday.date.toString()).toBe('2026-03-29');
    const [block] = sunday.available;
    expect([block?.start.toString(), block?.end.toString()]).toEqual(['09:00:00', '17:00:00']);
    const zoned = zonedBlock(block!);
    expect([zoned.start.offset, zoned.start.hour, zoned.end.hour]).toEqual(['+02:00', 9, 17]);
    const doctorWeek = valueOf(
      await availability.pattern(doctor.id, date('2026-03-16'), { weeks: 1, scheduleId: null }),
    );
    const thursday = doctorWeek.days[3]!;
    expect(thursday.daysOff).toEqual([
      {
        dayOffId: expect.any(String),
        start: time('00:00'),
        end: null,
        reason: 'Nascholing arbeidsgeneeskunde',
      },
    ]);
    expect(thursday.planned).toHaveLength(2);
    expect(thursday.available).toEqual([]);
  });

  it('answers who, which rooms and which resources are free in a period, in Amsterdam time', async () => {
    const { availability } = await signedIn('planner');
    const period = valueOf(
      ZonedSlot.of(
        Temporal.ZonedDateTime.from('2026-03-03T00:00[Europe/Amsterdam]'),
        Temporal.ZonedDateTime.from('2026-03-04T00:00[Europe/Amsterdam]'),
      ),
    );
    const people = valueOf(
      await availability.agendaUsers({ period, locationId: null, operationId: null, userIds: [] }),
    );
    expect(people.length).toBeGreaterThan(3);
    const first = people[0]!.free[0]!;
    expect(first.start.timeZoneId).toBe('Europe/Amsterdam');
    expect(Temporal.ZonedDateTime.compare(first.start, first.end)).toBeLessThan(0);
    const rooms = valueOf(
      await availability.rooms({ period, locationId: LOCATION_IDS.nijmegen, resourceTypeId: null }),
    );
    // The room being rebuilt is not active.
    expect(rooms.map((room) => room.name)).not.toContain('Spreekkamer 3 (verbouwing)');
    expect(rooms.every((room) => room.locationId === LOCATION_IDS.nijmegen)).toBe(true);
    const resources = valueOf(
      await availability.resources({ period, locationId: LOCATION_IDS.utrecht, resourceTypeId: null }),
    );
    expect(resources).toHaveLength(7);
    const refused = await availability.agendaUsers({
      period,
      locationId: 'nope',
      operationId: null,
      userIds: [],
    });
    expect(!refused.ok && refused.error.kind === 'rejected' && refused.error.status).toBe(422);
  });
});
