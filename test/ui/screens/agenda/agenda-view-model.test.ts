import { ReadAppointmentReminders } from '../../../../src/application/agenda/appointment-reminders';
import { Temporal } from 'temporal-polyfill';
import { FakeAvailabilityGateway } from '../../../application/availability/availability-fakes';
import { FixedClock } from '../../../support/task-fakes';
import { describe, expect, it } from 'vitest';
import type {
  AgendaContext,
  AgendaDay,
  AgendaPreferences,
} from '../../../../src/application/agenda/agenda-context';
import type { AppointmentInput, EditScope } from '../../../../src/application/agenda/agenda-gateway';
import { BookAppointment } from '../../../../src/application/agenda/book-appointment';
import { ChangeAppointmentStatus } from '../../../../src/application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../../../src/application/agenda/follow-agenda-changes';
import { DeleteAppointment } from '../../../../src/application/agenda/delete-appointment';
import { DeleteRecurringAppointment } from '../../../../src/application/agenda/delete-recurring-appointment';
import type { ExportAgendaCalendar } from '../../../../src/application/agenda/export-agenda-calendar';
import type { Result } from '../../../../src/domain/shared/result';
import { fail, ok } from '../../../../src/domain/shared/result';
import type { AppointmentPage } from '../../../../src/application/agenda/agenda-gateway';
import type { GatewayFailure } from '../../../../src/application/platform/gateway-failure';
import { AgendaViewModel } from '../../../../src/ui/screens/agenda/agenda-view-model';
import { MARK_MS, REFRESH_PAUSE_MS } from '../../../../src/ui/screens/agenda/live-changes';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { aUser } from '../../../support/user-mother';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import {
  aChangeBy,
  aColumn,
  anAppointment,
  FakeAgendaChangeFeed,
  FakeAgendaGateway,
  WednesdayClock,
} from '../../../application/agenda/agenda-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The agenda's surroundings: remembered preferences, teams and a person's hours, as the test sets them. */
class FakeContext {
  constructor(private readonly gateway: FakeAgendaGateway) {}
  columns = () => this.gateway.columns();
  /** While set, the appointments' answers wait until the test hands them over. */
  holding: ((answer: Result<AppointmentPage, GatewayFailure> | null) => void)[] | null = null;
  appointments: AgendaContext['appointments'] = (query) => {
    const holding = this.holding;
    if (!holding) return this.gateway.appointments(query);
    return new Promise((resolve) =>
      holding.push((answer) => resolve(answer ?? this.gateway.appointments(query))),
    );
  };
  employees: AgendaContext['employees'] = (search) => this.gateway.employees(search);
  preferred: AgendaPreferences = { columns: [], view: null };
  remembered: AgendaPreferences[] = [];
  days: AgendaDay[] = [];
  operations = () =>
    Promise.resolve(ok([{ id: 'op-1', name: { nl: 'Spreekuur', en: 'Consult' }, durationMinutes: 30 }]));
  hours = (userIds: readonly string[]) =>
    Promise.resolve(new Map(userIds.map((id) => [id, this.days] as const)));
  teams = () => Promise.resolve(ok([{ id: 't-1', name: 'Team Noord', memberIds: ['u-2', 'u-9'] }]));
  preferences = () => Promise.resolve(this.preferred);
  remember = (preferences: AgendaPreferences) => {
    this.remembered.push(preferences);
    return Promise.resolve();
  };
}

class MovingGateway extends FakeAgendaGateway {
  readonly updates: { id: string; input: AppointmentInput; scope: EditScope; email: boolean }[] = [];
  override update = (
    id: string,
    input: AppointmentInput,
    scope: EditScope,
    _version?: number,
    email = false,
  ) => {
    this.updates.push({ id, input, scope, email });
    const moved = anAppointment({
      id,
      userId: input.userId,
      start: input.date.toPlainDateTime(input.startTime).toZonedDateTime('Europe/Amsterdam'),
      end: input.date.toPlainDateTime(input.endTime).toZonedDateTime('Europe/Amsterdam'),
    });
    return Promise.resolve(ok({ appointment: moved, updated: 1, emailed: email }));
  };
}

function setUp() {
  const gateway = new MovingGateway();
  gateway.columnList = [
    aColumn({ id: 'u-1', name: 'Dr. A. Bakker' }),
    aColumn({ id: 'u-2', name: 'Dr. B. de Jong' }),
    aColumn({ id: 'room-1', kind: 'room', name: 'Spreekkamer 1', detail: 'Utrecht' }),
  ];
  gateway.rows = [
    anAppointment(),
    anAppointment({
      id: 'a-2',
      userId: 'u-2',
      roomId: null,
      start: Temporal.ZonedDateTime.from('2025-11-05T11:00:00+01:00[Europe/Amsterdam]'),
      end: Temporal.ZonedDateTime.from('2025-11-05T11:30:00+01:00[Europe/Amsterdam]'),
    }),
  ];
  const context = new FakeContext(gateway);
  const notifier = new RecordingNotifier();
  const scheduler = new FakeScheduler();
  const clock = new WednesdayClock();
  const feed = new FakeAgendaChangeFeed();
  const session = new FakeSessionStore();
  const vm = new AgendaViewModel(
    new BookAppointment(gateway, new FakeAvailabilityGateway(), new FixedClock(), notifier),
    context as unknown as AgendaContext,
    clock,
    notifier,
    scheduler,
    {} as ExportAgendaCalendar,
    session,
    new ChangeAppointmentStatus(gateway, clock, notifier),
    new DeleteAppointment(gateway, notifier),
    new DeleteRecurringAppointment(gateway, notifier),
    new FollowAgendaChanges(feed, session),
    new ReadAppointmentReminders(gateway),
  );
  return { gateway, context, notifier, scheduler, vm, feed, session };
}

async function opened(params = '') {
  const parts = setUp();
  parts.vm.applyAddress(new URLSearchParams(params));
  parts.vm.attach();
  await settle();
  await settle();
  return parts;
}

describe('the agenda', () => {
  it('opens on this week with a clean address and the first people', async () => {
    const { vm } = await opened();
    expect(vm.address).toBe('');
    expect(vm.days.map((day) => day.toString())).toEqual([
      '2025-11-03',
      '2025-11-04',
      '2025-11-05',
      '2025-11-06',
      '2025-11-07',
      '2025-11-08',
      '2025-11-09',
    ]);
    expect(vm.shownColumns.map((column) => column.id)).toEqual(['u-1', 'u-2']);
  });

  it('shows the remembered columns and view when the address names none, and the address wins when it does', async () => {
    const remembered = setUp();
    remembered.context.preferred = { columns: ['room-1'], view: 'day' };
    remembered.vm.applyAddress(new URLSearchParams());
    remembered.vm.attach();
    await settle();
    await settle();
    expect(remembered.vm.view).toBe('day');
    expect(remembered.vm.shownColumns.map((column) => column.id)).toEqual(['room-1']);
    remembered.vm.applyAddress(new URLSearchParams('view=workweek&columns=u-2'));
    expect(remembered.vm.view).toBe('workweek');
    expect(remembered.vm.shownColumns.map((column) => column.id)).toEqual(['u-2']);
  });

  it('on a phone opens as the list whatever view was remembered, and the address still wins', async () => {
    const phone = setUp();
    phone.context.preferred = { columns: ['room-1'], view: 'week' };
    phone.vm.openCompact();
    phone.vm.applyAddress(new URLSearchParams());
    phone.vm.attach();
    await settle();
    await settle();
    expect(phone.vm.view).toBe('list');
    expect(phone.vm.shownColumns.map((column) => column.id)).toEqual(['room-1']);
    phone.vm.applyAddress(new URLSearchParams('view=day'));
    expect(phone.vm.view).toBe('day');
  });

  it('remembers a change of columns once, a moment after the last change', async () => {
    const { vm, context, scheduler } = await opened();
    vm.toggleColumn('room-1');
    vm.toggleColumn('u-1');
    expect(context.remembered).toEqual([]);
    scheduler.advance(1000);
    expect(context.remembered).toEqual([{ columns: ['u-2', 'room-1'], view: 'week' }]);
  });

  it('a typed date moves the agenda once the typing stops, not at every whole date on the way', async () => {
    const { vm, scheduler, gateway } = await opened();
    const loads = gateway.queries.length;
    vm.typeDate(Temporal.PlainDate.from('2025-11-01'));
    vm.typeDate(Temporal.PlainDate.from('2025-12-01'));
    expect(vm.typedDate?.toString()).toBe('2025-12-01');
    expect(vm.date?.toString()).toBe('2025-11-05');
    scheduler.advance(1000);
    expect(vm.date?.toString()).toBe('2025-12-01');
    expect(vm.typedDate).toBeNull();
    expect(gateway.queries.length).toBe(loads + 1);
  });

  it('closing the agenda lets go of what was still waiting: a typed date, a change to remember and the open form', async () => {
    const parts = setUp();
    parts.vm.applyAddress(new URLSearchParams());
    const detach = parts.vm.attach();
    await settle();
    await settle();
    await parts.vm.create('u-2', '2025-11-06T14:00', '2025-11-06T14:30');
    parts.vm.typeDate(Temporal.PlainDate.from('2025-12-01'));
    parts.vm.toggleColumn('room-1');
    const loads = parts.gateway.queries.length;
    detach();
    expect(parts.scheduler.running).toBe(0);
    parts.scheduler.advance(1000);
    expect(parts.context.remembered).toEqual([]);
    expect(parts.gateway.queries.length).toBe(loads);
  });

  it('a team shows its members who have an agenda', async () => {
    const { vm } = await opened();
    vm.chooseTeam('t-1');
    expect(vm.shownColumns.map((column) => column.id)).toEqual(['u-2']);
  });

  it('shades outside the hours of the people whose hours are known and marks holidays and days off', async () => {
    const parts = setUp();
    parts.context.days = [
      {
        date: Temporal.PlainDate.from('2025-11-05'),
        available: [
          { start: Temporal.PlainTime.from('09:00'), end: Temporal.PlainTime.from('23:59:59.999') },
        ],
        holiday: null,
        daysOff: ['Tandarts'],
      },
    ];
    parts.vm.applyAddress(new URLSearchParams());
    parts.vm.attach();
    await settle();
    await settle();
    expect(parts.vm.hoursOf).toEqual(['u-1', 'u-2']);
    expect(parts.vm.gridAvailable).toContainEqual({
      columnId: 'u-1',
      day: '2025-11-05',
      start: '09:00',
      end: '24:00',
    });
    expect(parts.vm.gridMarks).toContainEqual({
      columnId: 'u-2',
      day: '2025-11-05',
      kind: 'dayOff',
      label: 'Tandarts',
    });
  });

  it('a move onto a booked person says the clash while dragging', async () => {
    const { vm } = await opened();
    expect(vm.clashOf('a-1:u-1', 'u-2', '2025-11-05T11:15', '2025-11-05T11:45')).toContain('11:00');
    expect(vm.clashOf('a-1:u-1', 'u-2', '2025-11-05T12:00', '2025-11-05T12:30')).toBeNull();
  });

  it('a drop onto a booked time is refused at once with what is in the way, and nothing is asked or sent', async () => {
    const { vm, gateway, notifier } = await opened();
    await vm.move('a-1:u-1', 'u-2', '2025-11-05T11:15:00', '2025-11-05T11:45:00');
    expect(vm.pendingMove).toBeNull();
    expect(gateway.updates).toEqual([]);
    expect(notifier.notices.at(-1)).toMatchObject({ type: 'error', title: 'agenda.notices.moveClashes' });
    expect(String(notifier.notices.at(-1)?.values?.['text'])).toContain('11:00');
  });

  it('a drop of an appointment with an employee asks whether to tell them, and saves nothing before the answer', async () => {
    const { vm, gateway, notifier } = await opened();
    await vm.move('a-1:u-1', 'u-2', '2025-11-05T12:00:00', '2025-11-05T12:30:00');
    expect(gateway.updates).toEqual([]);
    expect(vm.pendingMove).toMatchObject({
      title: 'Spreekuur bedrijfsarts',
      columnName: 'Dr. B. de Jong',
      employeeName: 'Jan Jansen',
    });
    await vm.confirmMove(true);
    expect(vm.pendingMove).toBeNull();
    expect(gateway.updates[0]).toMatchObject({ id: 'a-1', email: true, input: { userId: 'u-2' } });
    expect(notifier.notices.at(-1)).toMatchObject({
      type: 'success',
      title: 'agenda.notices.movedTold',
      values: { title: 'Spreekuur bedrijfsarts', name: 'Jan Jansen' },
    });
  });

  it('a move given up at the question is not saved and the appointment stays', async () => {
    const { vm, gateway, notifier } = await opened();
    await vm.move('a-1:u-1', 'u-2', '2025-11-05T12:00:00', '2025-11-05T12:30:00');
    vm.cancelMove();
    expect(vm.pendingMove).toBeNull();
    expect(gateway.updates).toEqual([]);
    expect(vm.appointments.find((appointment) => appointment.id === 'a-1')?.userId).toBe('u-1');
    expect(notifier.notices.at(-1)).toMatchObject({ type: 'info', title: 'agenda.notices.moveCancelled' });
  });

  it('a drop moves the appointment, and undo from the message puts it back', async () => {
    const { vm, gateway, notifier } = await opened();
    await vm.move('a-1:u-1', 'u-2', '2025-11-05T12:00:00', '2025-11-05T12:30:00');
    await vm.confirmMove(false);
    expect(gateway.updates[0]).toMatchObject({
      id: 'a-1',
      scope: 'this',
      email: false,
      input: { userId: 'u-2' },
    });
    expect(vm.appointments.find((appointment) => appointment.id === 'a-1')?.userId).toBe('u-2');
    const notice = notifier.notices.at(-1);
    expect(notice).toMatchObject({ type: 'success', title: 'agenda.notices.moved' });
    notice?.action?.run();
    await settle();
    expect(gateway.updates[1]).toMatchObject({ id: 'a-1', input: { userId: 'u-1' } });
    expect(vm.appointments.find((appointment) => appointment.id === 'a-1')?.userId).toBe('u-1');
  });

  it('a slot opens the booking form with its person and times', async () => {
    const { vm } = await opened();
    await vm.create('u-2', '2025-11-06T14:00', '2025-11-06T14:30');
    expect(vm.form?.userId).toBe('u-2');
    expect(vm.form?.date?.toString()).toBe('2025-11-06');
    expect(vm.form?.startTime?.toString()).toBe('14:00:00');
    expect(vm.form?.weekdays).toEqual([4]);
  });

  it('the list view lists the period’s appointments of the columns shown, by start', async () => {
    const { vm } = await opened('view=list');
    expect(vm.listRows.map((appointment) => appointment.id)).toEqual(['a-1', 'a-2']);
  });

  it('a refused booking shows the appointment in its way, and the form comes back as it was left', async () => {
    const { vm, gateway } = await opened('columns=u-1');
    gateway.rows = [
      ...gateway.rows,
      anAppointment({
        id: 'a-9',
        userId: 'u-2',
        roomId: null,
        start: Temporal.ZonedDateTime.from('2025-11-12T10:00:00+01:00[Europe/Amsterdam]'),
        end: Temporal.ZonedDateTime.from('2025-11-12T10:30:00+01:00[Europe/Amsterdam]'),
      }),
    ];
    await vm.create('u-2', '2025-11-12T10:00', '2025-11-12T10:30');
    const form = vm.form;
    form?.setNote('Graag met tolk');
    vm.showInTheWay({
      id: 'a-9',
      start: Temporal.ZonedDateTime.from('2025-11-12T10:00:00+01:00[Europe/Amsterdam]'),
    });
    expect(vm.form).toBeNull();
    expect(vm.asideForm).toBe(form);
    expect(vm.date?.toString()).toBe('2025-11-12');
    expect(vm.shownColumns.map((column) => column.id)).toEqual(['u-1', 'u-2']);
    await settle();
    await settle();
    expect(vm.opened?.id).toBe('a-9');
    vm.backToForm();
    expect(vm.form).toBe(form);
    expect(vm.form?.note).toBe('Graag met tolk');
    expect(vm.asideForm).toBeNull();
    expect(vm.opened).toBeNull();
  });

  it('says the appointments are coming until the answer is in, and only then that a day has none', async () => {
    const { vm, context } = await opened('view=list');
    context.holding = [];
    vm.step(1);
    expect(vm.appointmentsState).toBe('loading');
    expect(vm.listRows).toEqual([]);
    context.holding[0]?.(ok({ rows: [], total: 0 }));
    await settle();
    expect(vm.appointmentsState).toBe('ready');
    expect(vm.listRows).toEqual([]);
  });

  it('a period that cannot be loaded shows as failed, not as empty, and the retry loads it', async () => {
    const { vm, context } = await opened();
    context.holding = [];
    vm.step(1);
    context.holding[0]?.(fail({ kind: 'malformed', told: false }));
    await settle();
    expect(vm.appointmentsState).toBe('failed');
    expect(vm.gridAppointments).toEqual([]);
    context.holding = null;
    vm.retry();
    await settle();
    expect(vm.appointmentsState).toBe('ready');
  });

  it('a failed refresh keeps the period’s last good appointments, marked as possibly out of date', async () => {
    const { vm, context } = await opened();
    expect(vm.gridAppointments.length).toBe(2);
    context.holding = [];
    vm.retry();
    expect(vm.appointmentsState).toBe('refreshing');
    context.holding[0]?.(fail({ kind: 'network', told: false }));
    await settle();
    expect(vm.appointmentsState).toBe('outdated');
    expect(vm.gridAppointments.length).toBe(2);
  });

  it('the appointments of the week before are not shown for the next while it loads', async () => {
    const { vm, context } = await opened();
    context.holding = [];
    vm.step(-1);
    expect(vm.gridAppointments).toEqual([]);
    vm.step(1);
    expect(vm.appointmentsState).toBe('refreshing');
    expect(vm.gridAppointments.length).toBe(2);
  });

  it('another language loads the columns and the appointments afresh, with the names the back office writes in it', async () => {
    const { vm, gateway } = await opened();
    expect(vm.gridAppointments.map((appointment) => appointment.title)).not.toContain('Consult (English)');
    gateway.rows = gateway.rows.map((row) => ({ ...row, title: 'Consult (English)' }));
    gateway.columnList = gateway.columnList.map((column) => ({ ...column, detail: 'Utrecht (English)' }));
    vm.languageChanged();
    await settle();
    await settle();
    expect(vm.gridAppointments.map((appointment) => appointment.title)).toEqual([
      'Consult (English)',
      'Consult (English)',
    ]);
    expect(vm.columns.find((column) => column.id === 'room-1')?.detail).toBe('Utrecht (English)');
  });
});

describe('the agenda, with other planners at work', () => {
  const nextMonth = (appointment: ReturnType<typeof anAppointment>) => ({
    ...appointment,
    start: appointment.start.add({ months: 1 }),
    end: appointment.end.add({ months: 1 }),
  });

  it('reloads the week once for a batch of changes to it, marks them with who changed them and says so', async () => {
    const { vm, feed, gateway, scheduler } = await opened();
    const loads = gateway.queries.length;
    const moved = anAppointment({ id: 'a-2', userId: 'u-2', roomId: null });
    feed.emit({
      type: 'changes',
      changes: [
        aChangeBy('Anna de Vries', moved, { sequence: 5 }),
        aChangeBy('Anna de Vries', anAppointment(), { sequence: 6, kind: 'status' }),
      ],
    });
    expect(vm.live.markOf('a-2')).toEqual({ kind: 'moved', name: 'Anna de Vries' });
    expect(vm.live.notice).toMatchObject({ kind: 'status', name: 'Anna de Vries' });
    scheduler.advance(REFRESH_PAUSE_MS);
    await settle();
    expect(gateway.queries.length).toBe(loads + 1);
    scheduler.advance(MARK_MS);
    expect(vm.live.markOf('a-2')).toBeNull();
  });

  it('leaves the week alone for a change elsewhere, and reloads it when it missed changes', async () => {
    const { vm, feed, gateway, scheduler } = await opened();
    const loads = gateway.queries.length;
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', nextMonth(anAppointment()))] });
    feed.emit({
      type: 'changes',
      changes: [
        aChangeBy('Anna de Vries', anAppointment({ id: 'a-9', userId: 'u-elsewhere', roomId: null })),
      ],
    });
    scheduler.advance(REFRESH_PAUSE_MS);
    await settle();
    expect(gateway.queries.length).toBe(loads);
    expect(vm.live.notice).toBeNull();
    feed.emit({ type: 'reload' });
    scheduler.advance(REFRESH_PAUSE_MS);
    await settle();
    expect(gateway.queries.length).toBe(loads + 1);
  });

  it('notices a move out of the week by where the appointment was', async () => {
    const { vm, feed } = await opened();
    const before = anAppointment();
    feed.emit({
      type: 'changes',
      changes: [
        aChangeBy('Anna de Vries', nextMonth(before), {
          previous: { start: before.start, end: before.end, userId: 'u-1', roomId: null, resourceIds: [] },
        }),
      ],
    });
    expect(vm.live.markOf(before.id)).not.toBeNull();
  });

  it('keeps the reader’s own changes for the parts that act on them', async () => {
    const parts = setUp();
    parts.session.signIn(aUser().build());
    const detach = parts.vm.attach();
    const mine = {
      ...aChangeBy('Petra', anAppointment()),
      by: { id: parts.session.user?.id ?? '', name: 'Petra' },
    };
    parts.feed.emit({ type: 'changes', changes: [aChangeBy('Anna', anAppointment()), mine] });
    expect(parts.vm.live.ownChanges).toEqual([mine]);
    detach();
  });

  it('stops following when the agenda closes', async () => {
    const parts = setUp();
    const detach = parts.vm.attach();
    // Others' changes, and the reader's own for the parts that act on them.
    expect(parts.feed.listeners.size).toBe(2);
    detach();
    expect(parts.feed.listeners.size).toBe(0);
  });
});
