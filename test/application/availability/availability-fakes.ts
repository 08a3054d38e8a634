import { Temporal } from 'temporal-polyfill';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import type { AgendaUserGateway } from '../../../src/application/availability/agenda-user-gateway';
import type {
  AgendaUserAvailabilityQuery,
  AvailabilityDay,
  AvailabilityGateway,
  AvailabilityPattern,
  AvailableAgendaUser,
  AvailableResource,
  AvailableRoom,
  PlaceAvailabilityQuery,
} from '../../../src/application/availability/availability-gateway';
import type {
  AddedHolidays,
  HolidayGateway,
  HolidayInput,
} from '../../../src/application/availability/holiday-gateway';
import type {
  PersonalDayOffInput,
  PersonalDaysOffGateway,
} from '../../../src/application/availability/personal-days-off-gateway';
import type {
  ScheduleGateway,
  ScheduleInput,
  ScheduleRecord,
  TimeConstraintInput,
} from '../../../src/application/availability/schedule-gateway';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { AppointmentStatus } from '../../../src/domain/agenda/appointment';
import type { AgendaUser } from '../../../src/domain/availability/agenda-user';
import type { PersonalDayOff, TimeConstraint } from '../../../src/domain/availability/availability';
import type { NationalHoliday } from '../../../src/domain/availability/national-holiday';
import type { Schedule } from '../../../src/domain/availability/schedule';
import { mondayOf } from '../../../src/domain/availability/schedule';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { FakeAgendaGateway } from '../agenda/agenda-fakes';
import { rejected } from '../locations/location-fakes';

export { offline, rejected } from '../locations/location-fakes';

type Answer<T> = Result<T, GatewayFailure>;

export const PERSON = 'user-13';
const time = (text: string) => Temporal.PlainTime.from(text);
const date = (text: string) => Temporal.PlainDate.from(text);

export const aSchedule = (changes: Partial<Schedule> = {}): Schedule => ({
  id: 'sch-1',
  userId: PERSON,
  locationId: 'loc-1',
  operationIds: ['op-1'],
  blocks: [{ weekday: 1, start: time('09:00'), end: time('17:00') }],
  repeat: { kind: 'every-week' },
  validFrom: date('2026-11-02'),
  validUntil: null,
  deleted: false,
  ...changes,
});

export const aRecord = (
  changes: Partial<Schedule> = {},
  more: Partial<Omit<ScheduleRecord, 'schedule'>> = {},
): ScheduleRecord => ({
  schedule: aSchedule(changes),
  timeConstraints: [],
  deletedAt: null,
  ...more,
});

export const anException = (changes: Partial<TimeConstraint> = {}): TimeConstraint => ({
  id: 'tc-1',
  scheduleId: 'sch-1',
  date: date('2026-11-23'),
  kind: 'day-off',
  start: null,
  end: null,
  ...changes,
});

export const aDayOff = (changes: Partial<PersonalDayOff> = {}): PersonalDayOff => ({
  id: 'off-1',
  userId: PERSON,
  start: Temporal.PlainDateTime.from('2026-12-14T00:00'),
  end: Temporal.PlainDateTime.from('2026-12-19T00:00'),
  reason: 'Vakantie',
  ...changes,
});

export const aHoliday = (changes: Partial<NationalHoliday> = {}): NationalHoliday => ({
  id: 'hol-1',
  date: date('2026-12-25'),
  kind: 'christmas-day',
  name: 'Eerste kerstdag',
  ...changes,
});

export const anAgendaUser = (changes: Partial<AgendaUser> = {}): AgendaUser => ({
  id: PERSON,
  displayName: 'Kevin van Leeuwen',
  isMedical: false,
  disallowedOperationIds: [],
  ...changes,
});

/** A pattern of `weeks` empty weeks from the Monday of `from`, with the days changed by `days`. */
export function aPattern(
  from: Temporal.PlainDate,
  weeks = 4,
  days: Readonly<Record<string, Partial<AvailabilityDay>>> = {},
): AvailabilityPattern {
  const monday = mondayOf(from);
  return {
    userId: PERSON,
    from: monday,
    until: monday.add({ days: weeks * 7 - 1 }),
    days: Array.from({ length: weeks * 7 }, (_, index) => {
      const day = monday.add({ days: index });
      return {
        date: day,
        planned: [],
        available: [],
        holiday: null,
        daysOff: [],
        timeConstraints: [],
        ...days[day.toString()],
      };
    }),
  };
}

/** An answer the test lets go of when it wants (to answer out of order). */
export class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  constructor() {
    this.promise = new Promise((resolve) => (this.resolve = resolve));
  }
}

/** Schedules in memory; calls are recorded, answers can be replaced or held. */
export class FakeScheduleGateway implements ScheduleGateway {
  readonly calls: string[] = [];
  records: ScheduleRecord[] = [aRecord()];
  readonly inputs: ScheduleInput[] = [];
  readonly constraintInputs: TimeConstraintInput[] = [];
  saveAnswer: Answer<ScheduleRecord> | null = null;
  deleteAnswer: Answer<void> = ok(undefined);
  restoreAnswer: Answer<ScheduleRecord> | null = null;
  constraintAnswer: Answer<TimeConstraint> | null = null;
  notOffered: readonly string[] = [];
  /** When set, the offer checks wait for the test, one deferred per call, in order. */
  heldChecks: Deferred<Answer<readonly string[]>>[] | null = null;

  async schedules(userId: string, options: { readonly withDeleted: boolean }) {
    this.calls.push(`schedules ${userId} ${options.withDeleted}`);
    return ok(this.records.filter((record) => record.schedule.userId === userId));
  }
  async schedule(id: string) {
    this.calls.push(`schedule ${id}`);
    const found = this.records.find((record) => record.schedule.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createSchedule(input: ScheduleInput) {
    this.calls.push('createSchedule');
    this.inputs.push(input);
    return this.saveAnswer ?? ok(aRecord({ ...input, id: 'sch-new' }));
  }
  async updateSchedule(id: string, input: ScheduleInput) {
    this.calls.push(`updateSchedule ${id}`);
    this.inputs.push(input);
    return this.saveAnswer ?? ok(aRecord({ ...input, id }));
  }
  async deleteSchedule(id: string) {
    this.calls.push(`deleteSchedule ${id}`);
    return this.deleteAnswer;
  }
  async restoreSchedule(id: string) {
    this.calls.push(`restoreSchedule ${id}`);
    const found = this.records.find((record) => record.schedule.id === id) ?? aRecord({ id });
    return this.restoreAnswer ?? ok({ ...found, deletedAt: null });
  }
  async aggregated() {
    this.calls.push('aggregated');
    return ok([]);
  }
  async operationsNotOffered(locationId: string, operationIds: readonly string[], signal?: AbortSignal) {
    this.calls.push(`validate ${locationId} ${operationIds.length}`);
    if (this.heldChecks) {
      const held = new Deferred<Answer<readonly string[]>>();
      this.heldChecks.push(held);
      const answer = await held.promise;
      return signal?.aborted ? fail<GatewayFailure>({ kind: 'aborted' }) : answer;
    }
    return ok(this.notOffered);
  }
  async addTimeConstraint(scheduleId: string, input: TimeConstraintInput) {
    this.calls.push(`addTimeConstraint ${scheduleId}`);
    this.constraintInputs.push(input);
    return this.constraintAnswer ?? ok(anException({ id: 'tc-new', scheduleId, ...input }));
  }
  async removeTimeConstraint(scheduleId: string, id: string, selectedDate: Temporal.PlainDate) {
    this.calls.push(`removeTimeConstraint ${scheduleId} ${id} ${selectedDate.toString()}`);
    return this.deleteAnswer;
  }
}

/** Availability patterns, answered at once or held per call so a test can answer out of order. */
export class FakeAvailabilityGateway implements AvailabilityGateway {
  readonly asked: Temporal.PlainDate[] = [];
  held: Deferred<Answer<AvailabilityPattern>>[] | null = null;
  days: Readonly<Record<string, Partial<AvailabilityDay>>> = {};

  async pattern(
    _userId: string,
    date: Temporal.PlainDate,
    options: { readonly weeks: number },
    signal?: AbortSignal,
  ) {
    this.asked.push(date);
    if (this.held) {
      const held = new Deferred<Answer<AvailabilityPattern>>();
      this.held.push(held);
      const answer = await held.promise;
      return signal?.aborted ? fail<GatewayFailure>({ kind: 'aborted' }) : answer;
    }
    return ok(aPattern(date, options.weeks, this.days));
  }
  /** Who and what is free, as the free-time answers give them; the questions asked, in order. */
  freeUsers: readonly AvailableAgendaUser[] = [];
  freeRooms: readonly AvailableRoom[] = [];
  freeResources: readonly AvailableResource[] = [];
  freeAnswer: Answer<never> | null = null;
  readonly freeAsked: string[] = [];
  async agendaUsers(query: AgendaUserAvailabilityQuery) {
    this.freeAsked.push(`users ${query.userIds.join(',')} ${query.period.start.toPlainDate().toString()}`);
    return this.freeAnswer ?? ok(this.freeUsers);
  }
  async rooms(query: PlaceAvailabilityQuery) {
    this.freeAsked.push(`rooms ${query.locationId ?? '-'}`);
    return this.freeAnswer ?? ok(this.freeRooms);
  }
  async resources(query: PlaceAvailabilityQuery) {
    this.freeAsked.push(`resources ${query.locationId ?? '-'}`);
    return this.freeAnswer ?? ok(this.freeResources);
  }
}

export class FakeHolidayGateway implements HolidayGateway {
  readonly calls: string[] = [];
  byYear: Record<number, NationalHoliday[]> = { 2026: [aHoliday()] };
  addAnswer: Answer<AddedHolidays> | null = null;
  updateAnswer: Answer<NationalHoliday> | null = null;
  held: Deferred<Answer<readonly NationalHoliday[]>>[] | null = null;

  async holidays(year: number, signal?: AbortSignal) {
    this.calls.push(`holidays ${year}`);
    if (this.held) {
      const held = new Deferred<Answer<readonly NationalHoliday[]>>();
      this.held.push(held);
      const answer = await held.promise;
      return signal?.aborted ? fail<GatewayFailure>({ kind: 'aborted' }) : answer;
    }
    return ok(this.byYear[year] ?? []);
  }
  async addYear(year: number) {
    this.calls.push(`addYear ${year}`);
    return this.addAnswer ?? ok({ added: 0, holidays: this.byYear[year] ?? [] });
  }
  async updateHoliday(id: string, input: HolidayInput) {
    this.calls.push(`updateHoliday ${id}`);
    return this.updateAnswer ?? ok(aHoliday({ id, ...input }));
  }
  async deleteHoliday(id: string) {
    this.calls.push(`deleteHoliday ${id}`);
    return ok(undefined);
  }
}

export class FakePersonalDaysOffGateway implements PersonalDaysOffGateway {
  readonly calls: string[] = [];
  readonly inputs: PersonalDayOffInput[] = [];
  list: PersonalDayOff[] = [aDayOff()];
  saveAnswer: Answer<PersonalDayOff> | null = null;

  async daysOff(userId: string) {
    this.calls.push(`daysOff ${userId}`);
    return ok(this.list.filter((dayOff) => dayOff.userId === userId));
  }
  async dayOff(id: string) {
    this.calls.push(`dayOff ${id}`);
    const found = this.list.find((dayOff) => dayOff.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async createDayOff(input: PersonalDayOffInput) {
    this.calls.push('createDayOff');
    this.inputs.push(input);
    return this.saveAnswer ?? ok(aDayOff({ id: 'off-new', ...input }));
  }
  async updateDayOff(id: string, input: PersonalDayOffInput) {
    this.calls.push(`updateDayOff ${id}`);
    this.inputs.push(input);
    return this.saveAnswer ?? ok(aDayOff({ id, ...input }));
  }
  async deleteDayOff(id: string) {
    this.calls.push(`deleteDayOff ${id}`);
    return ok(undefined);
  }
}

export class FakeAgendaUserGateway implements AgendaUserGateway {
  readonly calls: string[] = [];
  users: AgendaUser[] = [anAgendaUser()];
  saveAnswer: Answer<AgendaUser> | null = null;

  async agendaUsers(search: string) {
    this.calls.push(`agendaUsers ${search}`);
    return ok(this.users);
  }
  async agendaUser(id: string) {
    this.calls.push(`agendaUser ${id}`);
    const found = this.users.find((user) => user.id === id);
    return found ? ok(found) : fail(rejected(404, 'Niet gevonden.'));
  }
  async setDisallowedOperations(id: string, operationIds: readonly string[]) {
    this.calls.push(`setDisallowedOperations ${id} ${operationIds.join(',')}`);
    return this.saveAnswer ?? ok(anAgendaUser({ id, disallowedOperationIds: operationIds }));
  }
}

/**
 * The agenda as a cancellation from a day off meets it: every status move recorded with whether the
 * employee is to be told, and a refusal for the appointments the test names.
 */
export class CancellingAgenda extends FakeAgendaGateway {
  readonly moves: { id: string; status: AppointmentStatus; email: boolean }[] = [];
  readonly refusals = new Map<string, GatewayFailure>();

  override changeStatus(
    id: string,
    status: AppointmentStatus,
    version?: number,
    email = false,
  ): Promise<Answer<Appointment>> {
    this.moves.push({ id, status, email });
    const refusal = this.refusals.get(id);
    return refusal ? Promise.resolve(fail(refusal)) : super.changeStatus(id, status);
  }
}
