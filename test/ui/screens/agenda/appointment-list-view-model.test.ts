import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../../src/application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../../../src/application/agenda/follow-agenda-changes';
import { ListAppointments } from '../../../../src/application/agenda/list-appointments';
import { periodOf } from '../../../../src/ui/screens/agenda/appointment-list-definition';
import { REFRESH_PAUSE_MS } from '../../../../src/ui/screens/agenda/live-changes';
import {
  agendaLinkOf,
  AppointmentListViewModel,
  EmployerAppointmentListViewModel,
} from '../../../../src/ui/screens/agenda/appointment-list-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import { fail } from '../../../../src/domain/shared/result';
import {
  aChangeBy,
  aColumn,
  anAppointment,
  FakeAgendaChangeFeed,
  FakeAgendaGateway,
  fakeOperations,
  rejected,
  WednesdayClock,
} from '../../../application/agenda/agenda-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const date = (text: string) => Temporal.PlainDate.from(text);

function setUp() {
  const gateway = new FakeAgendaGateway();
  const clock = new WednesdayClock();
  const notifier = new RecordingNotifier();
  const feed = new FakeAgendaChangeFeed();
  const scheduler = new FakeScheduler();
  const vm = new AppointmentListViewModel(
    new ListAppointments(gateway, fakeOperations([{ id: 'op-1', name: null, code: null }])),
    new ChangeAppointmentStatus(gateway, clock, notifier),
    clock,
    scheduler,
    new FollowAgendaChanges(feed, new FakeSessionStore()),
  );
  return { gateway, vm, notifier, feed, scheduler };
}

describe('the appointment list', () => {
  it('opens on this week, Monday to Sunday, with a clean address', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    expect(vm.filters.from?.toString()).toBe('2025-11-03');
    expect(vm.filters.until?.toString()).toBe('2025-11-09');
    expect(vm.list.searchParams).toBe('');
    expect(gateway.queries.at(-1)).toMatchObject({
      from: date('2025-11-03'),
      until: date('2025-11-09'),
      statuses: [],
      descending: false,
      page: { number: 1, size: 100 },
    });
  });

  it('is loading, never empty, until the answer is in; empty only when the answer holds nothing', async () => {
    const { gateway, vm } = setUp();
    gateway.rows = [];
    expect(vm.list.state).toBe('loading');
    vm.list.applySearchParams(new URLSearchParams(), 100);
    expect(vm.list.state).toBe('loading');
    await settle();
    expect(vm.list.state).toBe('empty');
  });

  it('reads its filters from the address and writes changes back', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(
      new URLSearchParams('from=2025-11-10&until=2025-11-14&professional=u-2&status=confirmed&sort=-start'),
      100,
    );
    await settle();
    expect(gateway.queries.at(-1)).toMatchObject({
      from: date('2025-11-10'),
      until: date('2025-11-14'),
      userId: 'u-2',
      statuses: ['confirmed'],
      descending: true,
    });
    vm.setLocation('loc-1');
    vm.setOperation('op-3');
    vm.setStatus('');
    vm.setProfessional('');
    expect(vm.list.searchParams).toBe(
      'from=2025-11-10&until=2025-11-14&location=loc-1&operation=op-3&sort=-start',
    );
    vm.list.toggleSort('start');
    expect(vm.list.searchParams).not.toContain('sort=');
  });

  it('falls back to the default for what it does not accept', async () => {
    const { vm } = setUp();
    vm.list.applySearchParams(
      new URLSearchParams('from=2025-02-30&status=lost&professional=%3Cscript%3E'),
      100,
    );
    await settle();
    expect(vm.filters).toMatchObject({ professional: null, status: null });
    expect(vm.filters.from?.toString()).toBe('2025-11-03');
  });

  it('asks for nothing while the end is before the start', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const asked = gateway.queries.length;
    vm.setUntil(date('2025-11-01'));
    await settle();
    expect(vm.periodInverted).toBe(true);
    expect(vm.list.state).toBe('empty');
    expect(gateway.queries).toHaveLength(asked);
  });

  it('offers the professionals and locations of the agendas', async () => {
    const { gateway, vm } = setUp();
    gateway.columnList = [
      aColumn(),
      aColumn({ id: 'room-1', kind: 'room', name: 'Kamer', locationIds: ['loc-1'], detail: 'Utrecht' }),
    ];
    const detach = vm.attach();
    await settle();
    expect(vm.professionals).toEqual([{ id: 'u-1', name: 'Dr. A. Bakker' }]);
    expect(vm.locations).toEqual([{ id: 'loc-1', name: 'Utrecht' }]);
    expect(vm.operations).toEqual([{ id: 'op-1', name: null, code: null }]);
    detach();
  });

  it('offers a past appointment its outcome and sets it completed in place', async () => {
    const { gateway, vm } = setUp();
    gateway.rows = [
      anAppointment({
        status: 'planned',
        start: Temporal.ZonedDateTime.from('2025-11-04T09:00:00+01:00[Europe/Amsterdam]'),
        end: Temporal.ZonedDateTime.from('2025-11-04T09:30:00+01:00[Europe/Amsterdam]'),
      }),
    ];
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const row = vm.list.rows[0]!;
    expect(vm.statusChoices(row)).toEqual(expect.arrayContaining(['completed', 'no_show']));
    expect(await vm.changeStatus(row, 'completed')).toBe(true);
    expect(vm.list.rows[0]?.status).toBe('completed');
  });

  it('a change that stops half-way shows the list as the back office has it', async () => {
    const { gateway, vm } = setUp();
    const noShow = anAppointment({ status: 'no_show' });
    gateway.rows = [noShow];
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const original = gateway.changeStatus.bind(gateway);
    gateway.changeStatus = (id, status) =>
      status === 'completed' ? Promise.resolve(fail(rejected(422, 'Nee.'))) : original(id, status);
    expect(await vm.changeStatus(vm.list.rows[0]!, 'completed')).toBe(false);
    await settle();
    expect(vm.list.rows[0]?.status).toBe('arrived');
  });

  it('changes a status in place', async () => {
    const { gateway, vm, notifier } = setUp();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const row = vm.list.rows[0]!;
    expect(vm.statusChoices(row)).toContain('arrived');
    expect(await vm.changeStatus(row, 'arrived')).toBe(true);
    expect(vm.list.rows[0]?.status).toBe('arrived');
    expect(gateway.calls).toEqual(['changeStatus a-1 arrived']);
    expect(notifier.notices.at(-1)?.type).toBe('success');
  });

  it('cancelling an appointment with an employee asks first whether to tell them, and tells them when ticked', async () => {
    const { gateway, vm, notifier } = setUp();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const row = vm.list.rows[0]!;
    expect(await vm.changeStatus(row, 'cancelled')).toBe(false);
    expect(vm.pendingCancel?.id).toBe('a-1');
    expect(gateway.calls).toEqual([]);
    expect(await vm.confirmCancel(true)).toBe(true);
    expect(vm.pendingCancel).toBeNull();
    expect(gateway.calls).toEqual(['changeStatus a-1 cancelled email']);
    expect(vm.list.rows[0]?.status).toBe('cancelled');
    expect(notifier.notices.at(-1)).toMatchObject({
      type: 'success',
      title: 'appointments.toasts.cancelledTold',
      values: { name: 'Jan Jansen' },
    });
  });

  it('a cancellation kept at the question changes nothing, and one without e-mail tells no one', async () => {
    const { gateway, vm } = setUp();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    await vm.changeStatus(vm.list.rows[0]!, 'cancelled');
    vm.keepAppointment();
    expect(vm.pendingCancel).toBeNull();
    expect(gateway.calls).toEqual([]);
    expect(vm.list.rows[0]?.status).toBe('planned');
    await vm.changeStatus(vm.list.rows[0]!, 'cancelled');
    await vm.confirmCancel(false);
    expect(gateway.calls).toEqual(['changeStatus a-1 cancelled']);
  });

  it('links an appointment to its day and professional in the agenda', () => {
    expect(agendaLinkOf(anAppointment())).toBe('/agenda?date=2025-11-05&view=day&columns=u-1');
  });
});

describe('the period', () => {
  const today = date('2025-11-05');
  it('fills an empty end or start with a week', () => {
    expect(periodOf({ from: date('2025-11-10'), until: null }, today)).toEqual({
      from: date('2025-11-10'),
      until: date('2025-11-16'),
    });
    expect(periodOf({ from: null, until: date('2025-11-16') }, today)).toEqual({
      from: date('2025-11-10'),
      until: date('2025-11-16'),
    });
  });

  it('is cut at a year', () => {
    expect(periodOf({ from: date('2025-01-01'), until: date('2027-01-01') }, today)?.until).toEqual(
      date('2026-01-01'),
    );
  });
});

describe('the employer’s appointment list', () => {
  it('keeps only the period and the status in the address', async () => {
    const gateway = new FakeAgendaGateway();
    const vm = new EmployerAppointmentListViewModel(
      new ListAppointments(gateway, fakeOperations()),
      new WednesdayClock(),
      new FakeScheduler(),
      new FollowAgendaChanges(new FakeAgendaChangeFeed(), new FakeSessionStore()),
    );
    vm.list.applySearchParams(new URLSearchParams('status=no_show&professional=u-1&from=2025-11-04'), 100);
    await settle();
    expect(gateway.queries.at(-1)).toMatchObject({
      from: date('2025-11-04'),
      until: date('2025-11-09'),
      userId: null,
      statuses: ['no_show'],
    });
    vm.setStatus('');
    expect(vm.list.searchParams).toBe('from=2025-11-04');
  });
});

describe('the appointment list, with other planners at work', () => {
  it('loads the page again when someone else changes an appointment of the period, and marks it', async () => {
    const { gateway, vm, feed, scheduler } = setUp();
    const detach = vm.attach();
    vm.list.applySearchParams(new URLSearchParams(), 100);
    await settle();
    const asked = gateway.queries.length;
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', anAppointment())] });
    expect(vm.live.markOf('a-1')).toEqual({ kind: 'moved', name: 'Anna de Vries' });
    scheduler.advance(REFRESH_PAUSE_MS);
    await settle();
    expect(gateway.queries.length).toBe(asked + 1);
    const later = anAppointment({ id: 'a-7' });
    feed.emit({
      type: 'changes',
      changes: [
        aChangeBy('Anna de Vries', {
          ...later,
          start: later.start.add({ weeks: 3 }),
          end: later.end.add({ weeks: 3 }),
        }),
      ],
    });
    scheduler.advance(REFRESH_PAUSE_MS);
    await settle();
    expect(gateway.queries.length).toBe(asked + 1);
    detach();
    expect(feed.listeners.size).toBe(0);
  });
});
