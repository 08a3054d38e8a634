import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  FindSlots,
  PlanningChoices,
  PlanningRequest,
  SlotOffer,
} from '../../../../src/application/planning/find-slots';
import type { SessionStore } from '../../../../src/application/session/session-store';
import { FollowAgendaChanges } from '../../../../src/application/agenda/follow-agenda-changes';
import { aChangeBy, anAppointment, FakeAgendaChangeFeed } from '../../../application/agenda/agenda-fakes';
import { fail, ok } from '../../../../src/domain/shared/result';
import { PlanningViewModel, SLOTS_PER_DAY } from '../../../../src/ui/screens/planning/planning-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { RecordingNotifier } from '../../../support/fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const zoned = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);

const offer = (start: string, userId = 'u-1'): SlotOffer => ({
  userId,
  userName: userId === 'u-1' ? 'Dr. A. Bakker' : 'Dr. B. de Jong',
  locationId: 'loc-1',
  roomId: 'room-1',
  roomName: 'Spreekkamer 1',
  resourceIds: [],
  resourceNames: [],
  start: zoned(start),
  end: zoned(start).add({ minutes: 30 }),
  gaps: 0,
});

const CHOICES: PlanningChoices = {
  operations: [
    {
      id: 'op-1',
      name: { nl: 'Spreekuur', en: 'Consult' },
      needs: {
        durationMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        needsRoom: true,
        resourceTypeIds: [],
      },
      locationIds: ['loc-1', 'loc-2'],
    },
  ],
  locations: [
    { id: 'loc-1', name: 'Utrecht' },
    { id: 'loc-2', name: 'Zeist' },
    { id: 'loc-3', name: 'Nijmegen' },
  ],
};

function setUp(answers: SlotOffer[][]) {
  const requests: PlanningRequest[] = [];
  let taken = false;
  const finder = {
    defaultPeriod: () => ({
      from: Temporal.PlainDate.from('2025-11-05'),
      until: Temporal.PlainDate.from('2025-11-18'),
    }),
    choices: () => Promise.resolve(ok(CHOICES)),
    employees: () =>
      Promise.resolve(
        ok([
          {
            id: 'e-1',
            name: 'Jan Jansen',
            employerId: 'er-1',
            employerName: 'Bakkerij',
            openDossierId: null,
          },
        ]),
      ),
    search: (request: PlanningRequest) => {
      requests.push(request);
      return Promise.resolve(ok({ slots: answers.shift() ?? [], professionals: [] }));
    },
    book: () =>
      Promise.resolve(taken ? fail({ code: 'planning.taken' as const, message: 'Net bezet.' }) : ok({})),
  } as unknown as FindSlots;
  const session = { user: null } as unknown as SessionStore;
  const notifier = new RecordingNotifier();
  const scheduler = new FakeScheduler();
  const feed = new FakeAgendaChangeFeed();
  const vm = new PlanningViewModel(
    finder,
    session,
    notifier,
    scheduler,
    new FollowAgendaChanges(feed, session),
  );
  vm.attach();
  return { vm, requests, notifier, scheduler, feed, takeNext: () => (taken = true) };
}

describe('planning', () => {
  it('asks nothing without an operation, and names what is missing', async () => {
    const { vm, requests } = setUp([]);
    await settle();
    await vm.search();
    expect(vm.problems).toEqual(['planning.noOperation']);
    expect(requests).toEqual([]);
  });

  it('offers only the locations where the operation is done, and drops a location chosen before', async () => {
    const { vm } = setUp([]);
    await settle();
    vm.toggleLocation('loc-3');
    vm.setOperation('op-1');
    expect(vm.locations.map((location) => location.id)).toEqual(['loc-1', 'loc-2']);
    expect(vm.locationIds).toEqual([]);
  });

  it('lists each day’s slots in time order, whatever their rank', async () => {
    const { vm } = setUp([
      [
        offer('2025-11-06T11:00:00+01:00'),
        offer('2025-11-06T11:30:00+01:00'),
        offer('2025-11-06T09:00:00+01:00', 'u-2'),
        offer('2025-11-07T09:00:00+01:00'),
      ],
    ]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const times = (slots: readonly SlotOffer[]) =>
      slots.map((slot) => `${slot.start.hour}:${slot.start.minute}`);
    expect(vm.days.map((day) => [day.date.toString(), times(day.shown)])).toEqual([
      ['2025-11-06', ['9:0', '11:0', '11:30']],
      ['2025-11-07', ['9:0']],
    ]);
  });

  it('groups a day per professional on request, the preferred one first, without asking again', async () => {
    const { vm, requests } = setUp([
      [
        offer('2025-11-06T11:00:00+01:00'),
        offer('2025-11-06T09:00:00+01:00', 'u-2'),
        offer('2025-11-06T10:00:00+01:00'),
        offer('2025-11-06T10:00:00+01:00', 'u-2'),
      ],
    ]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    vm.setPreferred('u-1');
    expect(vm.days[0]?.shown.map((slot) => `${slot.start.hour} ${slot.userId}`)).toEqual([
      '9 u-2',
      '10 u-1',
      '10 u-2',
      '11 u-1',
    ]);
    vm.setGroupByProfessional(true);
    expect(vm.groupByProfessional).toBe(true);
    expect(
      vm.days[0]?.groups.map((group) => [group.userId, group.slots.map((slot) => slot.start.hour)]),
    ).toEqual([
      ['u-1', [10, 11]],
      ['u-2', [9, 10]],
    ]);
    expect(requests).toHaveLength(1);
  });

  it('shows a day’s earliest slots before “more”, and every one once expanded', async () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      offer(`2025-11-06T${String(17 - Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00+01:00`),
    );
    const { vm } = setUp([many]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const day = vm.days[0];
    if (!day) throw new Error('no day');
    expect(day.shown).toHaveLength(SLOTS_PER_DAY);
    expect(day.shown.map((slot) => slot.start.epochMilliseconds)).toEqual(
      day.slots.slice(0, SLOTS_PER_DAY).map((slot) => slot.start.epochMilliseconds),
    );
    expect(day.shown[0]?.start.hour).toBe(10);
    vm.expand(day.date);
    expect(vm.days[0]?.shown).toHaveLength(15);
  });

  it('a slot is booked only for a chosen employee', async () => {
    const { vm, scheduler } = setUp([[offer('2025-11-06T10:00:00+01:00')], []]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const slot = vm.slots[0];
    if (!slot) throw new Error('no slot');
    vm.choose(slot);
    expect(vm.chosen).toBeNull();
    expect(vm.problems).toContain('planning.noEmployee');
    vm.employees.setText('Jan');
    scheduler.advance(300);
    await settle();
    const employee = vm.employees.found[0];
    if (employee) vm.chooseEmployee(employee);
    vm.choose(slot);
    expect(vm.chosen).toBe(slot);
  });

  it('a booked slot is confirmed with the way to its day in the agenda, and the slots are asked again', async () => {
    const { vm, requests, notifier } = setUp([[offer('2025-11-06T10:00:00+01:00')], []]);
    await settle();
    vm.setOperation('op-1');
    vm.chooseEmployee({
      id: 'e-1',
      name: 'Jan Jansen',
      employerId: 'er-1',
      employerName: 'Bakkerij',
      openDossierId: null,
    });
    await vm.search();
    const slot = vm.slots[0];
    if (!slot) throw new Error('no slot');
    vm.choose(slot);
    await vm.book();
    await settle();
    expect(notifier.notices).toContainEqual({ type: 'success', title: 'planning.notices.booked' });
    expect(requests).toHaveLength(2);
    expect(vm.slots).toEqual([]);
    expect(vm.booked?.date.toString()).toBe('2025-11-06');
    expect(vm.confirmingBooked).toBe(true);
    expect(vm.bookedAddress).toBe('/agenda?view=day&date=2025-11-06&columns=u-1');
    vm.closeBooked();
    expect(vm.confirmingBooked).toBe(false);
  });

  it('a slot taken meanwhile says so in the back office’s words and asks the slots again', async () => {
    const { vm, requests, notifier, takeNext } = setUp([[offer('2025-11-06T10:00:00+01:00')], []]);
    await settle();
    vm.setOperation('op-1');
    vm.chooseEmployee({
      id: 'e-1',
      name: 'Jan Jansen',
      employerId: 'er-1',
      employerName: 'Bakkerij',
      openDossierId: null,
    });
    await vm.search();
    const slot = vm.slots[0];
    if (!slot) throw new Error('no slot');
    vm.choose(slot);
    takeNext();
    await vm.book();
    await settle();
    expect(notifier.notices).toContainEqual({ type: 'error', title: 'Net bezet.', verbatim: true });
    expect(vm.chosen).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('widening adds two weeks but never beyond 31 days', async () => {
    const { vm } = setUp([[], [], []]);
    await settle();
    vm.setOperation('op-1');
    vm.widen();
    expect(vm.until?.toString()).toBe('2025-12-02');
    vm.widen();
    expect(vm.until?.toString()).toBe('2025-12-05');
    expect(vm.mayWiden).toBe(false);
  });
});

describe('planning, with other planners at work', () => {
  it('searches again when someone else books for a professional of the result in its period', async () => {
    const { vm, requests, feed, scheduler } = setUp([
      [offer('2025-11-06T09:00:00+01:00'), offer('2025-11-06T09:30:00+01:00')],
      [offer('2025-11-06T09:30:00+01:00')],
    ]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    expect(requests).toHaveLength(1);
    // Someone else's professional, or another month: nothing to search again for.
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', anAppointment({ userId: 'u-9' }))] });
    scheduler.advance(1000);
    expect(requests).toHaveLength(1);
    const taken = anAppointment({
      userId: 'u-1',
      start: zoned('2025-11-06T09:00:00+01:00'),
      end: zoned('2025-11-06T09:30:00+01:00'),
    });
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', taken, { kind: 'booked' })] });
    scheduler.advance(1000);
    await settle();
    expect(requests).toHaveLength(2);
    expect(vm.slots).toHaveLength(1);
  });
});

describe('planning, when someone else takes a free time', () => {
  it('marks the slots it took with who took it at once, says so, and keeps them in sight a while after the new result', async () => {
    const nine = offer('2025-11-06T09:00:00+01:00');
    const half = offer('2025-11-06T09:30:00+01:00');
    const other = offer('2025-11-06T09:00:00+01:00', 'u-2');
    const { vm, requests, feed, scheduler } = setUp([
      [nine, half, other],
      [half, other],
    ]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const booking = anAppointment({
      userId: 'u-1',
      userName: 'Dr. A. Bakker',
      roomId: 'room-9',
      start: zoned('2025-11-06T09:00:00+01:00'),
      end: zoned('2025-11-06T09:30:00+01:00'),
    });
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', booking, { kind: 'booked' })] });
    // At once, before any new search: marked, no longer bookable, and said.
    expect(vm.takenBy(nine)).toBe('Anna de Vries');
    expect(vm.takenBy(half)).toBeNull();
    expect(vm.takenBy(other)).toBeNull();
    expect(vm.liveNotice).toMatchObject({
      kind: 'taken',
      how: 'booked',
      by: 'Anna de Vries',
      professional: 'Dr. A. Bakker',
      count: 1,
    });
    vm.choose(nine);
    expect(vm.chosen).toBeNull();
    // The result is asked again in the background: what is shown stays meanwhile.
    scheduler.advance(1000);
    expect(vm.state).toBe('ready');
    await settle();
    expect(requests).toHaveLength(2);
    expect(vm.slots).toEqual([half, other]);
    // The taken slot is still in sight, marked, until its mark ends.
    expect(vm.days[0]?.slots.map((slot) => vm.takenBy(slot))).toEqual(['Anna de Vries', null, null]);
    scheduler.advance(10_000);
    expect(vm.days[0]?.slots).toHaveLength(2);
    expect(vm.liveNotice).toBeNull();
  });

  it('says a time was taken by a move when another planner moved an appointment into it', async () => {
    const nine = offer('2025-11-06T09:00:00+01:00');
    const { vm, feed } = setUp([[nine], []]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const moved = anAppointment({
      userId: 'u-1',
      start: zoned('2025-11-06T09:00:00+01:00'),
      end: zoned('2025-11-06T09:30:00+01:00'),
    });
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', moved, { kind: 'moved' })] });
    expect(vm.takenBy(nine)).toBe('Anna de Vries');
    expect(vm.liveNotice).toMatchObject({ kind: 'taken', how: 'moved', by: 'Anna de Vries' });
  });

  it('a change that takes no slot shown says only that the times are brought up to date', async () => {
    const { vm, feed, requests, scheduler } = setUp([[offer('2025-11-06T11:00:00+01:00')], []]);
    await settle();
    vm.setOperation('op-1');
    await vm.search();
    const cancelled = anAppointment({
      userId: 'u-1',
      status: 'cancelled',
      start: zoned('2025-11-06T09:00:00+01:00'),
      end: zoned('2025-11-06T09:30:00+01:00'),
    });
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna de Vries', cancelled, { kind: 'status' })] });
    expect(vm.liveNotice).toMatchObject({ kind: 'updated', by: 'Anna de Vries' });
    scheduler.advance(1000);
    await settle();
    expect(requests).toHaveLength(2);
  });
});
