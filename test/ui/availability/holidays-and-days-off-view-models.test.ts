import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../src/application/agenda/change-appointment-status';
import { AddHolidayYear } from '../../../src/application/availability/add-holiday-year';
import { CancelAppointmentsHit } from '../../../src/application/availability/cancel-appointments-hit';
import { DeleteHoliday } from '../../../src/application/availability/delete-holiday';
import { DeletePersonalDayOff } from '../../../src/application/availability/delete-personal-day-off';
import { FindAppointmentsHit } from '../../../src/application/availability/find-appointments-hit';
import { ListHolidays } from '../../../src/application/availability/list-holidays';
import { ListPersonalDaysOff } from '../../../src/application/availability/list-personal-days-off';
import { SaveHoliday } from '../../../src/application/availability/save-holiday';
import { SavePersonalDayOff } from '../../../src/application/availability/save-personal-day-off';
import { ShowAgendaUser } from '../../../src/application/availability/show-agenda-user';
import { dutchHolidays } from '../../../src/domain/shared/dutch-holidays';
import { ok } from '../../../src/domain/shared/result';
import { HolidaysViewModel } from '../../../src/ui/screens/availability/holidays-view-model';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import { PersonalDayOffFormViewModel } from '../../../src/ui/screens/availability/personal-day-off-form-view-model';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import {
  CancellingAgenda,
  FakeAgendaUserGateway,
  FakeHolidayGateway,
  FakePersonalDaysOffGateway,
  PERSON,
  aDayOff,
  aHoliday,
} from '../../application/availability/availability-fakes';
import { anAppointment, rejected } from '../../application/agenda/agenda-fakes';
import { sessionOf, settle } from './availability-vm-setup';

const date = (text: string) => Temporal.PlainDate.from(text);
const time = (text: string) => Temporal.PlainTime.from(text);

/** One of the person's half-hour appointments on Monday 14 December 2026, starting at `start`. */
const onMonday = (id: string, start: string, changes: Partial<Appointment> = {}) => {
  const from = Temporal.ZonedDateTime.from(`2026-12-14T${start}[Europe/Amsterdam]`);
  return anAppointment({ id, userId: PERSON, start: from, end: from.add({ minutes: 30 }), ...changes });
};

function holidays() {
  const gateway = new FakeHolidayGateway();
  const notifier = new RecordingNotifier();
  const vm = new HolidaysViewModel(
    new ListHolidays(gateway),
    new AddHolidayYear(gateway, notifier),
    new SaveHoliday(gateway, notifier),
    new DeleteHoliday(gateway, notifier),
    new FixedClock(),
  );
  return { gateway, vm };
}

describe('the national holidays screen', () => {
  it('counts what the year lacks of the domain’s Dutch holidays, and adds them in one action', async () => {
    const { gateway, vm } = holidays();
    vm.attach();
    await settle();
    expect(vm.year).toBe(2026);
    expect(vm.missing).toBe(10);
    const all = dutchHolidays(2026).map((holiday, index) =>
      aHoliday({ id: `h-${index}`, date: holiday.date, kind: holiday.kind, name: holiday.kind }),
    );
    gateway.addAnswer = ok({ added: 10, holidays: all });
    await vm.addYear();
    expect(vm.holidays).toHaveLength(11);
    expect(vm.missing).toBe(0);
  });

  it('shows the year chosen last, whatever order the answers come in', async () => {
    const { gateway, vm } = holidays();
    gateway.held = [];
    vm.attach();
    vm.nextYear();
    vm.nextYear();
    const [first, second, third] = gateway.held;
    third?.resolve(ok([aHoliday({ id: 'h-2028', date: date('2028-12-25') })]));
    await settle();
    first?.resolve(ok([aHoliday()]));
    second?.resolve(ok([aHoliday({ id: 'h-2027', date: date('2027-12-25') })]));
    await settle();
    expect(vm.year).toBe(2028);
    expect(vm.holidays.map((holiday) => holiday.id)).toEqual(['h-2028']);
  });

  it('takes a holiday moved into another year out of this year’s list', async () => {
    const { vm } = holidays();
    vm.attach();
    await settle();
    vm.edit(vm.holidays[0]!);
    vm.editor.setDate(date('2027-01-01'));
    await vm.editor.submit();
    expect(vm.editor.open).toBe(false);
    expect(vm.holidays).toEqual([]);
  });
});

function dayOffForm(dayOffId: string | null, list = [aDayOff()]) {
  const gateway = new FakePersonalDaysOffGateway();
  gateway.list = list;
  const agenda = new CancellingAgenda();
  agenda.rows = [];
  const navigator = new FakeNavigator();
  const notifier = new RecordingNotifier();
  const clock = new FixedClock();
  const vm = new PersonalDayOffFormViewModel(
    new ShowAgendaUser(new FakeAgendaUserGateway()),
    new ListPersonalDaysOff(gateway),
    new SavePersonalDayOff(gateway, notifier),
    new DeletePersonalDayOff(gateway, notifier),
    new FindAppointmentsHit(agenda, clock),
    new CancelAppointmentsHit(new ChangeAppointmentStatus(agenda, clock, notifier), notifier),
    sessionOf(),
    navigator,
    clock,
    PERSON,
    dayOffId,
  );
  return { gateway, navigator, notifier, vm, agenda };
}

describe('the personal day off form', () => {
  it('asks whole days by their last day, says at once when it lies before the first, and sends 00:00 after it', async () => {
    const { gateway, navigator, vm } = dayOffForm(null);
    vm.attach();
    await settle();
    vm.setStartDate(date('2026-12-14'));
    expect(vm.endDate).toEqual(date('2026-12-14'));
    vm.setEndDate(date('2026-12-13'));
    expect(vm.endBeforeStart).toBe(true);
    vm.setEndDate(date('2026-12-16'));
    expect(vm.endBeforeStart).toBe(false);
    await vm.submit();
    expect(gateway.inputs[0]?.end).toEqual(Temporal.PlainDateTime.from('2026-12-17T00:00'));
    expect(navigator.visited).toEqual([`/agenda/${PERSON}/personal-days-off`]);
  });

  it('opens a day off of whole days as whole days, and a part of a day with its times', async () => {
    const whole = dayOffForm('off-1');
    whole.vm.attach();
    await settle();
    expect(whole.vm.mode).toBe('whole');
    expect(whole.vm.endDate).toEqual(date('2026-12-18'));
    const part = dayOffForm('off-2', [
      aDayOff({
        id: 'off-2',
        start: Temporal.PlainDateTime.from('2026-12-02T13:00'),
        end: Temporal.PlainDateTime.from('2026-12-02T17:00'),
      }),
    ]);
    part.vm.attach();
    await settle();
    expect(part.vm.mode).toBe('part');
    expect([part.vm.startTime, part.vm.endTime]).toEqual([time('13:00'), time('17:00')]);
  });

  it('a day off over booked appointments lists them and saves only once the planner says so', async () => {
    const { gateway, navigator, vm, agenda } = dayOffForm(null);
    const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
    agenda.rows = [
      anAppointment({
        id: 'a-1',
        userId: PERSON,
        start: at('2026-12-14T09:00'),
        end: at('2026-12-14T09:30'),
      }),
      anAppointment({
        id: 'a-2',
        userId: PERSON,
        start: at('2026-12-14T14:00'),
        end: at('2026-12-14T14:30'),
        title: 'Afspraak (afgeschermd)',
      }),
      anAppointment({
        id: 'a-3',
        userId: PERSON,
        start: at('2026-12-15T09:00'),
        end: at('2026-12-15T09:30'),
      }),
    ];
    vm.attach();
    await settle();
    vm.setStartDate(date('2026-12-14'));
    await vm.submit();
    expect(vm.hits.state).toBe('asking');
    expect(vm.hits.hits.map((hit) => [hit.id, hit.title])).toEqual([
      ['a-1', 'Spreekuur bedrijfsarts'],
      ['a-2', 'Afspraak (afgeschermd)'],
    ]);
    expect(agenda.queries[0]).toMatchObject({ userId: PERSON, statuses: ['planned', 'confirmed'] });
    expect(gateway.inputs).toEqual([]);
    expect(navigator.visited).toEqual([]);
    await vm.saveAnyway();
    expect(gateway.inputs).toHaveLength(1);
    expect(navigator.visited).toEqual([`/agenda/${PERSON}/personal-days-off`]);
  });

  it('cancels the chosen appointments hit, telling their employees, and then saves the day off', async () => {
    const { gateway, navigator, notifier, vm, agenda } = dayOffForm(null);
    agenda.rows = [
      onMonday('a-1', '09:00'),
      onMonday('a-2', '11:00', {
        employee: { id: 'e-2', name: 'Sanne de Wit', employerName: 'Bakkerij De Gouden Korenaar' },
      }),
      onMonday('a-3', '14:00'),
    ];
    vm.attach();
    await settle();
    vm.setStartDate(date('2026-12-14'));
    await vm.submit();
    expect([...vm.hits.chosen]).toEqual(['a-1', 'a-2', 'a-3']);
    expect(vm.hits.email).toBe(true);
    // The planner keeps the afternoon's appointment.
    vm.hits.choose('a-3', false);
    await vm.cancelAndSave();
    expect(agenda.moves).toEqual([
      { id: 'a-1', status: 'cancelled', email: true },
      { id: 'a-2', status: 'cancelled', email: true },
    ]);
    expect(notifier.notices[0]).toEqual({
      type: 'success',
      title: 'availability.hits.done',
      values: { count: 2, mailed: 2 },
    });
    expect(gateway.inputs).toHaveLength(1);
    expect(navigator.visited).toEqual([`/agenda/${PERSON}/personal-days-off`]);
  });

  it('keeps the day off unsaved while an appointment could not be cancelled, with the server’s words', async () => {
    const { gateway, navigator, vm, agenda } = dayOffForm(null);
    agenda.rows = [onMonday('a-1', '09:00'), onMonday('a-2', '11:00')];
    agenda.refusals.set('a-2', rejected(409, 'Anna de Vries heeft deze afspraak zojuist gewijzigd.'));
    vm.attach();
    await settle();
    vm.setStartDate(date('2026-12-14'));
    await vm.submit();
    vm.hits.setEmail(false);
    await vm.cancelAndSave();
    expect(agenda.moves.map((move) => move.email)).toEqual([false, false]);
    expect(vm.hits.state).toBe('asking');
    expect(vm.hits.hits.map((hit) => hit.id)).toEqual(['a-2']);
    expect([...vm.hits.failures]).toEqual([['a-2', 'Anna de Vries heeft deze afspraak zojuist gewijzigd.']]);
    expect(vm.hits.done).toEqual({ cancelled: 1, mailed: new Set() });
    expect(gateway.inputs).toEqual([]);
    expect(navigator.visited).toEqual([]);
    // Tried again once the colleague is done, it goes through and the day off is saved.
    agenda.refusals.clear();
    await vm.cancelAndSave();
    expect(agenda.moves.map((move) => move.id)).toEqual(['a-1', 'a-2', 'a-2']);
    expect(gateway.inputs).toHaveLength(1);
  });

  it('changing the dates takes the question back, and a day off without appointments saves at once', async () => {
    const { gateway, vm, agenda } = dayOffForm(null);
    const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
    agenda.rows = [
      anAppointment({ userId: PERSON, start: at('2026-12-14T09:00'), end: at('2026-12-14T09:30') }),
    ];
    vm.attach();
    await settle();
    vm.setStartDate(date('2026-12-14'));
    await vm.submit();
    expect(vm.hits.asking).toBe(true);
    vm.setStartDate(date('2026-12-16'));
    expect(vm.hits.asking).toBe(false);
    await vm.submit();
    expect(gateway.inputs).toHaveLength(1);
  });

  it('asks before saving when the appointments could not be read', async () => {
    const { gateway, vm, agenda } = dayOffForm(null);
    agenda.appointments = () => Promise.resolve({ ok: false, error: { kind: 'unavailable' } } as never);
    vm.attach();
    await settle();
    await vm.submit();
    expect(vm.hits.state).toBe('unchecked');
    expect(gateway.inputs).toEqual([]);
  });

  it('says "not found" for a day off of someone else under this person’s address', async () => {
    const { vm } = dayOffForm('off-1', [aDayOff({ userId: 'someone-else' })]);
    vm.attach();
    await settle();
    expect(vm.load.state).toBe('not-found');
  });
});
